import type { TResendVerificationRequest } from '@arara/contracts';
import { sendVerificationEmail } from '../email/send-token-email';
import type { ServiceDeps } from '../deps';

/**
 * Sends a new verification link if the address belongs to an unverified user. The caller
 * answers the same whatever happened, so the answer does not tell which addresses exist.
 */
export async function resendVerification(
  deps: Pick<ServiceDeps, 'repositories' | 'rateLimiter' | 'mailer' | 'appUrl'>,
  { email }: TResendVerificationRequest,
  clientAddress: string,
): Promise<void> {
  await deps.rateLimiter.hit('resendVerification', { email, address: clientAddress });
  const user = await deps.repositories.users.findByEmail(email);
  if (!user || user.emailVerifiedAt) return;
  await sendVerificationEmail(deps, user);
}
