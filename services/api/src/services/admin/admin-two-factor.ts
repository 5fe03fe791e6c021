import type {
  TAdminSignedInResponse,
  TAdminTwoFactorEnableResponse,
  TTwoFactorEnableRequest,
  TTwoFactorLoginRequest,
} from '@arara/contracts';
import { invalidToken } from '../auth/invalid-token';
import { activateTwoFactor } from '../two-factor/enable-two-factor';
import { answerTwoFactorChallenge } from '../two-factor/login-with-two-factor';
import { resolveSetupToken } from '../two-factor/resolve-two-factor-user';
import { openAdminSession } from './open-admin-session';
import type { ServiceDeps } from '../deps';

/** Back-office sign-in, second step: the challenge of /admin/auth/login and a code. */
export async function loginAdminWithTwoFactor(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter' | 'accessTokens'>,
  request: TTwoFactorLoginRequest,
  clientAddress: string,
): Promise<TAdminSignedInResponse> {
  const user = await answerTwoFactorChallenge(deps, request, clientAddress, (u) => u.isAdmin);
  return openAdminSession(deps, user);
}

/**
 * An admin without two-factor enrolls with the setup token of /admin/auth/login (after
 * /auth/two-factor/setup): two-factor on, then the back-office session.
 */
export async function enableAdminTwoFactor(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter' | 'accessTokens'>,
  { setupToken, code }: TTwoFactorEnableRequest,
  clientAddress: string,
): Promise<TAdminTwoFactorEnableResponse> {
  if (setupToken === undefined) throw invalidToken();
  const actor = await resolveSetupToken(deps, setupToken);
  if (!actor.user.isAdmin) throw invalidToken();
  const recoveryCodes = await activateTwoFactor(deps, actor, code, clientAddress);
  return { recoveryCodes, session: await openAdminSession(deps, actor.user) };
}
