import { AppErrorCode, type TAdminLoginResponse, type TLoginRequest } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import { newSessionFamilyId } from '../../lib/session-family';
import { issueSessionTokens } from '../auth/issue-session-tokens';
import { toAdminDto } from './to-admin-dto';

// A merchant user gets exactly what a wrong password gets: the back office does not say
// which accounts exist, nor which are admins.
const invalidCredentials = () =>
  new AppError(AppErrorCode.INVALID_CREDENTIALS, 'Invalid email or password');

/** Back-office sign-in: admins only; the session's tokens carry `adm` for good. */
export async function loginAdmin(
  app: FastifyInstance,
  { email, password }: TLoginRequest,
  clientAddress: string,
): Promise<TAdminLoginResponse> {
  // Same limiter (and counters) as the merchant sign-in: one budget of failures per account.
  const attempt = await app.rateLimiter.hit('login', { email, address: clientAddress });

  const user = await app.repositories.users.findByEmail(email);
  if (!user) {
    await burnPasswordCheck(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
  // A non-admin with the right password still counts as a failure.
  if (!user.isAdmin) throw invalidCredentials();
  await attempt.undo();

  if (!user.emailVerifiedAt) {
    throw new AppError(AppErrorCode.EMAIL_NOT_VERIFIED, 'Email address not verified');
  }

  const { backOffice } = app.repositories;
  const profile = user.adminProfileId
    ? ((await backOffice.findProfile(user.adminProfileId)) ?? null)
    : null;
  const { refreshTokenId: _, ...tokens } = await issueSessionTokens(
    { accessTokens: app.accessTokens, refreshTokens: app.repositories.refreshTokens },
    { id: user.id, isAdmin: true },
    newSessionFamilyId(true),
  );
  await backOffice.touchLastLogin(user.id, new Date());
  return { ...tokens, admin: toAdminDto({ user, profile }) };
}
