import type { TTwoFactorRevocationRequest } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { invalidToken } from '../auth/invalid-token';
import { sendTwoFactorRevocationEmail } from '../email/send-two-factor-revocation-email';

/**
 * "Lost your device?": the challenge of a sign-in proves the password, the e-mailed link
 * proves the address; both together turn two-factor off (POST /auth/two-factor/revoke).
 */
export async function requestTwoFactorRevocation(
  app: FastifyInstance,
  { challengeToken }: TTwoFactorRevocationRequest,
  clientAddress: string,
): Promise<void> {
  const { oneTimeTokens, users, twoFactor } = app.repositories;
  const challenge = await oneTimeTokens.findUsable({
    tokenHash: hashOpaqueToken(challengeToken),
    purpose: 'two_factor_challenge',
    now: new Date(),
  });
  const user = challenge ? await users.findById(challenge.userId) : undefined;
  if (!user) throw invalidToken();
  await app.rateLimiter.hit('twoFactorRevocation', { email: user.email, address: clientAddress });
  if (!(await twoFactor.isEnabled(user.id))) return;
  await sendTwoFactorRevocationEmail(app, user);
}
