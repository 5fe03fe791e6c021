/**
 * Transport only: authenticated requests, the session refresh and `callApi`. No react-query and
 * no domain calls here (sign-in, the back office and `useMe` live in @arara/session).
 */
export { ApiError } from './api-error';
export {
  apiDownload,
  apiRequest,
  COOKIE_ROUTE_HEADERS,
  configureApiClient,
  refreshSession,
} from './client';
export type { RequestOptions } from './client';
export { callApi } from './call-api';
export type { CallOptions } from './call-api';
