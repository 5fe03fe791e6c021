import { randomUUID } from 'node:crypto';
import type { TAuthTokens } from '@arara/contracts';
import type { AccessTokens, AuthUser } from '../../plugins/auth';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import type { RefreshTokensRepository } from '../../repositories/refresh-tokens-repository';

/**
 * The refresh token rides along in the service's answer; the refresh-cookie plugin moves it
 * from the response body into the httpOnly cookie before the body is sent.
 */
export type IssuedTokens = TAuthTokens & { refreshToken: string; refreshTokenId: string };

/** A new access token plus a refresh token in `familyId` (a new family for a new login). */
export async function issueSessionTokens(
  deps: { accessTokens: AccessTokens; refreshTokens: RefreshTokensRepository },
  user: AuthUser,
  familyId: string = randomUUID(),
): Promise<IssuedTokens> {
  const refreshToken = generateOpaqueToken();
  const stored = await deps.refreshTokens.create({
    userId: user.id,
    familyId,
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: new Date(Date.now() + deps.accessTokens.refreshTtl * 1000),
  });
  return {
    accessToken: await deps.accessTokens.sign({ ...user, sessionId: familyId }),
    refreshToken,
    expiresIn: deps.accessTokens.ttl,
    refreshTokenId: stored.id,
  };
}
