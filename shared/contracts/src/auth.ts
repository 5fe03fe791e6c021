import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';

export const ZLanguage = z.enum(['en', 'pt-BR'], { error: 'validation.invalidLanguage' });
export type TLanguage = z.infer<typeof ZLanguage>;

export const ZUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.email(),
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
 * What a correct e-mail and password lead to: a union discriminated by `status` (TypeScript
 * narrows on it). Built with `z.union` rather than `z.discriminatedUnion`, whose extra code
 * costs the /login page 0.46 KiB gzip (measured) for three small objects.
 */
export const ZLoginResponse = z.union([
  ZSignedInResponse,
  ZTwoFactorRequiredResponse,
  ZTwoFactorSetupRequiredResponse,
]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** POST /auth/refresh takes no body: the refresh token comes in its cookie. */
export const ZRefreshResponse = ZAuthTokens;
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

/**
 * Cookie routes: the refresh token comes in the httpOnly `arara_refresh` cookie (set by every
 * sign-in), never in a body; the API's cookie check refuses a page of another site.
 */
const COOKIE_ROUTE =
  'The refresh token comes in the httpOnly `arara_refresh` cookie (set by every sign-in), ' +
  'never in a body. The request must carry `X-Requested-With: arara`, and its Origin, when ' +
  'sent, must be one of CORS_ORIGINS (403 FORBIDDEN otherwise): a page of another site ' +
  'cannot use the cookie.';

/** Sign-in and the session cookie (docs/architecture.md "Endpoints as data"). */
export const authEndpoints = {
  login: {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    group: 'auth',
    summary: 'Sign in with e-mail and password',
    description:
      'Wrong password or unknown e-mail: 401 INVALID_CREDENTIALS. Right password for an ' +
      'unverified address: 403 EMAIL_NOT_VERIFIED. Failed sign-ins are rate limited per ' +
      'e-mail and per client address (429 RATE_LIMITED with Retry-After). A right password ' +
      'answers `status`: `signed_in` (tokens), `two_factor_required` (a `challengeToken` ' +
      'for /auth/login/two-factor) or `two_factor_setup_required` (a `setupToken` for ' +
      '/auth/two-factor/setup and /enable, when a merchant requires two-factor).',
    body: ZLoginRequest,
    response: ZLoginResponse,
    errors: [400, 401, 403, 429],
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    access: 'public',
    group: 'auth',
    summary: 'Rotate the refresh token of the cookie',
    description: `${COOKIE_ROUTE} Answers a new access token and sets the rotated refresh token's cookie; no cookie, or an invalid one: 401 (and the cookie is cleared).`,
    response: ZRefreshResponse,
    errors: [401, 403],
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    group: 'auth',
    summary: 'Revoke the refresh token of the cookie',
    description: `${COOKIE_ROUTE} Revokes the token and clears the cookie.`,
    status: 204,
    errors: [403],
  },
} as const satisfies Record<string, Endpoint>;
