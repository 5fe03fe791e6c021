import type { TAdminLoginResponse, TLoginRequest } from '@arara/contracts';
import { checkCredentials } from '../auth/check-credentials';
import { issueOneTimeToken } from '../tokens/issue-one-time-token';
import type { ServiceDeps } from '../deps';

/**
 * Back-office sign-in, first step: admins only, and the password alone never opens the back
 * office. With two-factor on, a challenge for /admin/auth/login/two-factor; without, a setup
 * token: the admin enrolls (/auth/two-factor/setup, /admin/auth/two-factor/enable) before
 * anything else.
 */
export async function loginAdmin(
  deps: Pick<ServiceDeps, 'repositories' | 'rateLimiter'>,
  credentials: TLoginRequest,
  clientAddress: string,
): Promise<TAdminLoginResponse> {
  // Same limiter (and counters) as the merchant sign-in: one budget of failures per account.
  // A merchant user with the right password gets what a wrong password gets.
  const user = await checkCredentials(
    deps,
    credentials,
    clientAddress,
    (candidate) => candidate.isAdmin,
  );
  const { oneTimeTokens, twoFactor } = deps.repositories;
  if (await twoFactor.isEnabled(user.id)) {
    const challengeToken = await issueOneTimeToken(oneTimeTokens, user.id, 'two_factor_challenge');
    return { status: 'two_factor_required', challengeToken };
  }
  const setupToken = await issueOneTimeToken(oneTimeTokens, user.id, 'two_factor_setup');
  return { status: 'two_factor_setup_required', setupToken };
}
