import { AppErrorCode, type TAuthTokens } from '@arara/contracts';
import type { RefreshToken } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { isAdminSessionFamily } from '../../lib/session-family';
import { issueSessionTokens } from './issue-session-tokens';
import type { ServiceDeps } from '../deps';

class RefreshTokenReused extends Error {}

const unauthorized = (message: string) => new AppError(AppErrorCode.UNAUTHORIZED, message);

/**
 * Seconds during which a token just rotated may be presented again: two tabs of one browser
 * refreshing at the same moment send the same token; the second is not a thief.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 20;

/** Rotated (not signed out) less than the grace window ago. */
const isJustRotated = (token: RefreshToken, now: number): boolean =>
  token.replacedById !== null &&
  token.revokedAt !== null &&
  now - token.revokedAt.getTime() < REFRESH_REUSE_GRACE_SECONDS * 1000;

/**
 * Trades a refresh token for a new pair. The old token is revoked and points to its
 * successor; presenting a token that was already rotated or revoked means it leaked, so the
 * whole family (every session descended from that login) is revoked. Except within
 * REFRESH_REUSE_GRACE_SECONDS of its rotation, while the sign-in is still active: then the
 * caller gets a pair of the same sign-in too (concurrent refreshes of two tabs).
 */
export async function rotateRefreshToken(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'accessTokens' | 'log'>,
  presentedToken: string,
): Promise<TAuthTokens> {
  const { refreshTokens } = deps.repositories;
  const tokenHash = hashOpaqueToken(presentedToken);
  const current = await refreshTokens.findByHash(tokenHash);
  if (!current) throw unauthorized('Invalid refresh token');

  if (current.revokedAt) return reissueOrRevoke(deps, current);
  if (current.expiresAt.getTime() <= Date.now()) throw unauthorized('Refresh token expired');

  try {
    return await rotate(deps, current, true);
  } catch (error) {
    if (!(error instanceof RefreshTokenReused)) throw error;
    // Lost a race with another rotation of the same token: the other tab, or a thief.
    const now = await refreshTokens.findByHash(tokenHash);
    if (!now) throw unauthorized('Invalid refresh token');
    return reissueOrRevoke(deps, now);
  }
}

/** A token presented after it was revoked: a sibling pair within the grace window, else reuse. */
async function reissueOrRevoke(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'accessTokens' | 'log'>,
  token: RefreshToken,
): Promise<TAuthTokens> {
  const { refreshTokens } = deps.repositories;
  if (isJustRotated(token, Date.now())) {
    if (!(await refreshTokens.isFamilyActive(token.familyId))) {
      throw unauthorized('Invalid refresh token');
    }
    return rotate(deps, token, false);
  }
  await refreshTokens.revokeFamily(token.familyId);
  deps.log.warn({ familyId: token.familyId }, 'refresh token reuse: family revoked');
  throw unauthorized('Invalid refresh token');
}

/**
 * A new pair in the token's family. `consume`: the token must still be active and is revoked
 * in the same transaction (pointing to its successor); otherwise (grace window) it is not
 * touched again.
 */
async function rotate(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'accessTokens' | 'log'>,
  current: RefreshToken,
  consume: boolean,
): Promise<TAuthTokens> {
  const { users, twoFactor, refreshTokens } = deps.repositories;
  const user = await users.findById(current.userId);
  if (!user) throw unauthorized('Invalid refresh token');
  // Blocking revokes every refresh token; this refuses one issued in a race with it.
  if (user.status === 'blocked') {
    await refreshTokens.revokeFamily(current.familyId);
    throw unauthorized('Account blocked');
  }
  const isBackOffice = isAdminSessionFamily(current.familyId) && user.isAdmin;
  // The second factor the sign-in needs today, not only the one it needed then: a merchant
  // that started requiring two-factor, or an admin who turned it off, signs out here.
  const needsTwoFactor = isBackOffice || (await twoFactor.isRequiredByAMerchant(user.id));
  if (needsTwoFactor && !(await twoFactor.isEnabled(user.id))) {
    await refreshTokens.revokeFamily(current.familyId);
    throw unauthorized('Two-factor authentication required');
  }
  const signedInAt = (await refreshTokens.familyStartedAt(current.familyId)) ?? current.createdAt;
  if (signedInAt.getTime() + deps.accessTokens.sessionMaxAge * 1000 <= Date.now()) {
    throw unauthorized('Refresh token expired');
  }

  const { refreshTokenId: _, ...tokens } = await deps.db.transaction(async (tx) => {
    const issued = await issueSessionTokens(
      deps,
      // A back-office sign-in stays one (while the account is still an admin); a merchant
      // sign-in never becomes one.
      { id: user.id, isAdmin: isBackOffice },
      current.familyId,
      signedInAt,
      tx,
    );
    if (consume && !(await refreshTokens.revokeIfActive(current.id, issued.refreshTokenId, tx))) {
      throw new RefreshTokenReused();
    }
    return issued;
  });
  return tokens;
}
