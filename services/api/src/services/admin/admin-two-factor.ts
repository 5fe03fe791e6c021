import type {
  TAdminSignedInResponse,
  TAdminTwoFactorEnableResponse,
  TTwoFactorEnableRequest,
  TTwoFactorLoginRequest,
} from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidToken } from '../auth/invalid-token';
import { activateTwoFactor } from '../two-factor/enable-two-factor';
import { answerTwoFactorChallenge } from '../two-factor/login-with-two-factor';
import { resolveSetupToken } from '../two-factor/resolve-two-factor-user';
import { openAdminSession } from './open-admin-session';

/** Back-office sign-in, second step: the challenge of /admin/auth/login and a code. */
export async function loginAdminWithTwoFactor(
  app: FastifyInstance,
  request: TTwoFactorLoginRequest,
  clientAddress: string,
): Promise<TAdminSignedInResponse> {
  const user = await answerTwoFactorChallenge(app, request, clientAddress, (u) => u.isAdmin);
  return openAdminSession(app, user);
}

/**
 * An admin without two-factor enrolls with the setup token of /admin/auth/login (after
 * /auth/two-factor/setup): two-factor on, then the back-office session.
 */
export async function enableAdminTwoFactor(
  app: FastifyInstance,
  { setupToken, code }: TTwoFactorEnableRequest,
  clientAddress: string,
): Promise<TAdminTwoFactorEnableResponse> {
  if (setupToken === undefined) throw invalidToken();
  const actor = await resolveSetupToken(app, setupToken);
  if (!actor.user.isAdmin) throw invalidToken();
  const recoveryCodes = await activateTwoFactor(app, actor, code, clientAddress);
  return { recoveryCodes, session: await openAdminSession(app, actor.user) };
}
