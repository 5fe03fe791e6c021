import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema';
import { revokeTwoFactorLink } from '../../emails/links';
import { renderEmail } from '../../emails/render-email';
import { issueOneTimeToken } from '../tokens/issue-one-time-token';

/** Issues a fresh revocation token (older ones stop working) and e-mails its link. */
export async function sendTwoFactorRevocationEmail(
  app: FastifyInstance,
  user: User,
): Promise<void> {
  const token = await issueOneTimeToken(
    app.repositories.oneTimeTokens,
    user.id,
    'revoke_two_factor',
  );
  await app.mailer.send({
    to: user.email,
    language: user.language,
    ...renderEmail('twoFactor', user.language, {
      name: user.name,
      link: revokeTwoFactorLink(app.appUrl, token),
    }),
  });
}
