import { AppErrorCode } from '@arara/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { invalidToken } from '../auth/invalid-token';

export type TwoFactorActor = {
  user: User;
  /** Present when acting through the setup token of a sign-in (no session yet). */
  setupTokenHash?: string;
  /** The signed-in session making the request (Bearer), which stays when others are ended. */
  sessionId?: string;
};

/**
 * Whose two-factor setup this is: the signed-in user (Bearer), or the user of a setup token
 * given at sign-in when a merchant requires two-factor.
 */
export async function resolveTwoFactorUser(
  app: FastifyInstance,
  request: FastifyRequest,
  setupToken: string | undefined,
): Promise<TwoFactorActor> {
  const { users } = app.repositories;
  if (request.user) {
    // An admin acting as someone must not change that person's second factor.
    if (request.user.actingAs) {
      throw new AppError(AppErrorCode.FORBIDDEN, 'Not allowed while acting as another user');
    }
    const user = await users.findById(request.user.id);
    if (!user) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
    return request.user.sessionId ? { user, sessionId: request.user.sessionId } : { user };
  }
  if (setupToken === undefined) {
    throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
  }
  return resolveSetupToken(app, setupToken);
}

/** The user of a setup token given at sign-in (not consumed here). */
export async function resolveSetupToken(
  app: FastifyInstance,
  setupToken: string,
): Promise<Required<Omit<TwoFactorActor, 'sessionId'>>> {
  const { users, oneTimeTokens } = app.repositories;
  const setupTokenHash = hashOpaqueToken(setupToken);
  const token = await oneTimeTokens.findUsable({
    tokenHash: setupTokenHash,
    purpose: 'two_factor_setup',
    now: new Date(),
  });
  const user = token ? await users.findById(token.userId) : undefined;
  if (!user) throw invalidToken();
  return { user, setupTokenHash };
}
