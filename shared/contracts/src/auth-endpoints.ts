import type { Endpoint } from './endpoint';
import { ZLoginRequest, ZLoginResponse, ZRefreshResponse } from './auth';

/** What the cookie routes (refresh, logout) share. */
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
