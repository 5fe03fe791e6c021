import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema';
import { verifyEmailLink } from '../../emails/links';
import { renderEmail } from '../../emails/render-email';
import { issueOneTimeToken } from '../tokens/issue-one-time-token';

/** Issues a fresh verification token (older ones stop working) and e-mails its link. */
export async function sendVerificationEmail(app: FastifyInstance, user: User): Promise<void> {
  const token = await issueOneTimeToken(app.repositories.oneTimeTokens, user.id, 'verify_email');
  const link = verifyEmailLink(app.appUrl, user.email, token);
  await app.mailer.send({
    to: user.email,
    language: user.language,
    ...renderEmail('verifyEmail', user.language, { name: user.name, link }),
  });
}
