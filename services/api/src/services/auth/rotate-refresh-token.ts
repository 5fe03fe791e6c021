import { AppErrorCode, type TAuthTokens } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { isAdminSessionFamily } from '../../lib/session-family';
import { createRefreshTokensRepository } from '../../repositories/refresh-tokens-repository';
import { issueSessionTokens } from './issue-session-tokens';

class RefreshTokenReused extends Error {}

const unauthorized = (message: string) => new AppError(AppErrorCode.UNAUTHORIZED, message);

/**
 * Trades a refresh token for a new pair. The old token is revoked and points to its
 * successor; presenting a token that was already rotated or revoked means it leaked, so the
 * whole family (every session descended from that login) is revoked.
 */
export async function rotateRefreshToken(
  app: FastifyInstance,
  presentedToken: string,
): Promise<TAuthTokens> {
  const { refreshTokens, users } = app.repositories;
  const current = await refreshTokens.findByHash(hashOpaqueToken(presentedToken));
  if (!current) throw unauthorized('Invalid refresh token');

  if (current.revokedAt) {
    await refreshTokens.revokeFamily(current.familyId);
    app.log.warn({ familyId: current.familyId }, 'refresh token reuse: family revoked');
    throw unauthorized('Invalid refresh token');
  }
  if (current.expiresAt.getTime() <= Date.now()) throw unauthorized('Refresh token expired');

  const user = await users.findById(current.userId);
  if (!user) throw unauthorized('Invalid refresh token');

  try {
    const { refreshTokenId: _, ...tokens } = await app.db.transaction(async (tx) => {
      const txTokens = createRefreshTokensRepository(tx);
      const issued = await issueSessionTokens(
        { accessTokens: app.accessTokens, refreshTokens: txTokens },
        // A back-office sign-in stays one (while the account is still an admin); a merchant
        // sign-in never becomes one.
        { id: user.id, isAdmin: isAdminSessionFamily(current.familyId) && user.isAdmin },
        current.familyId,
      );
      // Lost a race with another rotation of the same token: that is reuse too.
      if (!(await txTokens.revokeIfActive(current.id, issued.refreshTokenId))) {
        throw new RefreshTokenReused();
      }
      return issued;
    });
    return tokens;
  } catch (error) {
    if (!(error instanceof RefreshTokenReused)) throw error;
    await refreshTokens.revokeFamily(current.familyId);
    throw unauthorized('Invalid refresh token');
  }
}
