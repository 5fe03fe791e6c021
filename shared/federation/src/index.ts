export { AppProviders } from './app-providers';
export { PENDING_MIN_DISPLAY_MS, PENDING_THRESHOLD_MS, PRELOAD_DELAY_MS } from './constants';
export { LoginForm } from './login-form';
export type { RemoteApp, RemoteAppModule } from './remote-app';
export { fetchRegistry, getRegistry, initFederation } from './boot';
export { recentRemoteLoads } from './load-telemetry';
export type { RemoteLoadEvent } from './load-telemetry';
export {
  buildRegistry,
  matchRemote,
  REMOTE_DEFINITIONS,
  REMOTE_NAMES,
  remoteUrlVariable,
  ZRemoteRegistry,
} from './registry';
export type { RemoteName, TRemoteEntry, TRemoteRegistry } from './registry';
