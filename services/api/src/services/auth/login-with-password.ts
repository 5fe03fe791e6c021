import { AppErrorCode, type TLoginRequest, type TLoginResponse } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import { toUserDto } from '../users/to-user-dto';
import { issueSessionTokens } from './issue-session-tokens';

// Same error for an unknown e-mail and a wrong password: never reveal which accounts exist.
const invalidCredentials = () =>
  new AppError(AppErrorCode.INVALID_CREDENTIALS, 'Invalid email or password');

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

  const { refreshTokenId: _, ...tokens } = await issueSessionTokens(
    { accessTokens: app.accessTokens, refreshTokens: app.repositories.refreshTokens },
    // The merchant sign-in: never a back-office session, even for an admin's account (the
    // back office signs in at POST /admin/auth/login).
    { id: user.id, isAdmin: false },
  );
  return { ...tokens, user: toUserDto(user, false) };
}
