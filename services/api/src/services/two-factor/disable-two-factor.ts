import { AppErrorCode } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { TwoFactorActor } from './resolve-two-factor-user';
import { checkSecondFactor } from './check-second-factor';
import type { ServiceDeps } from '../deps';

/**
 * Two-factor off, proved by a current code of the app or an unused recovery code; every other
 * session of the user ends.
 */
export async function disableTwoFactor(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter'>,
  { user, sessionId }: TwoFactorActor,
  code: string,
  clientAddress: string,
): Promise<void> {
  if (!(await deps.repositories.twoFactor.isEnabled(user.id))) {
    throw new AppError(AppErrorCode.CONFLICT, 'Two-factor authentication is not enabled');
  }
  const trimmed = code.trim();
  await checkSecondFactor(
    deps,
    user,
    /^\d{6}$/.test(trimmed) ? { code: trimmed } : { recoveryCode: trimmed },
    clientAddress,
    'code',
  );
  await deps.db.transaction(async (tx) => {
    await deps.repositories.twoFactor.remove(user.id, tx);
    await deps.repositories.refreshTokens.revokeAllForUser(user.id, sessionId, tx);
  });
}
