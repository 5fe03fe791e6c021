import {
  ZActAsResponse,
  ZAdminLoginResponse,
  ZAdminMeResponse,
  ZAdminSignedInResponse,
  ZAdminTwoFactorEnableResponse,
  ZAdminUser,
  ZAdminUsersResponse,
  ZAuditLogResponse,
} from './admin';
import {
  BACK_OFFICE_PAGE_SIZE,
  ZActAsRequest,
  ZActAsSessionParams,
  ZAdminUserParams,
  ZAdminUsersQuery,
  ZAuditLogQuery,
} from './admin-requests';
import { ZLoginRequest } from './auth';
import type { Endpoint } from './endpoint';
import { ZTwoFactorEnableRequest, ZTwoFactorLoginRequest } from './two-factor';

/** The back office: its sign-in, users, act-as and the audit trail. */
export const adminEndpoints = {
  login: {
    method: 'POST',
    path: '/admin/auth/login',
    access: 'public',
    group: 'admin',
    summary: 'Back-office sign-in, first step: the password',
    description:
      'Admins only: a merchant user gets 401 INVALID_CREDENTIALS, as a wrong password does. ' +
      'Rate limited together with POST /auth/login. Never tokens: `two_factor_required` (a ' +
      '`challengeToken` for /admin/auth/login/two-factor) or, for an admin without ' +
      'two-factor, `two_factor_setup_required` (a `setupToken` for /auth/two-factor/setup ' +
      'and /admin/auth/two-factor/enable): the back office needs two-factor.',
    body: ZLoginRequest,
    response: ZAdminLoginResponse,
    errors: [400, 401, 403, 429],
  },
  loginTwoFactor: {
    method: 'POST',
    path: '/admin/auth/login/two-factor',
    access: 'public',
    group: 'admin',
    summary: 'Back-office sign-in, second step: a code of the app or a recovery code',
    description:
      'As POST /auth/login/two-factor, for an admin. The tokens carry the `adm` claim, kept ' +
      'by every refresh of this session.',
    body: ZTwoFactorLoginRequest,
    response: ZAdminSignedInResponse,
    errors: [400, 429],
  },
  enableTwoFactor: {
    method: 'POST',
    path: '/admin/auth/two-factor/enable',
    access: 'public',
    group: 'admin',
    summary: 'An admin without two-factor enrolls, then gets the back-office session',
    description:
      'With the `setupToken` of /admin/auth/login (after /auth/two-factor/setup with it) and ' +
      'a code of the new secret: 10 recovery codes and the session. Bad token: 400 ' +
      'INVALID_TOKEN; wrong code: 400 INVALID_TWO_FACTOR_CODE.',
    body: ZTwoFactorEnableRequest,
    response: ZAdminTwoFactorEnableResponse,
    errors: [400, 409, 429],
  },
  me: {
    method: 'GET',
    path: '/admin/me',
    access: { admin: null },
    group: 'admin',
    summary: 'The signed-in admin, their profile and permissions',
    response: ZAdminMeResponse,
    errors: [401, 403],
  },
  users: {
    method: 'GET',
    path: '/admin/users',
    access: { admin: 'users.read' },
    group: 'admin',
    summary: 'Users of the platform, with their merchants',
    description: `Search by part of the name or e-mail; ${BACK_OFFICE_PAGE_SIZE} per page.`,
    query: ZAdminUsersQuery,
    response: ZAdminUsersResponse,
    errors: [400, 401, 403],
  },
  user: {
    method: 'GET',
    path: '/admin/users/:userId',
    access: { admin: 'users.read' },
    group: 'admin',
    summary: 'One user, with their merchants',
    params: ZAdminUserParams,
    response: ZAdminUser,
    errors: [400, 401, 403, 404],
  },
  actAs: {
    method: 'POST',
    path: '/admin/act-as',
    access: { admin: 'users.actAs' },
    group: 'admin',
    summary: 'Start acting as a user in one of their merchants',
    description:
      'The user must be an active member of the merchant (else 404; a user without ' +
      'merchants: 404 too). Then send `X-Act-As-Session: <sessionId>` with the admin ' +
      "token: requests are the user's, limited to that merchant, for ACT_AS_SESSION_TTL " +
      '(30 min) while the admin keeps users.actAs; every one, reads included, is in the ' +
      'audit log with the admin as actor before it runs (no record: 403 ACT_AS_INVALID). ' +
      'Team, role, approval-rule and approval changes are refused while acting.',
    body: ZActAsRequest,
    response: ZActAsResponse,
    status: 201,
    errors: [400, 401, 403, 404],
  },
  stopActAs: {
    method: 'POST',
    path: '/admin/act-as/:sessionId/stop',
    access: { admin: null },
    group: 'admin',
    summary: 'Stop acting',
    description: "Only the admin who started it; another admin's session is 404.",
    params: ZActAsSessionParams,
    status: 204,
    errors: [400, 401, 403, 404],
  },
  auditLog: {
    method: 'GET',
    path: '/admin/audit-log',
    access: { admin: 'audit.read' },
    group: 'admin',
    summary: 'Back-office writes and what admins did while acting as users, newest first',
    description:
      'Filters: actor, act-as session, action (or its start), target type, merchant, period ' +
      `(days, both included); ${BACK_OFFICE_PAGE_SIZE} per page. A write carries its target ` +
      'and `details: { before, after }`.',
    query: ZAuditLogQuery,
    response: ZAuditLogResponse,
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, Endpoint>;
