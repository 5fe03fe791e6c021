import type { TApiKeysResponse } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { toApiKeyDto } from './to-api-key-dto';

/** The merchant's keys, newest first, revoked and expired ones included (never a secret). */
export async function listApiKeys(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  now = new Date(),
): Promise<TApiKeysResponse> {
  const rows = await deps.repositories.apiKeys.list(merchantId);
  return { items: rows.map((row) => toApiKeyDto(row, now)) };
}
