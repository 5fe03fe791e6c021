export { AppProviders } from './app-providers';
export {
  readBuildStamp,
  SHELL_CONTRACT_VERSION,
  UNSTAMPED_BUILD,
  ZBuildStamp,
} from './build-stamp';
export type { TBuildStamp } from './build-stamp';
export { PENDING_MIN_DISPLAY_MS, PENDING_THRESHOLD_MS, PRELOAD_DELAY_MS } from './constants';
export { LoginForm } from './login-form';
export type { RemoteApp, RemoteAppModule } from './remote-app';
export { fetchRegistry, getRegistry, initFederation } from './boot';
export { recentRemoteLoads } from './load-telemetry';
export type { RemoteLoadEvent } from './load-telemetry';
export { guardRemoteCompatibility } from './compatibility';
export {
  buildRegistry,
  matchRemote,
  REMOTE_DEFINITIONS,
  REMOTE_NAMES,
  remoteUrlVariable,
  ZRemoteRegistry,
} from './registry';
export type { RemoteName, TRemoteEntry, TRemoteRegistry } from './registry';
