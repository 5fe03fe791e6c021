import type { TApiKey, TApiKeyStatus } from '@arara/contracts';
import type { ApiKey } from '../../db/schema-api-keys';

/** Active in the table but past its date: expired, refused like a revoked key. */
export const isApiKeyExpired = (key: ApiKey, now: Date): boolean =>
  key.expiresAt !== null && key.expiresAt.getTime() <= now.getTime();

export const apiKeyStatus = (key: ApiKey, now: Date): TApiKeyStatus =>
  key.status === 'active' && isApiKeyExpired(key, now) ? 'expired' : key.status;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A key as the dashboard lists it: never its secret nor its hash. */
export const toApiKeyDto = (key: ApiKey, now = new Date()): TApiKey => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes,
  status: apiKeyStatus(key, now),
  createdAt: key.createdAt.toISOString(),
  expiresAt: iso(key.expiresAt),
  revokedAt: iso(key.revokedAt),
  lastUsedAt: iso(key.lastUsedAt),
});
