/** At most `max` hits per fixed window of `windowSeconds`. */
export type RateLimitRule = { max: number; windowSeconds: number };

/** Each action is limited per account (e-mail address) and per client address, separately. */
export type RateLimitPolicy = { perEmail: RateLimitRule; perAddress: RateLimitRule };

/** A signed-in member's action, limited per user and per merchant, separately. */
export type MemberRateLimitPolicy = { perUser: RateLimitRule; perMerchant: RateLimitRule };

export type RateLimitScope = keyof RateLimitPolicy | keyof MemberRateLimitPolicy;

export type RateLimitedAction =
  | 'login'
  | 'resendVerification'
  | 'forgotPassword'
  | 'twoFactor'
  | 'twoFactorRevocation'
  | 'paymentCode'
  | 'pixKeyCode';

/** Actions of members: who holds a Pix key (GET /pix-keys/lookup and POST …/pix/preview). */
export type MemberRateLimitedAction = 'pixKeyLookup';

export type RateLimits = Record<RateLimitedAction, RateLimitPolicy> &
  Record<MemberRateLimitedAction, MemberRateLimitPolicy>;

const FIFTEEN_MINUTES = 15 * 60;

/** The thresholds (env overrides in src/config.ts; documented in docs/api.md). */
export const defaultRateLimits: RateLimits = {
  // Failed sign-ins only: a successful one is not counted.
  login: {
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
  // Codes sent to a Pix key being registered (the first one and each resend). `perEmail` is
  // the key itself (the e-mail address or phone number): nobody's inbox or phone is flooded,
  // and a key gets at most 3 codes x 5 tries per window.
  pixKeyCode: {
    perEmail: { max: 3, windowSeconds: FIFTEEN_MINUTES },
    perAddress: { max: 30, windowSeconds: FIFTEEN_MINUTES },
  },
  // Key lookups and Pix previews both tell who holds a key (name, masked document, bank): one
  // counter for both, so a script cannot walk the key space through either. A person paying
  // looks up a few keys a minute; a merchant's whole team shares the per-merchant budget.
  pixKeyLookup: {
    perUser: { max: 60, windowSeconds: 60 },
    perMerchant: { max: 180, windowSeconds: 60 },
  },
};

const keyPrefix: Record<RateLimitedAction | MemberRateLimitedAction, string> = {
  login: 'login',
  resendVerification: 'resend-verification',
  forgotPassword: 'forgot-password',
  twoFactor: 'two-factor',
  twoFactorRevocation: 'two-factor-revocation',
  paymentCode: 'payment-code',
  pixKeyCode: 'pix-key-code',
  pixKeyLookup: 'pix-key-lookup',
};

const scopeLabel: Record<RateLimitScope, string> = {
  perEmail: 'email',
  perAddress: 'ip',
  perUser: 'user',
  perMerchant: 'merchant',
};

/**
 * The counter of one scope, e.g. `login:email:ana@example.com`, `login:ip:203.0.113.7` or
 * `pix-key-lookup:user:<user id>` (the per-user key of the lookup is the one it always had).
 */
export const rateLimitKey = (
  action: RateLimitedAction | MemberRateLimitedAction,
  scope: RateLimitScope,
  value: string,
): string =>
  `${keyPrefix[action]}:${scopeLabel[scope]}:${scope === 'perEmail' ? value.trim().toLowerCase() : value}`;
