import type { FastifyInstance } from 'fastify';
import { hashOpaqueToken } from '../../lib/opaque-token';

/** Logout: idempotent, and silent about tokens it does not know. */
export async function revokeRefreshToken(app: FastifyInstance, token: string): Promise<void> {
  await app.repositories.refreshTokens.revokeByHash(hashOpaqueToken(token));
}
