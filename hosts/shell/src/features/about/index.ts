export { AboutButton } from './about-panel';
