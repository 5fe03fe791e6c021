/** Where remotes render (loaded with the dashboard, not by /login): outlet, preload, retry. */
export { forgetRemote, preloadRemoteApp, remoteComponent } from './remote-loader';
export { RemoteOutlet } from './remote-outlet';
