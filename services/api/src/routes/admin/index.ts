import {
  ZActAsRequest,
  ZActAsResponse,
  ZActAsSessionParams,
  ZAdminLoginResponse,
  ZAdminMeResponse,
  ZAdminSignedInResponse,
  ZAdminTwoFactorEnableResponse,
  ZAdminUser,
  ZAdminUserParams,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZAuditLogQuery,
  ZAuditLogResponse,
  ZLoginRequest,
  ZTwoFactorEnableRequest,
  ZTwoFactorLoginRequest,
} from '@arara/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { AppError } from '../../lib/app-error';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import { BACK_OFFICE_PAGE_SIZE } from '../../repositories/back-office-repository';
import { startActAs, stopActAs } from '../../services/admin/act-as';
import {
  enableAdminTwoFactor,
  loginAdminWithTwoFactor,
} from '../../services/admin/admin-two-factor';
import { loginAdmin } from '../../services/admin/login-admin';
import { toAdminDto } from '../../services/admin/to-admin-dto';
import { errorResponses } from '../error-responses';

const security = [{ bearerAuth: [] }];

/** The admin `requireAdminPermission` set on the request. */
const adminOf = (request: FastifyRequest): BackOfficeAdmin => {
  if (!request.admin) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return request.admin;
};

/** The back office: its sign-in, users, act-as and the audit trail. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/auth/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Back-office sign-in, first step: the password',
        description:
          'Admins only: a merchant user gets 401 INVALID_CREDENTIALS, as a wrong password does. ' +
          'Rate limited together with POST /auth/login. Never tokens: `two_factor_required` (a ' +
          '`challengeToken` for /admin/auth/login/two-factor) or, for an admin without ' +
          'two-factor, `two_factor_setup_required` (a `setupToken` for /auth/two-factor/setup ' +
          'and /admin/auth/two-factor/enable): the back office needs two-factor.',
        body: ZLoginRequest,
        response: { 200: ZAdminLoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => loginAdmin(app, request.body, request.ip),
  );

  app.post(
    '/admin/auth/login/two-factor',
    {
      schema: {
        tags: ['admin'],
        summary: 'Back-office sign-in, second step: a code of the app or a recovery code',
        description:
          'As POST /auth/login/two-factor, for an admin. The tokens carry the `adm` claim, kept ' +
          'by every refresh of this session.',
        body: ZTwoFactorLoginRequest,
        response: { 200: ZAdminSignedInResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => loginAdminWithTwoFactor(app, request.body, request.ip),
  );

  app.post(
    '/admin/auth/two-factor/enable',
    {
      schema: {
        tags: ['admin'],
        summary: 'An admin without two-factor enrolls, then gets the back-office session',
        description:
          'With the `setupToken` of /admin/auth/login (after /auth/two-factor/setup with it) and ' +
          'a code of the new secret: 10 recovery codes and the session. Bad token: 400 ' +
          'INVALID_TOKEN; wrong code: 400 INVALID_TWO_FACTOR_CODE.',
        body: ZTwoFactorEnableRequest,
        response: {
          200: ZAdminTwoFactorEnableResponse,
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request) => enableAdminTwoFactor(app, request.body, request.ip),
  );

  app.get(
    '/admin/me',
    {
      onRequest: app.requireAdminPermission(),
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin, their profile and permissions',
        security,
        response: { 200: ZAdminMeResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ admin: toAdminDto(adminOf(request)) }),
  );

  app.get(
    '/admin/users',
    {
      onRequest: app.requireAdminPermission('users.read'),
      schema: {
        tags: ['admin'],
        summary: 'Users of the platform, with their merchants',
        description: `Search by part of the name or e-mail; ${BACK_OFFICE_PAGE_SIZE} per page.`,
        security,
        querystring: ZAdminUsersQuery,
        response: { 200: ZAdminUsersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { search, page } = request.query;
      const result = await app.repositories.backOffice.listUsers(search || undefined, page);
      return { ...result, page, pageSize: BACK_OFFICE_PAGE_SIZE };
    },
  );

  app.get(
    '/admin/users/:userId',
    {
      onRequest: app.requireAdminPermission('users.read'),
      schema: {
        tags: ['admin'],
        summary: 'One user, with their merchants',
        security,
        params: ZAdminUserParams,
        response: { 200: ZAdminUser, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.repositories.backOffice.findUser(request.params.userId);
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      return user;
    },
  );

  app.post(
    '/admin/act-as',
    {
      onRequest: app.requireAdminPermission('users.actAs'),
      schema: {
        tags: ['admin'],
        summary: 'Start acting as a user in one of their merchants',
        description:
          'The user must be an active member of the merchant (else 404; a user without ' +
          'merchants: 404 too). Then send `X-Act-As-Session: <sessionId>` with the admin ' +
          "token: requests are the user's, limited to that merchant, for ACT_AS_SESSION_TTL " +
          '(30 min) while the admin keeps users.actAs; every one, reads included, is in the ' +
          'audit log with the admin as actor before it runs (no record: 403 ACT_AS_INVALID). ' +
          'Team, role, approval-rule and approval changes are refused while acting.',
        security,
        body: ZActAsRequest,
        response: { 201: ZActAsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const started = await startActAs(app, request, adminOf(request), request.body);
      return reply.code(201).send(started);
    },
  );

  app.post(
    '/admin/act-as/:sessionId/stop',
    {
      onRequest: app.requireAdminPermission(),
      schema: {
        tags: ['admin'],
        summary: 'Stop acting',
        description: "Only the admin who started it; another admin's session is 404.",
        security,
        params: ZActAsSessionParams,
        response: {
          204: z.null().describe('Ended (or already ended)'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await stopActAs(app, request, adminOf(request), request.params.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireAdminPermission('audit.read'),
      schema: {
        tags: ['admin'],
        summary: 'What admins did while acting as users, newest first',
        security,
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const result = await app.repositories.backOffice.listAudit(filter, page);
      return { ...result, page, pageSize: BACK_OFFICE_PAGE_SIZE };
    },
  );
};

export default adminRoutes;
