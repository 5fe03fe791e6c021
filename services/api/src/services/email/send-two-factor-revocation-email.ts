import type { User } from '../../db/schema';
import { revokeTwoFactorLink } from '../../emails/links';
import { renderEmail } from '../../emails/render-email';
import { issueOneTimeToken } from '../tokens/issue-one-time-token';
import type { ServiceDeps } from '../deps';

/** Issues a fresh revocation token (older ones stop working) and e-mails its link. */
export async function sendTwoFactorRevocationEmail(
  deps: Pick<ServiceDeps, 'repositories' | 'mailer' | 'appUrl'>,
  user: User,
): Promise<void> {
  const token = await issueOneTimeToken(
    deps.repositories.oneTimeTokens,
    user.id,
    'revoke_two_factor',
  );
  await deps.mailer.send({
    to: user.email,
    language: user.language,
    ...renderEmail('twoFactor', user.language, {
      name: user.name,
      link: revokeTwoFactorLink(deps.appUrl, token),
    }),
  });
}
