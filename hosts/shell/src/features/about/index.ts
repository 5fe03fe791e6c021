export { AboutButton } from './about-button';
