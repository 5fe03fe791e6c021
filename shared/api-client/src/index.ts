export { ApiError } from './api-error';
export { login, logout, meQueryOptions, useLogin, useMe } from './auth';
export { apiRequest, configureApiClient, refreshSession } from './client';
export type { RequestOptions } from './client';
export { createQueryClient } from './query-client';
export { queryKeys } from './query-keys';
