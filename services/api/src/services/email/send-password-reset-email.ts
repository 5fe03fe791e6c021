import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema';
import { setPasswordLink } from '../../emails/links';
import { renderEmail } from '../../emails/render-email';
import { issueOneTimeToken } from '../tokens/issue-one-time-token';

/** Issues a fresh reset token (older ones stop working) and e-mails its link. */
export async function sendPasswordResetEmail(app: FastifyInstance, user: User): Promise<void> {
  const token = await issueOneTimeToken(app.repositories.oneTimeTokens, user.id, 'reset_password');
  await app.mailer.send({
    to: user.email,
    language: user.language,
    ...renderEmail('resetPassword', user.language, {
      name: user.name,
      link: setPasswordLink(app.appUrl, token),
    }),
  });
}
