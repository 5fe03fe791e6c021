/** Where remotes render (loaded with the dashboard, not by /login): outlet, preload, retry. */
export { forgetRemote, preloadRemoteApp, remoteComponent } from './remote-loader';
/** Pages of the sidebar loaded ahead of the click, when the browser is idle (docs/navigation.md). */
export { IDLE_PRELOAD_DONE, preloadWhenIdle } from './idle-preload';
export type { PreloadTarget } from './idle-preload';
export { RemoteOutlet } from './remote-outlet';
/** The remotes' manifests (docs/navigation.md): their routes, mount mode and sidebar entries. */
export { loadRemoteManifests, resetRemoteManifests, useRemoteManifests } from './manifests';
export type { RemoteManifests } from './manifests';
export { isNavGroup, routeTable, ZRemoteManifest } from './navigation';
export type { TMountLayout, TNavEntry, TNavGroup, TNavLeaf, TRemoteManifest } from './navigation';
