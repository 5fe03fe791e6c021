import type { User } from '../../db/schema';
import { hashRecoveryCode, matchTotpStep } from '../../lib/totp';
import type { TwoFactorRepository } from '../../repositories/two-factor-repository';
import { invalidTwoFactorCode } from './invalid-two-factor-code';
import type { ServiceDeps } from '../deps';

export type SecondFactor = { code: string } | { recoveryCode: string };

/**
 * Uses a code of the authenticator app: right for now ± one step, and of a later step than
 * the last code used (recorded atomically, so the same code never works twice).
 */
export async function useTotpCode(
  twoFactor: TwoFactorRepository,
  userId: string,
  code: string,
): Promise<boolean> {
  const row = await twoFactor.find(userId);
  if (!row?.enabledAt) return false;
  const step = await matchTotpStep(row.secret, code, row.lastUsedStep);
  if (step === undefined) return false;
  return twoFactor.useStep(userId, step);
}

/**
 * Checks (and uses up) the user's second factor; rate limited per account and per address,
 * a right one taking its hit back. Throws INVALID_TWO_FACTOR_CODE otherwise.
 */
export async function checkSecondFactor(
  deps: Pick<ServiceDeps, 'repositories' | 'rateLimiter'>,
  user: User,
  factor: SecondFactor,
  clientAddress: string,
  /** The form field the error goes to; by default the one the factor came in. */
  field: 'code' | 'recoveryCode' = 'code' in factor ? 'code' : 'recoveryCode',
): Promise<void> {
  const attempt = await deps.rateLimiter.hit('twoFactor', {
    email: user.email,
    address: clientAddress,
  });
  const { twoFactor } = deps.repositories;
  const isRight =
    'code' in factor
      ? await useTotpCode(twoFactor, user.id, factor.code)
      : (await twoFactor.isEnabled(user.id)) &&
        (await twoFactor.consumeRecoveryCode(
          user.id,
          hashRecoveryCode(factor.recoveryCode),
          new Date(),
        ));
  if (!isRight) throw invalidTwoFactorCode(field);
  await attempt.undo();
}
