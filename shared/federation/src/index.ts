export { AppProviders } from './app-providers';
export { PENDING_MIN_DISPLAY_MS, PENDING_THRESHOLD_MS, PRELOAD_DELAY_MS } from './constants';
export { LoginForm } from './login-form';
export { createRemoteApp } from './remote-app';
export type { RemoteApp, RemoteAppModule, RemoteRoute } from './remote-app';
export {
  fetchRegistry,
  forgetRemote,
  getRegistry,
  initFederation,
  preloadRemoteApp,
  remoteComponent,
} from './remote-loader';
export { RemoteOutlet } from './remote-outlet';
export { RoutePage } from './route-page';
export type { PageSpec } from './route-page';
export {
  buildRegistry,
  matchRemote,
  REMOTE_DEFINITIONS,
  REMOTE_NAMES,
  remoteUrlVariable,
  ZRemoteRegistry,
} from './registry';
export type { RemoteName, TRemoteEntry, TRemoteRegistry } from './registry';
export { mountStandalone } from './standalone';
