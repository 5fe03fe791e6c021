import type { TTwoFactorRevokeRequest } from '@arara/contracts';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { invalidToken } from '../auth/invalid-token';
import type { ServiceDeps } from '../deps';

/**
 * The link of the revocation e-mail: two-factor off (secret and recovery codes deleted), the
 * token consumed in the same transaction. Every session ends (the lost device may hold one);
 * the next sign-in asks no code.
 */
export async function revokeTwoFactor(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter'>,
  { token }: TTwoFactorRevokeRequest,
): Promise<void> {
  const user = await deps.db.transaction(async (tx) => {
    const used = await deps.repositories.oneTimeTokens.consume(
      {
        tokenHash: hashOpaqueToken(token),
        purpose: 'revoke_two_factor',
        now: new Date(),
      },
      tx,
    );
    if (!used) return undefined;
    await deps.repositories.twoFactor.remove(used.userId, tx);
    await deps.repositories.refreshTokens.revokeAllForUser(used.userId, undefined, tx);
    return deps.repositories.users.findById(used.userId, tx);
  });
  if (!user) throw invalidToken();
  await deps.rateLimiter.clearForEmail('twoFactor', user.email);
}
