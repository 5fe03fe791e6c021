export { authenticateApiKey } from './authenticate-api-key';
export type { ApiKeyActor } from './audit-api-key';
export { createApiKey } from './create-api-key';
export { listApiKeys } from './list-api-keys';
export { revokeApiKey } from './revoke-api-key';
