import { API_KEY_MESSAGES, AppErrorCode, type TApiKey } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../deps';
import { type ApiKeyActor, auditApiKey } from './audit-api-key';
import { toApiKeyDto } from './to-api-key-dto';

/**
 * Revokes a key: the public API refuses it (401) from the next request. Revoking a revoked or
 * expired key answers it as it is. Audited (`api_key.revoke`) when it changed.
 */
export async function revokeApiKey(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  apiKeyId: string,
  actor: ApiKeyActor,
  now = new Date(),
): Promise<TApiKey> {
  const result = await deps.repositories.apiKeys.revoke(merchantId, apiKeyId, now);
  if (!result) {
    throw new AppError(AppErrorCode.NOT_FOUND, 'API key not found', {
      apiKey: API_KEY_MESSAGES.notFound,
    });
  }
  if (result.revoked) await auditApiKey(deps, 'api_key.revoke', merchantId, actor, 200);
  return toApiKeyDto(result.key, now);
}
