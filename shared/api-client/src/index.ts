/** Transport: authenticated requests, refresh, sign-in and sign-out. No react-query here. */
export { ApiError } from './api-error';
export { keepSession, login, logout, signIn } from './auth';
export { apiDownload, apiRequest, configureApiClient, refreshSession } from './client';
export type { RequestOptions } from './client';
