export { AppProviders } from './app-providers';
export { SHELL_CONTRACT_VERSION, UNSTAMPED_BUILD } from './build-stamp';
export type { TBuildStamp } from './build-stamp';
export { PENDING_MIN_DISPLAY_MS, PENDING_THRESHOLD_MS, PRELOAD_DELAY_MS } from './constants';
export { LoginForm } from './login-form';
export type { RemoteApp, RemoteAppModule } from './remote-app';
export { fetchRegistry, getRegistry, initFederation } from './boot';
export { recentRemoteLoads } from './load-telemetry';
export type { RemoteLoadEvent } from './load-telemetry';
export { guardRemoteCompatibility } from './compatibility';
// The registry's schema and buildRegistry are `@arara/federation/registry` (Node, and the
// shell's check before the first remote loads): zod stays off /login (docs/federation.md).
export { matchRemote, REMOTE_DEFINITIONS, REMOTE_NAMES, remoteUrlVariable } from './remotes';
export type { RemoteName, TRemoteEntry, TRemoteRegistry } from './remotes';
