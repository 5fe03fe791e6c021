import { AppErrorCode, adminMerchantEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import {
  createAdminMerchant,
  getAdminMerchant,
  listAdminMerchants,
  setAdminMerchantStatus,
  updateAdminMerchant,
} from '../../services/admin-merchants/admin-merchants';
import { route } from '../endpoint-route';

const adminOf = (request: FastifyRequest): BackOfficeAdmin => {
  if (!request.admin) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
  return request.admin;
};

/** The back office's merchants (docs/back-office.md "Merchants"); every write audited. */
const adminMerchantRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  route(app, adminMerchantEndpoints.list, (request) => listAdminMerchants(deps, request.query));
  route(app, adminMerchantEndpoints.get, (request) => getAdminMerchant(deps, request.params.id));
  route(app, adminMerchantEndpoints.create, (request) =>
    createAdminMerchant(deps, request, adminOf(request), request.body),
  );
  route(app, adminMerchantEndpoints.update, (request) =>
    updateAdminMerchant(deps, request, adminOf(request), request.params.id, request.body),
  );
  route(app, adminMerchantEndpoints.setStatus, (request) =>
    setAdminMerchantStatus(deps, request, adminOf(request), request.params.id, request.body.status),
  );
};

export default adminMerchantRoutes;
