import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

export const ZLanguage = z.enum(['en', 'pt-BR'], { error: 'validation.invalidLanguage' });
export type TLanguage = z.infer<typeof ZLanguage>;

/** Who a user is, wherever one is shown: the signed-in user, an admin, a user in the back office. */
export const userIdentityFields = { id: z.uuid(), name: z.string(), email: z.email() };

export const ZUser = z.object({
  ...userIdentityFields,
  /**
   * True only for a back-office session (POST /admin/auth/login). The merchant sign-in
   * (POST /auth/login) is never an admin session, even for an admin's account.
   */
  isAdmin: z.boolean(),
  language: ZLanguage,
  /** Two-factor authentication is on: signing in asks for a code. */
  twoFactorEnabled: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZLoginRequest = z.object({
  email: z.email({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'validation.required'
        : 'validation.invalidEmail',
  }),
  password: z
    .string({ error: 'validation.required' })
    .check(z.minLength(1, { error: 'validation.required' })),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * What a sign-in or a refresh answers in its body. The refresh token is never in a body: the
 * API sets it as an httpOnly cookie (scoped to /api/auth) that page scripts cannot read.
 */
export const ZAuthTokens = z.object({
  accessToken: z.string(),
  /** Access token lifetime in seconds. */
  expiresIn: z.int().check(z.positive()),
});
export type TAuthTokens = z.infer<typeof ZAuthTokens>;

/** A session was opened: tokens and the user. */
export const ZSignedInResponse = z.extend(ZAuthTokens, {
  status: z.enum(['signed_in']),
  user: ZUser,
});
export type TSignedInResponse = z.infer<typeof ZSignedInResponse>;

/** The password was right but the second factor is still to be given (login/two-factor). */
export const ZTwoFactorRequiredResponse = z.object({
  status: z.enum(['two_factor_required']),
  /** Single-use proof of the password, valid for 5 minutes; never put it in a URL. */
  challengeToken: z.string(),
});
export type TTwoFactorRequiredResponse = z.infer<typeof ZTwoFactorRequiredResponse>;

/** A merchant of the user requires two-factor, which the user has not set up yet. */
export const ZTwoFactorSetupRequiredResponse = z.object({
  status: z.enum(['two_factor_setup_required']),
  /** Lets /auth/two-factor/setup and /enable act for the user; consumed on enable. */
  setupToken: z.string(),
});
export type TTwoFactorSetupRequiredResponse = z.infer<typeof ZTwoFactorSetupRequiredResponse>;

/**
 * What a correct e-mail and password lead to, for the merchant sign-in and the back office's:
 * the session (`signedIn`) or one of the two-factor steps, a union discriminated by `status`
 * (TypeScript narrows on it). Built with `z.union` rather than `z.discriminatedUnion`, whose
 * extra code costs the /login page 0.46 KiB gzip (measured) for three small objects.
 */
/*#__NO_SIDE_EFFECTS__*/
export function signInOutcome<const S extends $ZodType>(signedIn: S) {
  return z.union([signedIn, ZTwoFactorRequiredResponse, ZTwoFactorSetupRequiredResponse]);
}

export const ZLoginResponse = signInOutcome(ZSignedInResponse);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/**
 * POST /auth/refresh takes no body: the refresh token comes in its cookie.
 * @alias ZAuthTokens under the name of its route
 */
export const ZRefreshResponse = ZAuthTokens;
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;
