import type { User } from '../../db/schema';
import { setPasswordLink } from '../../emails/links';
import { renderEmail } from '../../emails/render-email';
import { issueOneTimeToken } from '../tokens/issue-one-time-token';
import type { ServiceDeps } from '../deps';

/** Issues a fresh reset token (older ones stop working) and e-mails its link. */
export async function sendPasswordResetEmail(
  deps: Pick<ServiceDeps, 'repositories' | 'mailer' | 'appUrl'>,
  user: User,
): Promise<void> {
  const token = await issueOneTimeToken(deps.repositories.oneTimeTokens, user.id, 'reset_password');
  await deps.mailer.send({
    to: user.email,
    language: user.language,
    ...renderEmail('resetPassword', user.language, {
      name: user.name,
      link: setPasswordLink(deps.appUrl, token),
    }),
  });
}
