import type { TResendVerificationRequest } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { sendVerificationEmail } from '../email/send-verification-email';

/**
 * Sends a new verification link if the address belongs to an unverified user. The caller
 * answers the same whatever happened, so the answer does not tell which addresses exist.
 */
export async function resendVerification(
  app: FastifyInstance,
  { email }: TResendVerificationRequest,
  clientAddress: string,
): Promise<void> {
  await app.rateLimiter.hit('resendVerification', { email, address: clientAddress });
  const user = await app.repositories.users.findByEmail(email);
  if (!user || user.emailVerifiedAt) return;
  await sendVerificationEmail(app, user);
}
