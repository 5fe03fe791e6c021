import { and, eq, isNotNull, isNull, lt, notLike, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findOne } from '../db/map-row';
import {
  memberships,
  merchants,
  twoFactorRecoveryCodes,
  type UserTwoFactor,
  userTwoFactor,
} from '../db/schema';
import { openTotpSecret, sealTotpSecret } from '../lib/totp-encryption';

/**
 * The `secret` column holds the TOTP secret sealed with AES-256-GCM (lib/totp-encryption):
 * callers pass and get the plain base32 secret, a copy of the database alone does not give it.
 */
export const createTwoFactorRepository = (db: Db) => ({
  async find(userId: string, tx?: Db): Promise<UserTwoFactor | undefined> {
    const q = tx ?? db;
    const row = await findOne(q, userTwoFactor, eq(userTwoFactor.userId, userId));
    return row && { ...row, secret: openTotpSecret(row.secret) };
  },

  async isEnabled(userId: string, tx?: Db): Promise<boolean> {
    const q = tx ?? db;
    const rows = await q
      .select({ userId: userTwoFactor.userId })
      .from(userTwoFactor)
      .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)))
      .limit(1);
    return rows.length > 0;
  },

  /** One of the merchants the user is an active member of requires two-factor. */
  async isRequiredByAMerchant(userId: string, tx?: Db): Promise<boolean> {
    const q = tx ?? db;
    const rows = await q
      .select({ merchantId: merchants.id })
      .from(memberships)
      .innerJoin(merchants, eq(merchants.id, memberships.merchantId))
      .where(
        and(
          eq(memberships.userId, userId),
          eq(memberships.status, 'active'),
          eq(merchants.requireTwoFactor, true),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** A new pending secret (not enabled yet), replacing a pending one. */
  async savePending(userId: string, plainSecret: string, tx?: Db): Promise<void> {
    const q = tx ?? db;
    const secret = sealTotpSecret(plainSecret);
    await q
      .insert(userTwoFactor)
      .values({ userId, secret })
      .onConflictDoUpdate({
        target: userTwoFactor.userId,
        set: { secret, enabledAt: null, lastUsedStep: null, updatedAt: new Date() },
        // An enabled secret is never replaced by a setup call.
        setWhere: isNull(userTwoFactor.enabledAt),
      });
  },

  /**
   * Turns the pending `secret` on, recording the step of the code that proved it; false when
   * it is no longer the pending secret (replaced, or enabled meanwhile).
   */
  async enable(userId: string, secret: string, step: number, at: Date, tx?: Db): Promise<boolean> {
    const q = tx ?? db;
    // Sealing is randomised: compare the opened pending secret, then update only that very
    // stored value (a setup call in between replaces it, and the update then matches nothing).
    const [pending] = await q
      .select({ secret: userTwoFactor.secret })
      .from(userTwoFactor)
      .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)))
      .limit(1);
    if (!pending || openTotpSecret(pending.secret) !== secret) return false;
    const rows = await q
      .update(userTwoFactor)
      // A row stored before encryption is sealed now.
      .set({ secret: sealTotpSecret(secret), enabledAt: at, lastUsedStep: step, updatedAt: at })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          eq(userTwoFactor.secret, pending.secret),
          isNull(userTwoFactor.enabledAt),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return rows.length > 0;
  },

  /**
   * Records that the code of `step` was used, in one statement: of two requests with the same
   * code (or an older one), only the first gets true. Replay protection.
   */
  async useStep(userId: string, step: number, tx?: Db): Promise<boolean> {
    const q = tx ?? db;
    const rows = await q
      .update(userTwoFactor)
      .set({ lastUsedStep: step, updatedAt: new Date() })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          isNotNull(userTwoFactor.enabledAt),
          or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return rows.length > 0;
  },

  /** Seals the secrets stored in clear before encryption existed (each start); how many. */
  async sealPlaintextSecrets(tx?: Db): Promise<number> {
    const q = tx ?? db;
    const rows = await q
      .select({ userId: userTwoFactor.userId, secret: userTwoFactor.secret })
      .from(userTwoFactor)
      .where(notLike(userTwoFactor.secret, 'v1:%'));
    for (const row of rows) {
      await q
        .update(userTwoFactor)
        .set({ secret: sealTotpSecret(row.secret) })
        .where(and(eq(userTwoFactor.userId, row.userId), eq(userTwoFactor.secret, row.secret)));
    }
    return rows.length;
  },

  /** Two-factor off: the secret and every recovery code go. */
  async remove(userId: string, tx?: Db): Promise<void> {
    const q = tx ?? db;
    await q.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await q.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  },

  async replaceRecoveryCodes(userId: string, codeHashes: string[], tx?: Db): Promise<void> {
    const q = tx ?? db;
    await q.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await q
      .insert(twoFactorRecoveryCodes)
      .values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  },

  /** Marks an unused recovery code used, atomically; false when unknown or already used. */
  async consumeRecoveryCode(userId: string, codeHash: string, at: Date, tx?: Db): Promise<boolean> {
    const q = tx ?? db;
    const rows = await q
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: at })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, userId),
          eq(twoFactorRecoveryCodes.codeHash, codeHash),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return rows.length > 0;
  },
});

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
