const base = (appUrl: string) => appUrl.replace(/\/+$/, '');

/** The web app's page that confirms an address: `/verify-email?email=…&token=…`. */
export const verifyEmailLink = (appUrl: string, email: string, token: string): string =>
  `${base(appUrl)}/verify-email?${new URLSearchParams({ email, token })}`;

/** The web app's page that sets a new password: `/set-password?token=…`. */
export const setPasswordLink = (appUrl: string, token: string): string =>
  `${base(appUrl)}/set-password?${new URLSearchParams({ token })}`;

/** The web app's page that turns two-factor off: `/confirm-2fa-revocation?token=…`. */
export const revokeTwoFactorLink = (appUrl: string, token: string): string =>
  `${base(appUrl)}/confirm-2fa-revocation?${new URLSearchParams({ token })}`;
/** The web app's page that accepts an invitation: `/accept-invitation?token=…`. */
export const acceptInvitationLink = (appUrl: string, token: string): string =>
  `${base(appUrl)}/accept-invitation?${new URLSearchParams({ token })}`;
