/** Where remotes render (loaded with the dashboard, not by /login): outlet, preload, retry. */
export { forgetRemote, preloadRemoteApp, remoteComponent } from './remote-loader';
export { RemoteOutlet } from './remote-outlet';
/** The remotes' manifests (docs/navigation.md): their routes, mount mode and sidebar entries. */
export { loadRemoteManifests, resetRemoteManifests, useRemoteManifests } from './manifests';
export type { RemoteManifests } from './manifests';
export { isNavGroup, routeTable, ZRemoteManifest } from './navigation';
export type { TMountLayout, TNavEntry, TNavGroup, TNavLeaf, TRemoteManifest } from './navigation';
