import type { User } from '../../db/schema';
import { verifyEmailLink } from '../../emails/links';
import { renderEmail } from '../../emails/render-email';
import { issueOneTimeToken } from '../tokens/issue-one-time-token';
import type { ServiceDeps } from '../deps';

/** Issues a fresh verification token (older ones stop working) and e-mails its link. */
export async function sendVerificationEmail(
  deps: Pick<ServiceDeps, 'repositories' | 'mailer' | 'appUrl'>,
  user: User,
): Promise<void> {
  const token = await issueOneTimeToken(deps.repositories.oneTimeTokens, user.id, 'verify_email');
  const link = verifyEmailLink(deps.appUrl, user.email, token);
  await deps.mailer.send({
    to: user.email,
    language: user.language,
    ...renderEmail('verifyEmail', user.language, { name: user.name, link }),
  });
}
