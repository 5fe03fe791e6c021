import { AppErrorCode, type TChangePasswordRequest } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { checkPasswordAgain, requireSignedInUser } from './signed-in-user';
import type { AuthUser } from './auth-user';
import type { ServiceDeps } from '../deps';

/**
 * Signed in: replaces the password after checking the current one, then signs out every other
 * session (refresh-token family) of the user; the one making the request stays signed in.
 */
export async function changePassword(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter'>,
  auth: AuthUser,
  { currentPassword, newPassword }: TChangePasswordRequest,
  clientAddress: string,
): Promise<void> {
  const user = await requireSignedInUser(deps, auth.id);
  await checkPasswordAgain(
    deps,
    user,
    currentPassword,
    clientAddress,
    () =>
      new AppError(AppErrorCode.VALIDATION_ERROR, 'Current password is incorrect', {
        currentPassword: 'validation.wrongPassword',
      }),
  );

  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await deps.repositories.users.updatePasswordHash(user.id, passwordHash, tx);
    await deps.repositories.refreshTokens.revokeAllForUser(user.id, auth.sessionId, tx);
  });
}
