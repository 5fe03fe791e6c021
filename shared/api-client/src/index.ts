/**
 * Transport: authenticated requests, the session refresh, `callApi`, and the sign-in and
 * sign-out the /login page needs (kept here, in the chunk /login loads anyway, for its weight
 * budget). No react-query here; the back office and `useMe` live in @arara/session.
 */
export { ApiError } from './api-error';
export { keepSession, login, logout, signIn } from './auth';
export {
  apiDownload,
  apiRequest,
  apiBaseUrl,
  COOKIE_ROUTE_HEADERS,
  configureApiClient,
  ensureAccessToken,
  refreshSession,
} from './client';
export type { RequestOptions } from './client';
export { attachmentFilename, downloadApiFile, saveBlob } from './download';
export { newIdempotencyKey } from './idempotency';
export { loadValidation } from './load-validation';
