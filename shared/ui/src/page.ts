/**
 * The page entry: a routed page's frame (breadcrumb, title), a merchant page and the three
 * outcomes of a query, for the shell and every remote (not loaded by /login).
 */
export { DetailPage } from './page/detail-page';
export { type CreateDrawerProps, ListPage, type ListPageProps } from './page/list-page';
export { MerchantPage } from './page/merchant-page';
export { QueryView } from './page/query-view';
export { RoutePage } from './page/route-page';
export type { PageSpec } from './page/route-page';
