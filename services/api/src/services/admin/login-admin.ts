import type { TAdminLoginResponse, TLoginRequest } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { newSessionFamilyId } from '../../lib/session-family';
import { checkCredentials } from '../auth/check-credentials';
import { issueSessionTokens } from '../auth/issue-session-tokens';
import { toAdminDto } from './to-admin-dto';

/** Back-office sign-in: admins only; the session's tokens carry `adm` for good. */
export async function loginAdmin(
  app: FastifyInstance,
  credentials: TLoginRequest,
  clientAddress: string,
): Promise<TAdminLoginResponse> {
  // Same limiter (and counters) as the merchant sign-in: one budget of failures per account.
  // A merchant user with the right password gets what a wrong password gets.
  const user = await checkCredentials(
    app,
    credentials,
    clientAddress,
    (candidate) => candidate.isAdmin,
  );

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
