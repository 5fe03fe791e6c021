import { AppErrorCode, RECOVERY_CODE_COUNT, type TTwoFactorEnableResponse } from '@arara/contracts';
import type { User } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { checkPasswordAgain } from '../auth/signed-in-user';
import { hashRecoveryCode, matchTotpStep, newRecoveryCode } from '../../lib/totp';
import { invalidToken } from '../auth/invalid-token';
import { openSession } from '../auth/open-session';
import { invalidTwoFactorCode } from './invalid-two-factor-code';
import type { TwoFactorActor } from './resolve-two-factor-user';
import { twoFactorAlreadyEnabled } from './start-two-factor-setup';
import type { ServiceDeps } from '../deps';

/**
 * Turns two-factor on with a code of the pending secret and hands out the recovery codes
 * (only their hashes are kept). Through a setup token, the token is consumed and the session
 * the sign-in was waiting for is opened.
 */
export async function enableTwoFactor(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter' | 'accessTokens'>,
  actor: TwoFactorActor,
  { code, password }: { code: string; password?: string | undefined },
  clientAddress: string,
): Promise<TTwoFactorEnableResponse> {
  if (!actor.setupTokenHash) await confirmPassword(deps, actor.user, password, clientAddress);
  const recoveryCodes = await activateTwoFactor(deps, actor, code, clientAddress);
  return actor.setupTokenHash
    ? { recoveryCodes, session: await openSession(deps, actor.user) }
    : { recoveryCodes };
}

/** The signed-in user's password, typed again; counted on the passwordCheck budget. */
async function confirmPassword(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter' | 'accessTokens'>,
  user: User,
  password: string | undefined,
  clientAddress: string,
): Promise<void> {
  if (!password) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Password is required', {
      password: 'validation.required',
    });
  }
  await checkPasswordAgain(
    deps,
    user,
    password,
    clientAddress,
    () =>
      new AppError(AppErrorCode.VALIDATION_ERROR, 'Password is incorrect', {
        password: 'validation.wrongPassword',
      }),
  );
}

/**
 * Two-factor on (the setup token, if any, consumed): the recovery codes. Every other session of
 * the user ends (the one making the request stays; a setup token's session opens after). The caller opens the
 * session a setup token was waiting for (merchant or back-office).
 */
export async function activateTwoFactor(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter' | 'accessTokens'>,
  { user, setupTokenHash, sessionId }: TwoFactorActor,
  code: string,
  clientAddress: string,
): Promise<string[]> {
  const pending = await deps.repositories.twoFactor.find(user.id);
  if (pending?.enabledAt) throw twoFactorAlreadyEnabled();
  if (!pending) {
    throw new AppError(AppErrorCode.CONFLICT, 'Two-factor setup has not been started');
  }

  const attempt = await deps.rateLimiter.hit('twoFactor', {
    email: user.email,
    address: clientAddress,
  });
  const step = await matchTotpStep(pending.secret, code, null);
  if (step === undefined) throw invalidTwoFactorCode('code');

  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const outcome = await deps.db.transaction(async (tx) => {
    const now = new Date();
    if (setupTokenHash) {
      const used = await deps.repositories.oneTimeTokens.consume(
        {
          tokenHash: setupTokenHash,
          purpose: 'two_factor_setup',
          userId: user.id,
          now,
        },
        tx,
      );
      if (!used) return 'invalid-token' as const;
    }
    // The secret must still be the one the code was checked against.
    if (!(await deps.repositories.twoFactor.enable(user.id, pending.secret, step, now, tx)))
      return 'not-pending' as const;
    await deps.repositories.twoFactor.replaceRecoveryCodes(
      user.id,
      recoveryCodes.map(hashRecoveryCode),
      tx,
    );
    await deps.repositories.refreshTokens.revokeAllForUser(user.id, sessionId, tx);
    return 'enabled' as const;
  });
  if (outcome === 'invalid-token') throw invalidToken();
  if (outcome === 'not-pending') throw twoFactorAlreadyEnabled();
  await attempt.undo();
  return recoveryCodes;
}
