import {
  AppErrorCode,
  adminEndpoints,
  adminKycEndpoints,
  BACK_OFFICE_PAGE_SIZE,
} from '@arara/contracts';
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
import {
  decideKycCase,
  getKycCaseFile,
  listKycCases,
  openKycCase,
} from '../../services/onboarding';
import { route } from '../endpoint-route';
import peopleRoutes from './people';

/** The admin `requireAdminPermission` set on the request. */
const adminOf = (request: FastifyRequest): BackOfficeAdmin => {
  if (!request.admin) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
  return request.admin;
};

/** The back office: its sign-in, users, act-as, the audit trail and the KYC review. */
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
    const { search, page, status } = request.query;
    const result = await deps.repositories.backOffice.listUsers(search || undefined, page, status);
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

  // KYC review (docs/onboarding.md "Admin review"): every change is audited by its service.
  route(app, adminKycEndpoints.list, (request) => listKycCases(deps, request.query));
  route(app, adminKycEndpoints.get, (request) =>
    openKycCase(deps, request, adminOf(request), request.params.caseId),
  );
  route(app, adminKycEndpoints.file, (request) =>
    getKycCaseFile(deps, request, adminOf(request), request.params.caseId, request.params.fileId),
  );
  route(app, adminKycEndpoints.approve, (request) =>
    decideKycCase(deps, request, adminOf(request), request.params.caseId, {
      decision: 'approve',
      notes: request.body.notes,
    }),
  );
  route(app, adminKycEndpoints.reject, (request) =>
    decideKycCase(deps, request, adminOf(request), request.params.caseId, {
      decision: 'reject',
      ...request.body,
    }),
  );
  route(app, adminKycEndpoints.requestRevision, (request) =>
    decideKycCase(deps, request, adminOf(request), request.params.caseId, {
      decision: 'request_revision',
      ...request.body,
    }),
  );

  // The back office's areas (docs/back-office.md), one plugin each.
  // area: people (profiles, users, permissions)
  await app.register(peopleRoutes);

  // area: merchants (merchants, UBOs, merchant details)
  await app.register(import('./merchants'));

  // area: providers and accounts (providers, merchant providers, bank and virtual accounts)
  await app.register(import('./providers'));

  // area: money (fees, transactions, reports)
  await app.register((await import('./transactions')).default);
  await app.register((await import('./fees')).default);

  // area: platform (dashboard, settings, audit log)
  await app.register(import('./platform'));
};

export default adminRoutes;
