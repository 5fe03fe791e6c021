/** Server state with @tanstack/react-query: the client of spec §7, keys and data hooks. */
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
export { meQueryOptions, useCurrentMerchant, useLogin, useMe } from './queries';
export type { CurrentMerchant } from './queries';
export { queryKeys } from './query-keys';
export {
  adminSignIn,
  adminSignInWithTwoFactor,
  enableAdminTwoFactor,
  fetchAdminUsers,
  keepAdminSession,
  startActingAs,
  startAdminTwoFactorSetup,
  stopActingAs,
} from './back-office';
