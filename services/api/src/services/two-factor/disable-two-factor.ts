import { AppErrorCode } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { createRepositories } from '../../plugins/db';
import type { TwoFactorActor } from './resolve-two-factor-user';
import { checkSecondFactor } from './check-second-factor';

/**
 * Two-factor off, proved by a current code of the app or an unused recovery code; every other
 * session of the user ends.
 */
export async function disableTwoFactor(
  app: FastifyInstance,
  { user, sessionId }: TwoFactorActor,
  code: string,
  clientAddress: string,
): Promise<void> {
  if (!(await app.repositories.twoFactor.isEnabled(user.id))) {
    throw new AppError(AppErrorCode.CONFLICT, 'Two-factor authentication is not enabled');
  }
  const trimmed = code.trim();
  await checkSecondFactor(
    app,
    user,
    /^\d{6}$/.test(trimmed) ? { code: trimmed } : { recoveryCode: trimmed },
    clientAddress,
    'code',
  );
  await app.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    await repos.twoFactor.remove(user.id);
    await repos.refreshTokens.revokeAllForUser(user.id, sessionId);
  });
}
