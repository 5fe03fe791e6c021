import type { TLoginRequest, TLoginResponse } from '@arara/contracts';
import { issueOneTimeToken } from '../tokens/issue-one-time-token';
import { checkCredentials } from './check-credentials';
import { openSession } from './open-session';
import type { ServiceDeps } from '../deps';

/**
 * First step of sign-in. A right password opens a session, unless a second factor is due:
 * then a short-lived challenge (two-factor on) or setup token (a merchant requires two-factor
 * the user has not set up) comes back instead of tokens.
 */
export async function loginWithPassword(
  deps: Pick<ServiceDeps, 'repositories' | 'rateLimiter' | 'accessTokens'>,
  credentials: TLoginRequest,
  clientAddress: string,
): Promise<TLoginResponse> {
  const user = await checkCredentials(deps, credentials, clientAddress);

  const { oneTimeTokens, twoFactor } = deps.repositories;
  if (await twoFactor.isEnabled(user.id)) {
    const challengeToken = await issueOneTimeToken(oneTimeTokens, user.id, 'two_factor_challenge');
    return { status: 'two_factor_required', challengeToken };
  }
  if (await twoFactor.isRequiredByAMerchant(user.id)) {
    const setupToken = await issueOneTimeToken(oneTimeTokens, user.id, 'two_factor_setup');
    return { status: 'two_factor_setup_required', setupToken };
  }
  return openSession(deps, user);
}
