import * as z from 'zod/mini';
import type { $ZodLooseShape } from 'zod/v4/core';
import { ZLanguage } from './auth';
import { REQUIRED, requiredString } from './field-errors';

/**
 * Identity flows: registration, e-mail verification, password reset and change.
 * Error texts are i18n keys of the `common` namespace (`validation.*`).
 */

/** Upper bounds: a name or password this long is a mistake or an attack on the hasher. */
export const NAME_MAX = 120;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

/** An e-mail address: missing reads `requiredKey`, malformed `invalidKey`, too long the common key. */
/*#__NO_SIDE_EFFECTS__*/
export function emailFieldWith(requiredKey: string, invalidKey: string) {
  return z
    .email({
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? requiredKey : invalidKey,
    })
    .check(z.maxLength(EMAIL_MAX, { error: 'validation.emailTooLong' }));
}

const emailField = () => emailFieldWith('validation.required', 'validation.invalidEmail');

/**
 * At least two letters, only letters (any script), spaces, apostrophes, dots and hyphens,
 * and no digits: "Ana", "José da Silva", "O'Brien" pass; "a", "123", "@@" do not.
 */
export function looksLikeName(value: string): boolean {
  const trimmed = value.trim();
  return (
    /^[\p{L}][\p{L}\p{M}' .-]*$/u.test(trimmed) && (trimmed.match(/\p{L}/gu) ?? []).length >= 2
  );
}

export const REGISTER_PASSWORD_MIN = 8;
/** Setting and changing a password need at least 6 characters (docs/security.md). */
export const PASSWORD_MIN = 6;

/** The name of a new account (registering, or accepting an invitation without one). */
/*#__NO_SIDE_EFFECTS__*/
export function personNameField() {
  return requiredString().check(
    z.maxLength(NAME_MAX, { error: 'validation.nameTooLong' }),
    z.refine(looksLikeName, { error: 'validation.notAName' }),
  );
}

/** The password of a new account (registering, or accepting an invitation without one). */
/*#__NO_SIDE_EFFECTS__*/
export function registerPasswordField() {
  return requiredString().check(
    z.minLength(REGISTER_PASSWORD_MIN, { error: 'validation.passwordMin8' }),
    z.maxLength(PASSWORD_MAX, { error: 'validation.passwordTooLong' }),
  );
}

/**
 * A password form: `shape` plus `confirmPassword`, which must repeat the `field` password (the
 * error shows under the confirmation).
 */
/*#__NO_SIDE_EFFECTS__*/
export function withPasswordConfirmation<const S extends $ZodLooseShape>(
  shape: S,
  field: keyof S & string,
) {
  return z.object({ ...shape, confirmPassword: requiredString() }).check(
    z.refine((form: Record<string, unknown>) => form[field] === form.confirmPassword, {
      error: 'validation.passwordsMustMatch',
      path: ['confirmPassword'],
    }),
  );
}

/** One-time tokens (verification, reset) travel as opaque strings. */
const tokenField = () => requiredString();

export const ZRegisterRequest = z.object({
  name: personNameField(),
  email: emailField(),
  password: registerPasswordField(),
  acceptTerms: z
    .boolean(REQUIRED)
    .check(z.refine((accepted) => accepted, { error: 'validation.acceptTerms' })),
  /** The language the user registered in: their e-mails and default UI language. */
  language: z.optional(ZLanguage),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The register form: the request plus the confirmation, which must match. */
export const ZRegisterForm = withPasswordConfirmation(ZRegisterRequest.shape, 'password');
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

export const ZRegisterResponse = z.object({ email: z.email() });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZVerifyEmailRequest = z.object({ email: emailField(), token: tokenField() });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** Resend the verification e-mail; answered 202 whether or not the address is known. */
export const ZResendVerificationRequest = z.object({ email: emailField() });
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;

/** Ask for a reset link; answered 202 whether or not the address is known. */
export const ZForgotPasswordRequest = z.object({ email: emailField() });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

const newPasswordField = () =>
  requiredString().check(
    z.minLength(PASSWORD_MIN, { error: 'validation.passwordMin6' }),
    z.maxLength(PASSWORD_MAX, { error: 'validation.passwordTooLong' }),
  );

/** Set a password with a token from an e-mail (reset, or first password). */
export const ZResetPasswordRequest = z.object({
  token: tokenField(),
  password: newPasswordField(),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZSetPasswordForm = withPasswordConfirmation(
  { password: newPasswordField() },
  'password',
);
export type TSetPasswordForm = z.infer<typeof ZSetPasswordForm>;

/** Signed in: change the password; the other sessions are signed out. */
export const ZChangePasswordRequest = z.object({
  currentPassword: requiredString(),
  newPassword: newPasswordField(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZChangePasswordForm = withPasswordConfirmation(
  ZChangePasswordRequest.shape,
  'newPassword',
);
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** The development mailbox (outside production): what the API sent or would have sent. */
export const ZMailboxMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** 'smtp' when handed to the SMTP server, 'outbox' when only stored. */
  transport: z.enum(['smtp', 'outbox']),
  createdAt: z.iso.datetime(),
});
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;

export const ZMailboxResponse = z.object({ messages: z.array(ZMailboxMessage) });
export type TMailboxResponse = z.infer<typeof ZMailboxResponse>;
