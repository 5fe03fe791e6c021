import type { TForgotPasswordRequest } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { sendPasswordResetEmail } from '../email/send-password-reset-email';

/**
 * "Forgot password": e-mails a reset link if the address belongs to a user. The caller
 * answers the same whatever happened, so the answer does not tell which addresses exist.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  { email }: TForgotPasswordRequest,
  clientAddress: string,
): Promise<void> {
  await app.rateLimiter.hit('forgotPassword', { email, address: clientAddress });
  const user = await app.repositories.users.findByEmail(email);
  if (!user) return;
  await sendPasswordResetEmail(app, user);
}
