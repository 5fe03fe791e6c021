import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { ZSignedInResponse } from './auth';

/**
 * Two-factor authentication (TOTP, RFC 6238: SHA-1, 6 digits, 30 s steps).
 * Error texts are i18n keys of the shell's `twoFactor.validation` namespace (prefixed
 * `twoFactor.`), kept apart from the common `validation.*` keys on purpose.
 */

/** Spec §9: two-factor codes have 6 digits. */
export const TWO_FACTOR_CODE_LENGTH = 6;
/** Recovery codes handed out when two-factor is turned on. */
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'twoFactor.validation.codeRequired',
  setupCodeRequired: 'twoFactor.validation.setupCodeRequired',
  codeDigits: 'twoFactor.validation.codeDigits',
  recoveryCodeRequired: 'twoFactor.validation.recoveryCodeRequired',
  invalidCode: 'twoFactor.validation.invalidCode',
} as const;

const SIX_DIGITS = /^\d{6}$/;

/** A 6-digit code; empty reads `requiredKey` (sign-in and setup word it differently). */
const codeField = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .check(
      z.minLength(1, { error: requiredKey }),
      z.regex(SIX_DIGITS, { error: TWO_FACTOR_MESSAGES.codeDigits }),
    );

const requiredToken = () =>
  z
    .string({ error: 'validation.required' })
    .check(z.minLength(1, { error: 'validation.required' }), z.maxLength(512));

/** The code-entry form after the password: the code of the app. */
export const ZTwoFactorCodeForm = z.object({ code: codeField(TWO_FACTOR_MESSAGES.codeRequired) });
export type TTwoFactorCodeForm = z.infer<typeof ZTwoFactorCodeForm>;

/** The code-entry form when the user types a recovery code instead. */
export const ZRecoveryCodeForm = z.object({
  recoveryCode: z
    .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
    .check(z.minLength(1, { error: TWO_FACTOR_MESSAGES.recoveryCodeRequired }), z.maxLength(64)),
});
export type TRecoveryCodeForm = z.infer<typeof ZRecoveryCodeForm>;

/** Second step of sign-in: the challenge of /auth/login plus a code or a recovery code. */
export const ZTwoFactorLoginRequest = z
  .object({
    challengeToken: requiredToken(),
    code: z.optional(
      z.string().check(z.regex(SIX_DIGITS, { error: TWO_FACTOR_MESSAGES.codeDigits })),
    ),
    recoveryCode: z.optional(z.string().check(z.maxLength(64))),
  })
  .check(
    z.refine((body) => Boolean(body.code) !== Boolean(body.recoveryCode), {
      error: TWO_FACTOR_MESSAGES.codeRequired,
      path: ['code'],
    }),
  );
export type TTwoFactorLoginRequest = z.infer<typeof ZTwoFactorLoginRequest>;

/**
 * Start (or restart) setup. Signed in: no body needed. From sign-in, when a merchant requires
 * two-factor: the setup token of /auth/login.
 */
export const ZTwoFactorSetupRequest = z.optional(
  z.object({ setupToken: z.optional(requiredToken()) }),
);
export type TTwoFactorSetupRequest = z.infer<typeof ZTwoFactorSetupRequest>;

export const ZTwoFactorSetupResponse = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  otpauthUrl: z.string(),
});
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponse>;

/** The setup form: the code the app shows after scanning. */
export const ZTwoFactorSetupForm = z.object({
  code: codeField(TWO_FACTOR_MESSAGES.setupCodeRequired),
});
export type TTwoFactorSetupForm = z.infer<typeof ZTwoFactorSetupForm>;

/** The setup form of a signed-in user: the code and their password. */
export const ZTwoFactorSignedInSetupForm = z.extend(ZTwoFactorSetupForm, {
  password: z
    .string({ error: 'validation.required' })
    .check(z.minLength(1, { error: 'validation.required' }), z.maxLength(1024)),
});
export type TTwoFactorSignedInSetupForm = z.infer<typeof ZTwoFactorSignedInSetupForm>;

/**
 * Signed in, the password is required too (a borrowed unlocked session must not be able to
 * bind someone else's authenticator); with a setup token the sign-in just checked it.
 */
export const ZTwoFactorEnableRequest = z.extend(ZTwoFactorSetupForm, {
  setupToken: z.optional(requiredToken()),
  password: z.optional(z.string().check(z.maxLength(1024))),
});
export type TTwoFactorEnableRequest = z.infer<typeof ZTwoFactorEnableRequest>;

export const ZTwoFactorEnableResponse = z.object({
  /** Shown once; each works once in place of a code. */
  recoveryCodes: z.array(z.string()),
  /** With a setup token: the session the sign-in was waiting for. */
  session: z.optional(ZSignedInResponse),
});
export type TTwoFactorEnableResponse = z.infer<typeof ZTwoFactorEnableResponse>;

/** Turning two-factor off needs a current code or a recovery code. */
export const ZTwoFactorDisableRequest = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .check(z.minLength(1, { error: TWO_FACTOR_MESSAGES.codeRequired }), z.maxLength(64)),
});
export type TTwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequest>;

/** "Lost your device?" on the code-entry screen: e-mails a revocation link. */
export const ZTwoFactorRevocationRequest = z.object({ challengeToken: requiredToken() });
export type TTwoFactorRevocationRequest = z.infer<typeof ZTwoFactorRevocationRequest>;

/** The link of the revocation e-mail turns two-factor off. */
export const ZTwoFactorRevokeRequest = z.object({ token: requiredToken() });
export type TTwoFactorRevokeRequest = z.infer<typeof ZTwoFactorRevokeRequest>;

/**
 * Two-factor endpoints (docs/architecture.md "Endpoints as data"). Setup and enable are
 * `public` because they also work with the `setupToken` of a sign-in; with a Bearer token the
 * API authenticates it (the route adds that check).
 */
export const twoFactorEndpoints = {
  login: {
    method: 'POST',
    path: '/auth/login/two-factor',
    access: 'public',
    group: 'two-factor',
    summary: 'Second step of sign-in: a code of the app or a recovery code',
    description:
      'With the `challengeToken` of a `two_factor_required` login, and `code` (6 digits) or ' +
      '`recoveryCode`. Wrong, replayed or used code: 400 INVALID_TWO_FACTOR_CODE (the ' +
      'challenge stays usable until it expires, 5 min). Tries are rate limited per account ' +
      'and per address (429 with Retry-After). Unknown, used or expired challenge: 400 ' +
      'INVALID_TOKEN.',
    body: ZTwoFactorLoginRequest,
    response: ZSignedInResponse,
    errors: [400, 429],
  },
  setup: {
    method: 'POST',
    path: '/auth/two-factor/setup',
    access: 'public',
    group: 'two-factor',
    summary: 'Start two-factor setup: a new secret and its otpauth:// URI',
    description:
      'Signed in (Bearer), or with the `setupToken` of a `two_factor_setup_required` login. ' +
      'Replaces a pending secret; 409 CONFLICT when two-factor is already on.',
    body: ZTwoFactorSetupRequest,
    response: ZTwoFactorSetupResponse,
    errors: [400, 401, 403, 409],
  },
  enable: {
    method: 'POST',
    path: '/auth/two-factor/enable',
    access: 'public',
    group: 'two-factor',
    summary: 'Turn two-factor on with a code of the pending secret',
    description:
      'Returns 10 recovery codes, shown once. Signed in (Bearer), `password` is required ' +
      '(missing or wrong: 400 on `password`). With a `setupToken` (no Bearer) the token is ' +
      'consumed and `session` carries the tokens of the sign-in. Every other session of ' +
      'the user ends. Wrong code: 400 INVALID_TWO_FACTOR_CODE; no setup started or already ' +
      'on: 409 CONFLICT.',
    body: ZTwoFactorEnableRequest,
    response: ZTwoFactorEnableResponse,
    errors: [400, 401, 403, 409, 429],
    invalidates: ['me'],
  },
  disable: {
    method: 'POST',
    path: '/auth/two-factor/disable',
    access: 'user',
    group: 'two-factor',
    summary: 'Turn two-factor off (needs a code of the app or a recovery code)',
    description:
      'Deletes the secret and the recovery codes; every other session of the user ends. ' +
      'Wrong code: 400 INVALID_TWO_FACTOR_CODE ' +
      '(rate limited like sign-in codes); not on: 409 CONFLICT.',
    body: ZTwoFactorDisableRequest,
    errors: [400, 401, 403, 409, 429],
    invalidates: ['me'],
  },
  requestRevocation: {
    method: 'POST',
    path: '/auth/two-factor/revocation',
    access: 'public',
    group: 'two-factor',
    summary: '"Lost your device?": e-mail a link that turns two-factor off',
    description:
      'With the `challengeToken` of the sign-in in progress (it proves the password). The ' +
      'link (`/confirm-2fa-revocation?token=…`) works once, for 1 hour. Rate limited.',
    body: ZTwoFactorRevocationRequest,
    status: 202,
    errors: [400, 429],
  },
  revoke: {
    method: 'POST',
    path: '/auth/two-factor/revoke',
    access: 'public',
    group: 'two-factor',
    summary: 'Turn two-factor off with the token of a revocation e-mail',
    description: 'A bad, used or expired token is 400 INVALID_TOKEN.',
    body: ZTwoFactorRevokeRequest,
    status: 204,
    errors: [400],
  },
} as const satisfies Record<string, Endpoint>;
