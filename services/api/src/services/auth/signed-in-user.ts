import { AppErrorCode } from '@arara/contracts';
import type { User } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { ServiceDeps } from '../deps';

/** The signed-in user's row: a valid token of a deleted user is no longer a session (401). */
export async function requireSignedInUser(
  deps: Pick<ServiceDeps, 'repositories'>,
  userId: string,
): Promise<User> {
  const user = await deps.repositories.users.findById(userId);
  if (!user) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
  return user;
}

/**
 * The signed-in user's password typed again (Pix, change password, two-factor on). A wrong one
 * is a password guess, counted on its own `passwordCheck` budget (not the sign-in's, which
 * strangers can fill with the user's e-mail) and refused with `wrongPassword()`; a right one
 * takes its hit back.
 */
export async function checkPasswordAgain(
  deps: Pick<ServiceDeps, 'rateLimiter'>,
  user: Pick<User, 'email' | 'passwordHash'>,
  password: string,
  clientAddress: string,
  wrongPassword: () => AppError,
): Promise<void> {
  const attempt = await deps.rateLimiter.hit('passwordCheck', {
    email: user.email,
    address: clientAddress,
  });
  if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
  await attempt.undo();
}
