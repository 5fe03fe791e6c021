import type { OneTimeTokenPurpose, User } from '../../db/schema';
import { revokeTwoFactorLink, setPasswordLink, verifyEmailLink } from '../../emails/links';
import { type EmailTemplate, renderEmail } from '../../emails/render-email';
import { issueOneTimeToken } from '../tokens/issue-one-time-token';
import type { ServiceDeps } from '../deps';

type TokenEmailDeps = Pick<ServiceDeps, 'repositories' | 'mailer' | 'appUrl'>;

/**
 * Issues a fresh `purpose` token for the user (older ones stop working) and e-mails its link
 * (`linkOf`) in the `template` e-mail, in the user's language.
 */
async function sendTokenEmail(
  deps: TokenEmailDeps,
  user: User,
  purpose: OneTimeTokenPurpose,
  template: EmailTemplate,
  linkOf: (token: string) => string,
): Promise<void> {
  const token = await issueOneTimeToken(deps.repositories.oneTimeTokens, user.id, purpose);
  await deps.mailer.send({
    to: user.email,
    language: user.language,
    ...renderEmail(template, user.language, { name: user.name, link: linkOf(token) }),
  });
}

/** The e-mail address check: a fresh verification token's link. */
export const sendVerificationEmail = (deps: TokenEmailDeps, user: User): Promise<void> =>
  sendTokenEmail(deps, user, 'verify_email', 'verifyEmail', (token) =>
    verifyEmailLink(deps.appUrl, user.email, token),
  );

/** "Forgot password": a fresh reset token's link. */
export const sendPasswordResetEmail = (deps: TokenEmailDeps, user: User): Promise<void> =>
  sendTokenEmail(deps, user, 'reset_password', 'resetPassword', (token) =>
    setPasswordLink(deps.appUrl, token),
  );

/** "Lost your device?": a fresh two-factor revocation token's link. */
export const sendTwoFactorRevocationEmail = (deps: TokenEmailDeps, user: User): Promise<void> =>
  sendTokenEmail(deps, user, 'revoke_two_factor', 'twoFactor', (token) =>
    revokeTwoFactorLink(deps.appUrl, token),
  );
