/**
 * Server state with @tanstack/react-query: the query client, and the keys, queries and
 * mutations derived from the contract endpoints (docs/architecture.md "Endpoints as data").
 */
export {
  createQueryClient,
  getQueryClient,
  PREFETCH_KEEP_MS,
  prefetchForPage,
  QueryProvider,
} from './query-client';
export {
  endpointKey,
  endpointQueryOptions,
  groupKey,
  invalidateAfter,
  useEndpointMutation,
} from './endpoint-query';
export type { MutationVariables } from './endpoint-query';
export { publicConfigQueryOptions, useSandboxMode } from './public-config';
