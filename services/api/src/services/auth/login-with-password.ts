import { AppErrorCode, type TLoginRequest, type TLoginResponse } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import { issueOneTimeToken } from '../tokens/issue-one-time-token';
import { openSession } from './open-session';

// Same error for an unknown e-mail and a wrong password: never reveal which accounts exist.
const invalidCredentials = () =>
  new AppError(AppErrorCode.INVALID_CREDENTIALS, 'Invalid email or password');

/**
 * First step of sign-in. A right password opens a session, unless a second factor is due:
 * then a short-lived challenge (two-factor on) or setup token (a merchant requires two-factor
 * the user has not set up) comes back instead of tokens.
 */
export async function loginWithPassword(
  app: FastifyInstance,
  { email, password }: TLoginRequest,
  clientAddress: string,
): Promise<TLoginResponse> {
  // Counted (and refused over the limit) before any password hashing; taken back below when
  // the password is right, so only failed sign-ins count.
  const attempt = await app.rateLimiter.hit('login', { email, address: clientAddress });

  const user = await app.repositories.users.findByEmail(email);
  if (!user) {
    await burnPasswordCheck(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
  await attempt.undo();

  if (!user.emailVerifiedAt) {
    throw new AppError(AppErrorCode.EMAIL_NOT_VERIFIED, 'Email address not verified');
  }

  const { oneTimeTokens, twoFactor } = app.repositories;
  if (await twoFactor.isEnabled(user.id)) {
    const challengeToken = await issueOneTimeToken(oneTimeTokens, user.id, 'two_factor_challenge');
    return { status: 'two_factor_required', challengeToken };
  }
  if (await twoFactor.isRequiredByAMerchant(user.id)) {
    const setupToken = await issueOneTimeToken(oneTimeTokens, user.id, 'two_factor_setup');
    return { status: 'two_factor_setup_required', setupToken };
  }
  return openSession(app, user);
}
