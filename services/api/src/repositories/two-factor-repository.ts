import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  memberships,
  merchants,
  twoFactorRecoveryCodes,
  type UserTwoFactor,
  userTwoFactor,
} from '../db/schema';

export const createTwoFactorRepository = (db: Db) => ({
  async find(userId: string): Promise<UserTwoFactor | undefined> {
    const [row] = await db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, userId))
      .limit(1);
    return row;
  },

  async isEnabled(userId: string): Promise<boolean> {
    const rows = await db
      .select({ userId: userTwoFactor.userId })
      .from(userTwoFactor)
      .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)))
      .limit(1);
    return rows.length > 0;
  },

  /** One of the merchants the user is an active member of requires two-factor. */
  async isRequiredByAMerchant(userId: string): Promise<boolean> {
    const rows = await db
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
  async savePending(userId: string, secret: string): Promise<void> {
    await db
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
  async enable(userId: string, secret: string, step: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(userTwoFactor)
      .set({ enabledAt: at, lastUsedStep: step, updatedAt: at })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          eq(userTwoFactor.secret, secret),
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
  async useStep(userId: string, step: number): Promise<boolean> {
    const rows = await db
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

  /** Two-factor off: the secret and every recovery code go. */
  async remove(userId: string): Promise<void> {
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  },

  async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await db
      .insert(twoFactorRecoveryCodes)
      .values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  },

  /** Marks an unused recovery code used, atomically; false when unknown or already used. */
  async consumeRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
    const rows = await db
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
