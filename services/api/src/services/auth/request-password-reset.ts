import type { TForgotPasswordRequest } from '@arara/contracts';
import { sendPasswordResetEmail } from '../email/send-token-email';
import type { ServiceDeps } from '../deps';

/**
 * "Forgot password": e-mails a reset link if the address belongs to a user. The caller
 * answers the same whatever happened, so the answer does not tell which addresses exist.
 */
export async function requestPasswordReset(
  deps: Pick<ServiceDeps, 'repositories' | 'rateLimiter' | 'mailer' | 'appUrl'>,
  { email }: TForgotPasswordRequest,
  clientAddress: string,
): Promise<void> {
  await deps.rateLimiter.hit('forgotPassword', { email, address: clientAddress });
  const user = await deps.repositories.users.findByEmail(email);
  if (!user) return;
  await sendPasswordResetEmail(deps, user);
}
