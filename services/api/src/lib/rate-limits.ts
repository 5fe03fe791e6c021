/** At most `max` hits per fixed window of `windowSeconds`. */
export type RateLimitRule = { max: number; windowSeconds: number };

/** Each action is limited per account (e-mail address) and per client address, separately. */
export type RateLimitPolicy = { perEmail: RateLimitRule; perAddress: RateLimitRule };

export type RateLimitedAction =
  | 'login'
  | 'passwordCheck'
  | 'resendVerification'
  | 'forgotPassword'
  | 'twoFactor'
  | 'twoFactorRevocation'
  | 'paymentCode';

export type RateLimits = Record<RateLimitedAction, RateLimitPolicy>;

const FIFTEEN_MINUTES = 15 * 60;

/** The thresholds (env overrides in src/config.ts; documented in docs/api.md). */
export const defaultRateLimits: RateLimits = {
  // Failed sign-ins only: a successful one is not counted.
  login: {
    perEmail: { max: 5, windowSeconds: FIFTEEN_MINUTES },
    perAddress: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  },
  // The password typed again by a signed-in user (Pix, change password, two-factor on): as
  // many tries as a sign-in, but its own counters, so a stranger's failed sign-ins with the
  // user's e-mail do not lock the user out of paying.
  passwordCheck: {
    perEmail: { max: 5, windowSeconds: FIFTEEN_MINUTES },
    perAddress: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  },
  resendVerification: {
    perEmail: { max: 3, windowSeconds: FIFTEEN_MINUTES },
    perAddress: { max: 10, windowSeconds: FIFTEEN_MINUTES },
  },
  forgotPassword: {
    perEmail: { max: 3, windowSeconds: FIFTEEN_MINUTES },
    perAddress: { max: 10, windowSeconds: FIFTEEN_MINUTES },
  },
  // Every two-factor code typed (sign-in, enable, disable); a right one takes its hit back.
  // 6 digits are 10^6 guesses: 5 per 15 minutes keeps a guesser far from luck.
  twoFactor: {
    perEmail: { max: 5, windowSeconds: FIFTEEN_MINUTES },
    perAddress: { max: 20, windowSeconds: FIFTEEN_MINUTES },
  },
  // "Lost your device?" e-mails.
  twoFactorRevocation: {
    perEmail: { max: 3, windowSeconds: FIFTEEN_MINUTES },
    perAddress: { max: 10, windowSeconds: FIFTEEN_MINUTES },
  },
  // 6-digit codes e-mailed to confirm a Pix: a busy operator sends a few Pix in 15 minutes; a
  // script asking for codes in a loop fills nobody's inbox.
  paymentCode: {
    perEmail: { max: 10, windowSeconds: FIFTEEN_MINUTES },
    perAddress: { max: 30, windowSeconds: FIFTEEN_MINUTES },
  },
};

const keyPrefix: Record<RateLimitedAction, string> = {
  login: 'login',
  passwordCheck: 'password-check',
  resendVerification: 'resend-verification',
  forgotPassword: 'forgot-password',
  twoFactor: 'two-factor',
  twoFactorRevocation: 'two-factor-revocation',
  paymentCode: 'payment-code',
};

/** The counter of one scope, e.g. `login:email:ana@example.com` or `login:ip:203.0.113.7`. */
export const rateLimitKey = (
  action: RateLimitedAction,
  scope: keyof RateLimitPolicy,
  value: string,
): string =>
  scope === 'perEmail'
    ? `${keyPrefix[action]}:email:${value.trim().toLowerCase()}`
    : `${keyPrefix[action]}:ip:${value}`;
