import { AppErrorCode, PAYMENT_MESSAGES } from '@arara/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../deps';
import type { User } from '../../db/schema';
import { paymentCodes } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import { useTotpCode } from '../two-factor/check-second-factor';
import {
  hashPaymentCode,
  hashPaymentCodeBinding,
  PAYMENT_CODE_MAX_ATTEMPTS,
  type PaymentCodePurpose,
} from './send-pix-code';

export const wrongCode = () =>
  new AppError(AppErrorCode.VALIDATION_ERROR, 'Wrong or expired code', {
    code: PAYMENT_MESSAGES.wrongCode,
  });

/**
 * The user's newest e-mailed code, used up atomically (row lock): right, asked for this purpose
 * (the same Pix amount and destination, or the same approval), not expired, fewer than
 * PAYMENT_CODE_MAX_ATTEMPTS wrong tries. A code already used by the Pix with this same
 * Idempotency-Key still counts (a retry of that Pix, which then replays).
 */
async function useEmailedCode(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter'>,
  userId: string,
  code: string,
  idempotencyKey: string,
  purpose: PaymentCodePurpose,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentCodes)
      .where(eq(paymentCodes.userId, userId))
      .orderBy(desc(paymentCodes.createdAt), desc(paymentCodes.id))
      .limit(1)
      .for('update');
    if (!row || row.expiresAt <= now || row.attempts >= PAYMENT_CODE_MAX_ATTEMPTS) return false;
    // A right code asked for another amount, destination or approval is a wrong one here.
    const matches =
      row.codeHash === hashPaymentCode(userId, code) &&
      row.bindingHash === hashPaymentCodeBinding(userId, purpose);
    if (row.consumedAt !== null) return matches && row.consumedByKey === idempotencyKey;
    if (!matches) {
      await tx
        .update(paymentCodes)
        .set({ attempts: sql`${paymentCodes.attempts} + 1` })
        .where(eq(paymentCodes.id, row.id));
      return false;
    }
    await tx
      .update(paymentCodes)
      .set({ consumedAt: now, consumedByKey: idempotencyKey })
      .where(eq(paymentCodes.id, row.id));
    return true;
  });
}

/**
 * The 6-digit code of a Pix or of an approval: the authenticator's (two-factor on; a TOTP step
 * works once) or the newest e-mailed one, asked for this `purpose`. Counted by the two-factor
 * rate limit, a right code taking its hit back. Wrong, used, expired or asked for something
 * else: 400 `fields.code` = payments:errors.wrongCode.
 */
export async function verifyPixCode(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter'>,
  user: User,
  code: string,
  idempotencyKey: string,
  clientAddress: string,
  purpose: PaymentCodePurpose,
  now = new Date(),
): Promise<void> {
  const attempt = await deps.rateLimiter.hit('twoFactor', {
    email: user.email,
    address: clientAddress,
  });
  const { twoFactor } = deps.repositories;
  const isRight = (await twoFactor.isEnabled(user.id))
    ? await useTotpCode(twoFactor, user.id, code)
    : await useEmailedCode(deps, user.id, code, idempotencyKey, purpose, now);
  if (!isRight) throw wrongCode();
  await attempt.undo();
}
