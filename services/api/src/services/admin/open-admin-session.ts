import type { TAdminSignedInResponse } from '@arara/contracts';
import type { User } from '../../db/schema';
import { newSessionFamilyId } from '../../lib/session-family';
import { assertNotBlocked } from '../auth/account-blocked';
import { issueSessionTokens } from '../auth/issue-session-tokens';
import { toAdminDto } from './to-admin-dto';
import type { ServiceDeps } from '../deps';

/**
 * A back-office session for an admin who gave the password and a second factor; its tokens
 * carry `adm` for good (a back-office refresh-token family).
 */
export async function openAdminSession(
  deps: Pick<ServiceDeps, 'repositories' | 'accessTokens'>,
  user: User,
): Promise<TAdminSignedInResponse> {
  assertNotBlocked(user);
  const { backOffice } = deps.repositories;
  const profile = user.adminProfileId
    ? ((await backOffice.findProfile(user.adminProfileId)) ?? null)
    : null;
  const { refreshTokenId: _, ...tokens } = await issueSessionTokens(
    deps,
    { id: user.id, isAdmin: true },
    newSessionFamilyId(true),
  );
  await backOffice.touchLastLogin(user.id, new Date());
  return { status: 'signed_in', ...tokens, admin: toAdminDto({ user, profile }) };
}
