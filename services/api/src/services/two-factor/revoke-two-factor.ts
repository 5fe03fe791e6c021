import type { TTwoFactorRevokeRequest } from '@arara/contracts';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { createRepositories } from '../../plugins/db';
import { invalidToken } from '../auth/invalid-token';
import type { ServiceDeps } from '../deps';

/**
 * The link of the revocation e-mail: two-factor off (secret and recovery codes deleted), the
 * token consumed in the same transaction. Every session ends (the lost device may hold one);
 * the next sign-in asks no code.
 */
export async function revokeTwoFactor(
  deps: Pick<ServiceDeps, 'db' | 'rateLimiter'>,
  { token }: TTwoFactorRevokeRequest,
): Promise<void> {
  const user = await deps.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const used = await repos.oneTimeTokens.consume({
      tokenHash: hashOpaqueToken(token),
      purpose: 'revoke_two_factor',
      now: new Date(),
    });
    if (!used) return undefined;
    await repos.twoFactor.remove(used.userId);
    await repos.refreshTokens.revokeAllForUser(used.userId);
    return repos.users.findById(used.userId);
  });
  if (!user) throw invalidToken();
  await deps.rateLimiter.clearForEmail('twoFactor', user.email);
}
