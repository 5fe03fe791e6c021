import {
  API_KEY_MESSAGES,
  AppErrorCode,
  type TApiKeyScope,
  type TCreateApiKeyResponse,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ServiceDeps } from '../deps';
import { apiKeyPrefixOf, generateApiKeySecret, hashApiKeySecret } from './api-key-secret';
import { type ApiKeyActor, auditApiKey } from './audit-api-key';
import { toApiKeyDto } from './to-api-key-dto';

export type CreateApiKeyInput = {
  name: string;
  scopes: TApiKeyScope[];
  expiresAt?: string | null | undefined;
};

const oneActiveOnly = () =>
  new AppError(
    AppErrorCode.CONFLICT,
    'Only one active API key is allowed. Please revoke the existing key first',
    { apiKey: API_KEY_MESSAGES.oneActive },
  );

/**
 * A new API key (docs/developers.md "Keys"): its secret is answered this once; only its SHA-256
 * and prefix are stored. One active key per merchant: an active key past its date is marked
 * expired first, then the insert, in one transaction, meets the partial unique index, so of two
 * concurrent creates one wins and the other is a 409. Audited (`api_key.create`).
 */
export async function createApiKey(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  merchantId: string,
  actor: ApiKeyActor,
  input: CreateApiKeyInput,
  now = new Date(),
): Promise<TCreateApiKeyResponse> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The expiration must be in the future', {
      expiresAt: API_KEY_MESSAGES.expiryInPast,
    });
  }
  const secret = generateApiKeySecret();
  const { apiKeys } = deps.repositories;
  let created: Awaited<ReturnType<typeof apiKeys.create>>;
  try {
    created = await deps.db.transaction(async (tx) => {
      await apiKeys.expireOverdue(merchantId, now, tx);
      return apiKeys.create(
        {
          merchantId,
          name: input.name,
          prefix: apiKeyPrefixOf(secret),
          secretHash: hashApiKeySecret(secret),
          scopes: [...new Set(input.scopes)],
          expiresAt,
          createdById: actor.userId,
          createdAt: now,
        },
        tx,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw oneActiveOnly();
    throw error;
  }
  await auditApiKey(deps, 'api_key.create', merchantId, actor, 201);
  return { ...toApiKeyDto(created, now), secret };
}
