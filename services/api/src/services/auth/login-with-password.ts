import type { TLoginRequest, TLoginResponse } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { issueOneTimeToken } from '../tokens/issue-one-time-token';
import { checkCredentials } from './check-credentials';
import { openSession } from './open-session';

/**
 * First step of sign-in. A right password opens a session, unless a second factor is due:
 * then a short-lived challenge (two-factor on) or setup token (a merchant requires two-factor
 * the user has not set up) comes back instead of tokens.
 */
export async function loginWithPassword(
  app: FastifyInstance,
  credentials: TLoginRequest,
  clientAddress: string,
): Promise<TLoginResponse> {
  const user = await checkCredentials(app, credentials, clientAddress);

  const { oneTimeTokens, twoFactor } = app.repositories;
  if (await twoFactor.isEnabled(user.id)) {
    const challengeToken = await issueOneTimeToken(oneTimeTokens, user.id, 'two_factor_challenge');
    return { status: 'two_factor_required', challengeToken };
  }
  if (await twoFactor.isRequiredByAMerchant(user.id)) {
    const setupToken = await issueOneTimeToken(oneTimeTokens, user.id, 'two_factor_setup');
    return { status: 'two_factor_setup_required', setupToken };
  }
  return openSession(app, user);
}
