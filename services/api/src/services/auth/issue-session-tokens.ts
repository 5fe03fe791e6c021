import { randomUUID } from 'node:crypto';
import type { TAuthTokens } from '@arara/contracts';
import type { Db } from '../../db/client';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import type { ServiceDeps } from '../deps';
import type { AuthUser } from './auth-user';

/**
 * The refresh token rides along in the service's answer; the refresh-cookie plugin moves it
 * from the response body into the httpOnly cookie before the body is sent.
 */
export type IssuedTokens = TAuthTokens & { refreshToken: string; refreshTokenId: string };

/**
 * A new access token plus a refresh token in `familyId` (a new family for a new login). The
 * refresh token expires after the refresh TTL, but never after the sign-in's absolute end
 * (`signedInAt` + session max age): rotation does not make a session last for ever.
 */
export async function issueSessionTokens(
  deps: Pick<ServiceDeps, 'accessTokens' | 'repositories'>,
  user: AuthUser,
  familyId: string = randomUUID(),
  signedInAt: Date = new Date(),
  tx?: Db,
): Promise<IssuedTokens> {
  const refreshToken = generateOpaqueToken();
  const { refreshTtl, sessionMaxAge } = deps.accessTokens;
  const stored = await deps.repositories.refreshTokens.create(
    {
      userId: user.id,
      familyId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: new Date(
        Math.min(Date.now() + refreshTtl * 1000, signedInAt.getTime() + sessionMaxAge * 1000),
      ),
    },
    tx,
  );
  return {
    accessToken: await deps.accessTokens.sign({ ...user, sessionId: familyId }),
    refreshToken,
    expiresIn: deps.accessTokens.ttl,
    refreshTokenId: stored.id,
  };
}
