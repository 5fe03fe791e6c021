/** What a remote needs: its ./App factory, page frames and its standalone dev mount. */
export { createRemoteApp } from './remote-app';
export type { RemoteApp, RemoteRoute } from './remote-app';
export { lazyPage } from './lazy-page';
export { RoutePage } from './route-page';
export type { PageSpec } from './route-page';
export { mountStandalone } from './standalone';
export { MerchantPage } from './merchant-page';
export { QueryView } from './query-view';
export { applyApiFieldErrors, useErrorText } from './form-errors';
