import { hashOpaqueToken } from '../../lib/opaque-token';
import { isAdminSessionFamily } from '../../lib/session-family';
import { endOpenActAsSessions } from './end-act-as-sessions';
import type { ServiceDeps } from '../deps';

/**
 * Logout: idempotent, and silent about tokens it does not know. Signing out of the back office
 * ends every act-as session the admin has open (docs/back-office.md "Profiles and users").
 */
export async function revokeRefreshToken(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  token: string,
  request?: Parameters<typeof endOpenActAsSessions>[1],
): Promise<void> {
  const tokenHash = hashOpaqueToken(token);
  const stored = await deps.repositories.refreshTokens.findByHash(tokenHash);
  await deps.db.transaction(async (tx) => {
    await deps.repositories.refreshTokens.revokeByHash(tokenHash, tx);
    if (stored && request && isAdminSessionFamily(stored.familyId)) {
      await endOpenActAsSessions(deps, request, { adminId: stored.userId }, tx);
    }
  });
}
