import type { TTwoFactorRevocationRequest } from '@arara/contracts';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { invalidToken } from '../auth/invalid-token';
import { sendTwoFactorRevocationEmail } from '../email/send-token-email';
import type { ServiceDeps } from '../deps';

/**
 * "Lost your device?": the challenge of a sign-in proves the password, the e-mailed link
 * proves the address; both together turn two-factor off (POST /auth/two-factor/revoke).
 */
export async function requestTwoFactorRevocation(
  deps: Pick<ServiceDeps, 'repositories' | 'rateLimiter' | 'mailer' | 'appUrl'>,
  { challengeToken }: TTwoFactorRevocationRequest,
  clientAddress: string,
): Promise<void> {
  const { oneTimeTokens, users, twoFactor } = deps.repositories;
  const challenge = await oneTimeTokens.findUsable({
    tokenHash: hashOpaqueToken(challengeToken),
    purpose: 'two_factor_challenge',
    now: new Date(),
  });
  const user = challenge ? await users.findById(challenge.userId) : undefined;
  if (!user) throw invalidToken();
  await deps.rateLimiter.hit('twoFactorRevocation', { email: user.email, address: clientAddress });
  if (!(await twoFactor.isEnabled(user.id))) return;
  await sendTwoFactorRevocationEmail(deps, user);
}
