export { AboutButton } from './about-panel';
export { trackLoadedRemotes } from './loaded-remotes';
