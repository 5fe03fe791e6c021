import * as z from 'zod/mini';
import { ZSignedInResponse } from './auth';

/**
 * Two-factor authentication (TOTP, RFC 6238: SHA-1, 6 digits, 30 s steps).
 * Error texts are i18n keys of the shell's `twoFactor.validation` namespace (prefixed
 * `twoFactor.`), kept apart from the common `validation.*` keys on purpose.
 */

/** Two-factor codes have 6 digits (docs/security.md). */
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

/** A non-empty string of at most `max` characters; empty reads `requiredKey`. */
const requiredText = (requiredKey: string, max: number) =>
  z.string({ error: requiredKey }).check(z.minLength(1, { error: requiredKey }), z.maxLength(max));

const requiredToken = () => requiredText('validation.required', 512);

/** The code-entry form after the password: the code of the app. */
export const ZTwoFactorCodeForm = z.object({ code: codeField(TWO_FACTOR_MESSAGES.codeRequired) });
export type TTwoFactorCodeForm = z.infer<typeof ZTwoFactorCodeForm>;

/** The code-entry form when the user types a recovery code instead. */
export const ZRecoveryCodeForm = z.object({
  recoveryCode: requiredText(TWO_FACTOR_MESSAGES.recoveryCodeRequired, 64),
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
  password: requiredText('validation.required', 1024),
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
  code: requiredText(TWO_FACTOR_MESSAGES.codeRequired, 64),
});
export type TTwoFactorDisableRequest = z.infer<typeof ZTwoFactorDisableRequest>;

/** "Lost your device?" on the code-entry screen: e-mails a revocation link. */
export const ZTwoFactorRevocationRequest = z.object({ challengeToken: requiredToken() });
export type TTwoFactorRevocationRequest = z.infer<typeof ZTwoFactorRevocationRequest>;

/** The link of the revocation e-mail turns two-factor off. */
export const ZTwoFactorRevokeRequest = z.object({ token: requiredToken() });
export type TTwoFactorRevokeRequest = z.infer<typeof ZTwoFactorRevokeRequest>;
