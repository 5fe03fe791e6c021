import * as z from 'zod/mini';
import { ZLanguage } from './auth';
import type { Endpoint } from './endpoint';

/**
 * Identity flows: registration, e-mail verification, password reset and change.
 * Error texts are i18n keys of the `common` namespace (`validation.*`).
 */

const required = { error: 'validation.required' } as const;

/** A non-empty string; `undefined` and '' both read "This field is required". */
const requiredString = () => z.string(required).check(z.minLength(1, required));

/** Upper bounds: a name or password this long is a mistake or an attack on the hasher. */
export const NAME_MAX = 120;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

const emailField = () =>
  z
    .email({
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'validation.required'
          : 'validation.invalidEmail',
    })
    .check(z.maxLength(EMAIL_MAX, { error: 'validation.emailTooLong' }));

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
/** Spec §9: set and change password need at least 6 characters. */
export const PASSWORD_MIN = 6;

/** One-time tokens (verification, reset) travel as opaque strings. */
const tokenField = () => requiredString();

export const ZRegisterRequest = z.object({
  name: requiredString().check(
    z.maxLength(NAME_MAX, { error: 'validation.nameTooLong' }),
    z.refine(looksLikeName, { error: 'validation.notAName' }),
  ),
  email: emailField(),
  password: requiredString().check(
    z.minLength(REGISTER_PASSWORD_MIN, { error: 'validation.passwordMin8' }),
    z.maxLength(PASSWORD_MAX, { error: 'validation.passwordTooLong' }),
  ),
  acceptTerms: z
    .boolean(required)
    .check(z.refine((accepted) => accepted, { error: 'validation.acceptTerms' })),
  /** The language the user registered in: their e-mails and default UI language. */
  language: z.optional(ZLanguage),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The register form: the request plus the confirmation, which must match. */
export const ZRegisterForm = z
  .extend(ZRegisterRequest, { confirmPassword: requiredString() })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: 'validation.passwordsMustMatch',
      path: ['confirmPassword'],
    }),
  );
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

export const ZSetPasswordForm = z
  .object({ password: newPasswordField(), confirmPassword: requiredString() })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: 'validation.passwordsMustMatch',
      path: ['confirmPassword'],
    }),
  );
export type TSetPasswordForm = z.infer<typeof ZSetPasswordForm>;

/** Signed in: change the password; the other sessions are signed out. */
export const ZChangePasswordRequest = z.object({
  currentPassword: requiredString(),
  newPassword: newPasswordField(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZChangePasswordForm = z
  .extend(ZChangePasswordRequest, { confirmPassword: requiredString() })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      error: 'validation.passwordsMustMatch',
      path: ['confirmPassword'],
    }),
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

/** Registration and e-mail verification (docs/architecture.md "Endpoints as data"). */
export const registrationEndpoints = {
  register: {
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    group: 'auth',
    summary: 'Create an account and e-mail its verification link',
    description:
      'The account starts unverified and without merchants; signing in is refused ' +
      '(403 EMAIL_NOT_VERIFIED) until the link is used. An address already registered is a ' +
      '409 CONFLICT with `fields.email = validation.emailTaken`. Rate limited per address ' +
      'registered and per client address (429 RATE_LIMITED with Retry-After).',
    body: ZRegisterRequest,
    response: ZRegisterResponse,
    status: 201,
    errors: [400, 409, 429],
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/verify-email',
    access: 'public',
    group: 'auth',
    summary: 'Verify an e-mail address with the token from the e-mail',
    description:
      'A token works once, for 24 hours, and only with its own address; anything else is ' +
      '400 INVALID_TOKEN.',
    body: ZVerifyEmailRequest,
    response: ZRegisterResponse,
    errors: [400],
  },
  resendVerification: {
    method: 'POST',
    path: '/auth/resend-verification',
    access: 'public',
    group: 'auth',
    summary: 'E-mail a new verification link',
    description:
      'Always 202, so the answer does not tell whether the address is registered; a link ' +
      'is sent only to an unverified account. Earlier links stop working. Rate limited.',
    body: ZResendVerificationRequest,
    status: 202,
    errors: [400, 429],
  },
} as const satisfies Record<string, Endpoint>;

/** Password reset and change (docs/architecture.md "Endpoints as data"). */
export const passwordEndpoints = {
  forgot: {
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'public',
    group: 'auth',
    summary: 'E-mail a password reset link',
    description:
      'Always 202, so the answer does not tell whether the address is registered. The ' +
      'link works once, for 1 hour; earlier links stop working. Rate limited.',
    body: ZForgotPasswordRequest,
    status: 202,
    errors: [400, 429],
  },
  reset: {
    method: 'POST',
    path: '/auth/reset-password',
    access: 'public',
    group: 'auth',
    summary: 'Set a new password with the token from a reset e-mail',
    description:
      'Also marks the address verified and signs the user out of every session. A bad, ' +
      'used or expired token is 400 INVALID_TOKEN.',
    body: ZResetPasswordRequest,
    response: ZRegisterResponse,
    errors: [400],
  },
  change: {
    method: 'POST',
    path: '/auth/change-password',
    access: 'user',
    group: 'auth',
    summary: 'Change the password of the signed-in user',
    description:
      'Signs out every other session; the one of this access token (its `sid`) stays. A ' +
      'wrong current password is 400 with `fields.currentPassword = validation.wrongPassword` ' +
      'and counts as a failed sign-in.',
    body: ZChangePasswordRequest,
    errors: [400, 401, 429],
  },
} as const satisfies Record<string, Endpoint>;

/** Only the messages sent to this address. */
export const ZMailboxQuery = z.object({ to: z.optional(z.string()) });

/** Development helpers: served only with DEV_MAILBOX=true, never in production. */
export const mailboxEndpoints = {
  list: {
    method: 'GET',
    path: '/dev/mailbox',
    access: 'public',
    group: 'dev',
    summary: 'E-mails the API sent (development only)',
    description: 'Newest first, at most 100. Only with DEV_MAILBOX=true; never in production.',
    query: ZMailboxQuery,
    response: ZMailboxResponse,
    errors: [],
  },
  page: {
    method: 'GET',
    path: '/dev/mailbox.html',
    access: 'public',
    group: 'dev',
    summary: 'The same mailbox as a readable page with clickable links (development only)',
    query: ZMailboxQuery,
    response: z.string(),
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;
