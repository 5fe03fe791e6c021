/** What a remote needs: its ./App factory, its lazy pages and its standalone dev mount. */
export { createRemoteApp } from './remote-app';
export type { RemoteApp, RemoteRoute } from './remote-app';
export { lazyPage, lazyPrefetch } from './lazy-page';
export { mountStandalone } from './standalone';
