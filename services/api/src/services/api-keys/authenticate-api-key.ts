import { API_KEY_SECRET_PREFIX, AppErrorCode, PUBLIC_API_MESSAGES } from '@arara/contracts';
import type { ApiKey } from '../../db/schema-api-keys';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../deps';
import { hashApiKeySecret } from './api-key-secret';
import { isApiKeyExpired } from './to-api-key-dto';

/** A secret is `arara_sk_` and base62: anything else is refused without a database read. */
const SECRET_PATTERN = new RegExp(`^${API_KEY_SECRET_PREFIX}[0-9A-Za-z]{20,100}$`);

const REFUSALS = {
  invalidKey: 'Missing or invalid API key',
  keyRevoked: 'This API key has been revoked',
  keyExpired: 'This API key has expired',
} as const;

/** 401, the English text as message and the i18n key on `fields.authorization`. */
const refused = (reason: keyof typeof REFUSALS) =>
  new AppError(
    AppErrorCode.UNAUTHORIZED,
    REFUSALS[reason],
    { authorization: PUBLIC_API_MESSAGES[reason] },
    { headers: { 'www-authenticate': 'Bearer realm="arara"' } },
  );

/**
 * Who calls the public API: the key named by `Authorization: Bearer <secret>` (found by the
 * secret's SHA-256), or why it is refused (401): no bearer, an unknown secret, a revoked or an
 * expired key. A known key is returned with its refusal too, so the request log names it.
 */
export async function authenticateApiKey(
  deps: Pick<ServiceDeps, 'repositories'>,
  authorization: string | undefined,
  now = new Date(),
): Promise<{ key: ApiKey | undefined; refusal: AppError | undefined }> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const secret = match?.[1];
  if (!secret || !SECRET_PATTERN.test(secret)) {
    return { key: undefined, refusal: refused('invalidKey') };
  }
  const key = await deps.repositories.apiKeys.findBySecretHash(hashApiKeySecret(secret));
  if (!key) return { key: undefined, refusal: refused('invalidKey') };
  if (key.status === 'revoked') return { key, refusal: refused('keyRevoked') };
  if (key.status === 'expired' || isApiKeyExpired(key, now)) {
    return { key, refusal: refused('keyExpired') };
  }
  return { key, refusal: undefined };
}
