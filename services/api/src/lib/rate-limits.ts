import { isIPv4, isIPv6 } from 'node:net';

/** At most `max` hits per fixed window of `windowSeconds`. */
export type RateLimitRule = { max: number; windowSeconds: number };

/** Each action is limited per account (e-mail address) and per client address, separately. */
export type RateLimitPolicy = { perEmail: RateLimitRule; perAddress: RateLimitRule };

/** A signed-in member's action, limited per user and per merchant, separately. */
export type MemberRateLimitPolicy = { perUser: RateLimitRule; perMerchant: RateLimitRule };

/** The public API (docs/developers.md "Rate limit"): requests per API key. */
export type ApiKeyRateLimitPolicy = { perKey: RateLimitRule };

/** A public endpoint that names no account (what the apps report): per client address only. */
export type AddressRateLimitPolicy = { perAddress: RateLimitRule };

export type RateLimitScope =
  | keyof RateLimitPolicy
  | keyof MemberRateLimitPolicy
  | keyof ApiKeyRateLimitPolicy;

export type RateLimitedAction =
  | 'login'
  | 'passwordCheck'
  | 'register'
  | 'invitation'
  | 'resendVerification'
  | 'forgotPassword'
  | 'twoFactor'
  | 'twoFactorRevocation'
  | 'paymentCode'
  | 'pixKeyCode';

/** Actions of members: who holds a Pix key (GET /pix-keys/lookup and POST …/pix/preview). */
export type MemberRateLimitedAction = 'pixKeyLookup';

/** Requests made with an API key (`/v1`). */
export type ApiKeyRateLimitedAction = 'apiKey';

/** What the apps report (POST /client-events: remote loads, docs/remote-loading.md). */
export type AddressRateLimitedAction = 'clientEvents';

export type RateLimits = Record<RateLimitedAction, RateLimitPolicy> &
  Record<MemberRateLimitedAction, MemberRateLimitPolicy> &
  Record<ApiKeyRateLimitedAction, ApiKeyRateLimitPolicy> &
  Record<AddressRateLimitedAction, AddressRateLimitPolicy>;

type AnyRateLimitedAction =
  | RateLimitedAction
  | MemberRateLimitedAction
  | ApiKeyRateLimitedAction
  | AddressRateLimitedAction;

const FIFTEEN_MINUTES = 15 * 60;

/** At most `perEmail` hits per e-mail address and `perAddress` per client, per 15 minutes. */
const perFifteenMinutes = (perEmail: number, perAddress: number): RateLimitPolicy => ({
  perEmail: { max: perEmail, windowSeconds: FIFTEEN_MINUTES },
  perAddress: { max: perAddress, windowSeconds: FIFTEEN_MINUTES },
});

/** The thresholds (env overrides in src/config.ts; documented in docs/api.md). */
export const defaultRateLimits: RateLimits = {
  // Failed sign-ins only: a successful one is not counted.
  login: perFifteenMinutes(5, 20),
  // The password typed again by a signed-in user (Pix, change password, two-factor on): as
  // many tries as a sign-in, but its own counters, so a stranger's failed sign-ins with the
  // user's e-mail do not lock the user out of paying.
  passwordCheck: perFifteenMinutes(5, 20),
  // Every registration sends a verification e-mail: per address registered and per client.
  register: perFifteenMinutes(3, 10),
  // One hit per invitation e-mail, per inviting user and per client: a team is invited in a
  // batch or two (20 e-mails each), nobody's mailbox is flooded from Arara's sender.
  invitation: perFifteenMinutes(30, 60),
  resendVerification: perFifteenMinutes(3, 10),
  forgotPassword: perFifteenMinutes(3, 10),
  // Every two-factor code typed (sign-in, enable, disable); a right one takes its hit back.
  // 6 digits are 10^6 guesses: 5 per 15 minutes keeps a guesser far from luck.
  twoFactor: perFifteenMinutes(5, 20),
  // "Lost your device?" e-mails.
  twoFactorRevocation: perFifteenMinutes(3, 10),
  // 6-digit codes e-mailed to confirm a Pix: a busy operator sends a few Pix in 15 minutes; a
  // script asking for codes in a loop fills nobody's inbox.
  paymentCode: perFifteenMinutes(10, 30),
  // Codes sent to a Pix key being registered (the first one and each resend). `perEmail` is
  // the key itself (the e-mail address or phone number): nobody's inbox or phone is flooded,
  // and a key gets at most 3 codes x 5 tries per window.
  pixKeyCode: perFifteenMinutes(3, 30),
  // Key lookups and Pix previews both tell who holds a key (name, masked document, bank): one
  // counter for both, so a script cannot walk the key space through either. A person paying
  // looks up a few keys a minute; a merchant's whole team shares the per-merchant budget.
  pixKeyLookup: {
    perUser: { max: 60, windowSeconds: 60 },
    perMerchant: { max: 180, windowSeconds: 60 },
  },
  // A merchant's integration polls balances and statements and sends payments in bursts: 300
  // requests a minute per key is far above a well-behaved client and caps a runaway loop.
  apiKey: { perKey: { max: 300, windowSeconds: 60 } },
  // A shell sends its remote loads in batches (at most one every 2 s while remotes load, a
  // handful per visit): 60 a minute leaves room for an office behind one address and caps a
  // client that floods the API's log.
  clientEvents: { perAddress: { max: 60, windowSeconds: 60 } },
};

const keyPrefix: Record<AnyRateLimitedAction, string> = {
  login: 'login',
  passwordCheck: 'password-check',
  register: 'register',
  invitation: 'invitation',
  resendVerification: 'resend-verification',
  forgotPassword: 'forgot-password',
  twoFactor: 'two-factor',
  twoFactorRevocation: 'two-factor-revocation',
  paymentCode: 'payment-code',
  pixKeyCode: 'pix-key-code',
  pixKeyLookup: 'pix-key-lookup',
  apiKey: 'api-key',
  clientEvents: 'client-events',
};

const scopeLabel: Record<RateLimitScope, string> = {
  perEmail: 'email',
  perAddress: 'ip',
  perUser: 'user',
  perMerchant: 'merchant',
  perKey: 'key',
};

/** The 8 groups of an IPv6 address (`::` expanded, an embedded IPv4 tail turned into two). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part
      ? part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * Who counts as one client for the per-address limits: an IPv4 address, or the /64 of an IPv6
 * one (a single subscriber usually gets a whole /64, and picking another address in it is free).
 * An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) is its IPv4 address.
 */
export function clientBucket(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The counter of one scope, e.g. `login:email:ana@example.com`, `login:ip:203.0.113.7` or
 * `login:ip:2001:db8:0:1::/64` or `pix-key-lookup:user:<user id>`.
 */
export const rateLimitKey = (
  action: AnyRateLimitedAction,
  scope: RateLimitScope,
  value: string,
): string =>
  `${keyPrefix[action]}:${scopeLabel[scope]}:${
    scope === 'perEmail'
      ? value.trim().toLowerCase()
      : scope === 'perAddress'
        ? clientBucket(value)
        : value
  }`;
