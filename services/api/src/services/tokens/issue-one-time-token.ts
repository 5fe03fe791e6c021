import type { OneTimeTokenPurpose } from '../../db/schema';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import type { OneTimeTokensRepository } from '../../repositories/one-time-tokens-repository';

/** Seconds a token stays valid, by purpose. */
export const oneTimeTokenTtl: Record<OneTimeTokenPurpose, number> = {
  verify_email: 24 * 60 * 60,
  reset_password: 60 * 60,
  two_factor_challenge: 5 * 60,
  two_factor_setup: 15 * 60,
  revoke_two_factor: 60 * 60,
};

/**
 * A new single-use token for `purpose`; the user's unused older ones of that purpose stop
 * working. Returns the token itself, which only the e-mail carries: the table keeps its hash.
 */
export async function issueOneTimeToken(
  oneTimeTokens: OneTimeTokensRepository,
  userId: string,
  purpose: OneTimeTokenPurpose,
): Promise<string> {
  const token = generateOpaqueToken();
  await oneTimeTokens.replace({
    userId,
    purpose,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(Date.now() + oneTimeTokenTtl[purpose] * 1000),
  });
  return token;
}
