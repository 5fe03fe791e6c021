import { ZSignedInResponse } from './auth';
import type { Endpoint } from './endpoint';
import {
  ZTwoFactorDisableRequest,
  ZTwoFactorEnableRequest,
  ZTwoFactorEnableResponse,
  ZTwoFactorLoginRequest,
  ZTwoFactorRevocationRequest,
  ZTwoFactorRevokeRequest,
  ZTwoFactorSetupRequest,
  ZTwoFactorSetupResponse,
} from './two-factor';

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
