import { and, desc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertOne } from '../db/map-row';
import { type ApiKey, apiKeys } from '../db/schema-api-keys';
import { isUuid } from './ledger-accounts-repository';

export type NewApiKey = typeof apiKeys.$inferInsert;

/** How stale `lastUsedAt` may get: one write a minute per key, not one per request. */
const LAST_USED_GRANULARITY_MS = 60_000;

/**
 * API keys, scoped to a merchant except the lookup by the secret's hash (the public API's
 * authentication). Every method takes the transaction it runs in as its last, optional, argument.
 */
export const createApiKeysRepository = (db: Db) => ({
  /** Throws a unique violation when the merchant already has an active key. */
  async create(values: NewApiKey, tx?: Db): Promise<ApiKey> {
    return insertOne(tx ?? db, apiKeys, values);
  },

  /** Newest first. */
  async list(merchantId: string, tx?: Db): Promise<ApiKey[]> {
    return (tx ?? db)
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.merchantId, merchantId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  },

  async findBySecretHash(secretHash: string, tx?: Db): Promise<ApiKey | undefined> {
    const [row] = await (tx ?? db).select().from(apiKeys).where(eq(apiKeys.secretHash, secretHash));
    return row;
  },

  /**
   * Marks the key revoked (kept, with its date). `revoked`: it was active until now; undefined:
   * no such key of the merchant.
   */
  async revoke(
    merchantId: string,
    id: string,
    at: Date,
    tx?: Db,
  ): Promise<{ key: ApiKey; revoked: boolean } | undefined> {
    if (!isUuid(id)) return undefined;
    const scope = and(eq(apiKeys.merchantId, merchantId), eq(apiKeys.id, id));
    const [revoked] = await (tx ?? db)
      .update(apiKeys)
      .set({ status: 'revoked', revokedAt: at })
      .where(and(scope, eq(apiKeys.status, 'active')))
      .returning();
    if (revoked) return { key: revoked, revoked: true };
    const [row] = await (tx ?? db).select().from(apiKeys).where(scope);
    return row && { key: row, revoked: false };
  },

  /**
   * The merchant's active key past its date becomes `expired`: it no longer holds the one
   * active place (the partial unique index), so a new key can take it.
   */
  async expireOverdue(merchantId: string, now: Date, tx?: Db): Promise<void> {
    await (tx ?? db)
      .update(apiKeys)
      .set({ status: 'expired' })
      .where(
        and(
          eq(apiKeys.merchantId, merchantId),
          eq(apiKeys.status, 'active'),
          lte(apiKeys.expiresAt, now),
        ),
      );
  },

  /** Records a use, unless one was recorded less than a minute ago (no write then). */
  async touch(id: string, at: Date, tx?: Db): Promise<void> {
    const stale = new Date(at.getTime() - LAST_USED_GRANULARITY_MS);
    await (tx ?? db)
      .update(apiKeys)
      .set({ lastUsedAt: at })
      .where(
        and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))),
      );
  },
});

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
