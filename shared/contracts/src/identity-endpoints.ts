import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZMailboxResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
} from './identity';

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
