import { AppErrorCode, adminPlatformEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import { getAdminDashboard } from '../../services/admin/get-admin-dashboard';
import {
  getPlatformSettings,
  updatePlatformSettings,
} from '../../services/admin/platform-settings';
import { route } from '../endpoint-route';

const adminOf = (request: FastifyRequest): BackOfficeAdmin => {
  if (!request.admin) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
  return request.admin;
};

/**
 * The dashboard and the platform settings (docs/back-office.md "Dashboard, settings and
 * audit"); the audit log's route is with the back office's own (routes/admin/index.ts).
 */
const adminPlatformRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  route(app, adminPlatformEndpoints.dashboard, (request) =>
    getAdminDashboard(deps, adminOf(request)),
  );
  route(app, adminPlatformEndpoints.settings, () => getPlatformSettings(deps));
  route(app, adminPlatformEndpoints.updateSettings, (request) =>
    updatePlatformSettings(deps, request, adminOf(request), request.body),
  );
};

export default adminPlatformRoutes;
