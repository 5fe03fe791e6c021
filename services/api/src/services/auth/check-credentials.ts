import { AppErrorCode, type TLoginRequest } from '@arara/contracts';
import type { User } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import type { ServiceDeps } from '../deps';
import { assertNotBlocked } from './account-blocked';

// Same error for an unknown e-mail, a wrong password and an account the sign-in is not for:
// never reveal which accounts exist (nor which are admins).
const invalidCredentials = () =>
  new AppError(AppErrorCode.INVALID_CREDENTIALS, 'Invalid email or password');

/**
 * The password step shared by the merchant and the back-office sign-ins: rate limited per
 * account and address (failures only: a success takes its hit back), constant-time for unknown
 * e-mails, then the e-mail must be verified. `allowed` narrows who may use this sign-in; a
 * refused account counts as a failure.
 */
export async function checkCredentials(
  deps: Pick<ServiceDeps, 'repositories' | 'rateLimiter'>,
  { email, password }: TLoginRequest,
  clientAddress: string,
  allowed: (user: User) => boolean = () => true,
): Promise<User> {
  // Counted (and refused over the limit) before any password hashing.
  const attempt = await deps.rateLimiter.hit('login', { email, address: clientAddress });

  const user = await deps.repositories.users.findByEmail(email);
  if (!user) {
    await burnPasswordCheck(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
  if (!allowed(user)) throw invalidCredentials();
  await attempt.undo();
  assertNotBlocked(user);

  if (!user.emailVerifiedAt) {
    throw new AppError(AppErrorCode.EMAIL_NOT_VERIFIED, 'Email address not verified');
  }
  return user;
}
