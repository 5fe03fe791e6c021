import type { TAdminSignedInResponse } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema';
import { newSessionFamilyId } from '../../lib/session-family';
import { issueSessionTokens } from '../auth/issue-session-tokens';
import { toAdminDto } from './to-admin-dto';

/**
 * A back-office session for an admin who gave the password and a second factor; its tokens
 * carry `adm` for good (a back-office refresh-token family).
 */
export async function openAdminSession(
  app: FastifyInstance,
  user: User,
): Promise<TAdminSignedInResponse> {
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
  return { status: 'signed_in', ...tokens, admin: toAdminDto({ user, profile }) };
}
