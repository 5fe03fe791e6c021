import { type Endpoint, merchantEndpoint } from './endpoint';
import {
  ZApiKey,
  ZApiKeyParams,
  ZApiKeysResponse,
  ZCreateApiKeyRequest,
  ZCreateApiKeyResponse,
  ZRequestLogDetail,
  ZRequestLogPage,
  ZRequestLogParams,
  ZRequestLogsQuery,
} from './api-keys';

// ---------------------------------------------------------------------------------------------
// Endpoints (docs/architecture.md "Endpoints as data"; docs/developers.md)

/** The merchant's API keys: list, create (the secret shown once), revoke. */
export const apiKeyEndpoints = {
  list: merchantEndpoint({
    method: 'GET',
    path: '/api-keys',
    access: 'developer.read',
    group: 'apiKeys',
    summary: 'API keys, newest first (never their secrets)',
    response: ZApiKeysResponse,
  }),
  create: merchantEndpoint({
    method: 'POST',
    path: '/api-keys',
    access: 'developer.manage',
    group: 'apiKeys',
    summary: 'Create an API key; the answer holds its secret, shown this once',
    description:
      'One active key per merchant: while one is active (not revoked, not expired) another is ' +
      "a 409 CONFLICT 'developer:apiKeys.errors.oneActive'. Only the SHA-256 of the secret is " +
      'stored. `expiresAt` must be in the future (400 `fields.expiresAt`).',
    body: ZCreateApiKeyRequest,
    response: ZCreateApiKeyResponse,
    status: 201,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['apiKeys'],
  }),
  revoke: merchantEndpoint({
    method: 'POST',
    path: '/api-keys/:apiKeyId/revoke',
    access: 'developer.manage',
    group: 'apiKeys',
    summary: 'Revoke an API key: refused (401) from now on; the record stays, revoked',
    description: 'Revoking a revoked key answers it again.',
    params: ZApiKeyParams,
    response: ZApiKey,
    invalidates: ['apiKeys'],
  }),
} as const satisfies Record<string, Endpoint>;

/** The log of the requests made to the public API with the merchant's keys. */
export const requestLogEndpoints = {
  list: merchantEndpoint({
    method: 'GET',
    path: '/request-logs',
    access: 'developer.read',
    group: 'requestLogs',
    summary: 'Public API requests, newest first, keyset pages',
    description:
      'Filters: `statusClass` (2xx, 4xx, 5xx), `path` (contains, case-insensitive), `from` ' +
      '(inclusive) and `to` (exclusive) ISO 8601 instants. Kept `REQUEST_LOG_RETENTION_DAYS` ' +
      'days (default 30).',
    query: ZRequestLogsQuery,
    response: ZRequestLogPage,
  }),
  get: merchantEndpoint({
    method: 'GET',
    path: '/request-logs/:requestLogId',
    access: 'developer.read',
    group: 'requestLogs',
    summary: 'One public API request with its redacted query and bodies',
    params: ZRequestLogParams,
    response: ZRequestLogDetail,
  }),
} as const satisfies Record<string, Endpoint>;
