import type { TRegisterResponse, TResetPasswordRequest } from '@arara/contracts';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { hashPassword } from '../../lib/password';
import { invalidToken } from './invalid-token';
import type { ServiceDeps } from '../deps';

/**
 * Sets the password with a token from a reset e-mail. The link proved the user owns the
 * address, so it counts as verified; every session is signed out, and the failed sign-ins
 * counted against the address are forgotten.
 */
export async function resetPassword(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter'>,
  { token, password }: TResetPasswordRequest,
): Promise<TRegisterResponse> {
  const lookup = { tokenHash: hashOpaqueToken(token), purpose: 'reset_password' as const };
  // A cheap look first: a made-up token must not cost a password hash.
  if (!(await deps.repositories.oneTimeTokens.findUsable({ ...lookup, now: new Date() }))) {
    throw invalidToken();
  }
  const passwordHash = await hashPassword(password);

  const user = await deps.db.transaction(async (tx) => {
    const now = new Date();
    // Consumed here, atomically: of two concurrent uses, only one gets a row.
    const used = await deps.repositories.oneTimeTokens.consume({ ...lookup, now }, tx);
    if (!used) return undefined;
    await deps.repositories.users.updatePasswordHash(used.userId, passwordHash, tx);
    await deps.repositories.users.markEmailVerified(used.userId, now, tx);
    await deps.repositories.refreshTokens.revokeAllForUser(used.userId, undefined, tx);
    return deps.repositories.users.findById(used.userId, tx);
  });
  if (!user) throw invalidToken();

  await deps.rateLimiter.clearForEmail('login', user.email);
  return { email: user.email };
}
