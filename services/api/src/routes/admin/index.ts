import { AppErrorCode, adminEndpoints, BACK_OFFICE_PAGE_SIZE } from '@arara/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import {
  enableAdminTwoFactor,
  loginAdminWithTwoFactor,
} from '../../services/admin/admin-two-factor';
import { loginAdmin } from '../../services/admin/login-admin';
import { startActAs } from '../../services/admin/start-act-as';
import { stopActAs } from '../../services/admin/stop-act-as';
import { toAdminDto } from '../../services/admin/to-admin-dto';
import { route } from '../endpoint-route';

/** The admin `requireAdminPermission` set on the request. */
const adminOf = (request: FastifyRequest): BackOfficeAdmin => {
  if (!request.admin) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
  return request.admin;
};

/** The back office: its sign-in, users, act-as and the audit trail. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  route(app, adminEndpoints.login, (request) => loginAdmin(deps, request.body, request.ip));
  route(app, adminEndpoints.loginTwoFactor, (request) =>
    loginAdminWithTwoFactor(deps, request.body, request.ip),
  );
  route(app, adminEndpoints.enableTwoFactor, (request) =>
    enableAdminTwoFactor(deps, request.body, request.ip),
  );
  route(app, adminEndpoints.me, (request) => ({ admin: toAdminDto(adminOf(request)) }));
  route(app, adminEndpoints.users, async (request) => {
    const { search, page } = request.query;
    const result = await deps.repositories.backOffice.listUsers(search || undefined, page);
    return { ...result, page, pageSize: BACK_OFFICE_PAGE_SIZE };
  });
  route(app, adminEndpoints.user, async (request) => {
    const user = await deps.repositories.backOffice.findUser(request.params.userId);
    if (!user) throw new AppError(AppErrorCode.NOT_FOUND, 'User not found');
    return user;
  });
  route(app, adminEndpoints.actAs, (request) =>
    startActAs(deps, request, adminOf(request), request.body),
  );
  route(app, adminEndpoints.stopActAs, (request) =>
    stopActAs(deps, request, adminOf(request), request.params.sessionId),
  );
  route(app, adminEndpoints.auditLog, async (request) => {
    const { page, ...filter } = request.query;
    const result = await deps.repositories.backOffice.listAudit(filter, page);
    return { ...result, page, pageSize: BACK_OFFICE_PAGE_SIZE };
  });
};

export default adminRoutes;
