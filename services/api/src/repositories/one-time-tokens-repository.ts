import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findOne, insertOne } from '../db/map-row';
import { type OneTimeToken, type OneTimeTokenPurpose, oneTimeTokens } from '../db/schema';

export type NewOneTimeToken = typeof oneTimeTokens.$inferInsert;

type TokenLookup = {
  tokenHash: string;
  purpose: OneTimeTokenPurpose;
  /** Only a token of this user matches (verify-email checks the e-mail too). */
  userId?: string;
  now: Date;
};

const usable = ({ tokenHash, purpose, userId, now }: TokenLookup) =>
  and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
    userId === undefined ? undefined : eq(oneTimeTokens.userId, userId),
  );

export const createOneTimeTokensRepository = (db: Db) => ({
  /** Stores the token after deleting the user's unused ones of the same purpose. */
  async replace(token: NewOneTimeToken, tx?: Db): Promise<OneTimeToken> {
    const q = tx ?? db;
    return q.transaction(async (trx) => {
      await trx
        .delete(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.userId, token.userId),
            eq(oneTimeTokens.purpose, token.purpose),
            isNull(oneTimeTokens.usedAt),
          ),
        );
      return insertOne(trx, oneTimeTokens, token);
    });
  },

  /** The token if it could be consumed now, without consuming it. */
  async findUsable(lookup: TokenLookup, tx?: Db): Promise<OneTimeToken | undefined> {
    return findOne(tx ?? db, oneTimeTokens, usable(lookup));
  },

  /**
   * Marks the token used in one statement, so two concurrent uses cannot both succeed;
   * undefined when it is unknown, used, expired, for another purpose or another user.
   */
  async consume(lookup: TokenLookup, tx?: Db): Promise<OneTimeToken | undefined> {
    const q = tx ?? db;
    const [row] = await q
      .update(oneTimeTokens)
      .set({ usedAt: lookup.now })
      .where(usable(lookup))
      .returning();
    return row;
  },
});

export type OneTimeTokensRepository = ReturnType<typeof createOneTimeTokensRepository>;
