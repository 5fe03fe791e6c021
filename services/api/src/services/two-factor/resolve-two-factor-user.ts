import { AppErrorCode } from '@arara/contracts';
import type { User } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashOpaqueToken } from '../../lib/opaque-token';
import type { AuthUser } from '../auth/auth-user';
import { requireSignedInUser } from '../auth/signed-in-user';
import { invalidToken } from '../auth/invalid-token';
import type { ServiceDeps } from '../deps';

export type TwoFactorActor = {
  user: User;
  /** Present when acting through the setup token of a sign-in (no session yet). */
  setupTokenHash?: string;
  /** The signed-in session making the request (Bearer), which stays when others are ended. */
  sessionId?: string;
};

/**
 * Whose two-factor setup this is: the signed-in user (Bearer, `request.user`), or the user of a setup token
 * given at sign-in when a merchant requires two-factor.
 */
export async function resolveTwoFactorUser(
  deps: Pick<ServiceDeps, 'repositories'>,
  signedIn: AuthUser | null,
  setupToken: string | undefined,
): Promise<TwoFactorActor> {
  if (signedIn) {
    // An admin acting as someone must not change that person's second factor.
    if (signedIn.actingAs) {
      throw new AppError(AppErrorCode.FORBIDDEN, 'Not allowed while acting as another user');
    }
    const user = await requireSignedInUser(deps, signedIn.id);
    return signedIn.sessionId ? { user, sessionId: signedIn.sessionId } : { user };
  }
  if (setupToken === undefined) {
    throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
  }
  return resolveSetupToken(deps, setupToken);
}

/** The user of a setup token given at sign-in (not consumed here). */
export async function resolveSetupToken(
  deps: Pick<ServiceDeps, 'repositories'>,
  setupToken: string,
): Promise<Required<Omit<TwoFactorActor, 'sessionId'>>> {
  const { users, oneTimeTokens } = deps.repositories;
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
