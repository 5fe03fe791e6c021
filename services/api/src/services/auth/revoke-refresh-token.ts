import { hashOpaqueToken } from '../../lib/opaque-token';
import type { ServiceDeps } from '../deps';

/** Logout: idempotent, and silent about tokens it does not know. */
export async function revokeRefreshToken(
  deps: Pick<ServiceDeps, 'repositories'>,
  token: string,
): Promise<void> {
  await deps.repositories.refreshTokens.revokeByHash(hashOpaqueToken(token));
}
