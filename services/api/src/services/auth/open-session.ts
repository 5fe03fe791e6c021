import type { TSignedInResponse } from '@arara/contracts';
import type { User } from '../../db/schema';
import { toUserDto } from '../users/to-user-dto';
import { assertNotBlocked } from './account-blocked';
import { issueSessionTokens } from './issue-session-tokens';
import type { ServiceDeps } from '../deps';

/** A new session (new refresh-token family) for a user who proved who they are. */
export async function openSession(
  deps: Pick<ServiceDeps, 'repositories' | 'accessTokens'>,
  user: User,
): Promise<TSignedInResponse> {
  assertNotBlocked(user);
  const { refreshTokenId: _, ...tokens } = await issueSessionTokens(
    deps,
    // The merchant sign-in: never a back-office session, even for an admin's account (the
    // back office signs in at POST /admin/auth/login).
    { id: user.id, isAdmin: false },
  );
  const [twoFactorEnabled] = await Promise.all([
    deps.repositories.twoFactor.isEnabled(user.id),
    deps.repositories.backOffice.touchLastLogin(user.id, new Date()),
  ]);
  return { status: 'signed_in', ...tokens, user: toUserDto(user, { twoFactorEnabled }) };
}
