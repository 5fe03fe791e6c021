import { AppErrorCode, type TChangePasswordRequest } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
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
  const user = await deps.repositories.users.findById(auth.id);
  if (!user) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');

  // A wrong current password is a password guess, counted on its own budget (not the sign-in's,
  // which strangers can fill with the user's e-mail).
  const attempt = await deps.rateLimiter.hit('passwordCheck', {
    email: user.email,
    address: clientAddress,
  });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Current password is incorrect', {
      currentPassword: 'validation.wrongPassword',
    });
  }
  await attempt.undo();

  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await deps.repositories.users.updatePasswordHash(user.id, passwordHash, tx);
    await deps.repositories.refreshTokens.revokeAllForUser(user.id, auth.sessionId, tx);
  });
}
