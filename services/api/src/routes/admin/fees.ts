import { AppErrorCode, adminFeeEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import {
  createAdminFee,
  deleteAdminFee,
  listAdminFees,
  listFeeBankAccounts,
  updateAdminFee,
} from '../../services/fees/admin-fees';
import { route } from '../endpoint-route';

const adminOf = (request: FastifyRequest): BackOfficeAdmin => {
  if (!request.admin) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
  return request.admin;
};

/** Bank account fees (docs/back-office.md "Fees"): `fees.manage`, every write audited. */
const adminFeeRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const caller = (request: FastifyRequest) => ({ deps, request, admin: adminOf(request) });
  route(app, adminFeeEndpoints.list, (request) => listAdminFees(deps.db, request.query));
  route(app, adminFeeEndpoints.bankAccounts, () => listFeeBankAccounts(deps.db));
  route(app, adminFeeEndpoints.create, (request) => createAdminFee(caller(request), request.body));
  route(app, adminFeeEndpoints.update, (request) =>
    updateAdminFee(caller(request), request.params.feeId, request.body),
  );
  route(app, adminFeeEndpoints.remove, (request) =>
    deleteAdminFee(caller(request), request.params.feeId),
  );
};

export default adminFeeRoutes;
