import { AppErrorCode, adminAccountEndpoints, adminProviderEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import {
  type AreaWrite,
  areaOptions,
  createAdminBankAccount,
  createAdminVirtualAccount,
  createMerchantProvider,
  createProvider,
  deleteMerchantProvider,
  deleteProvider,
  getProvider,
  listAdminBankAccounts,
  listAdminVirtualAccounts,
  listMerchantProviders,
  listProviders,
  updateAdminBankAccount,
  updateAdminVirtualAccount,
  updateMerchantProvider,
  updateProvider,
} from '../../services/admin-providers';
import { route } from '../endpoint-route';

/**
 * The back office's providers, merchants' provider configurations and every merchant's bank
 * and virtual accounts (docs/back-office.md "Providers and accounts"). Every write is audited
 * in its own transaction by its service.
 */
const adminProvidersRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  const writer = (request: FastifyRequest): AreaWrite => {
    if (!request.admin) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
    return { deps, request, admin: request.admin };
  };
  // As for webhook URLs: production takes https only; elsewhere http://localhost too.
  const apiUrlRule = { requireHttps: app.webhookOptions.requireHttps };

  route(app, adminProviderEndpoints.list, () => listProviders(deps.db));
  route(app, adminProviderEndpoints.get, (request) =>
    getProvider(deps.db, request.params.providerId),
  );
  route(app, adminProviderEndpoints.create, (request) =>
    createProvider(writer(request), request.body),
  );
  route(app, adminProviderEndpoints.update, (request) =>
    updateProvider(writer(request), request.params.providerId, request.body),
  );
  route(app, adminProviderEndpoints.delete, (request) =>
    deleteProvider(writer(request), request.params.providerId),
  );

  route(app, adminProviderEndpoints.configurationOptions, () => areaOptions(deps.db));
  route(app, adminProviderEndpoints.configurations, (request) =>
    listMerchantProviders(deps.db, request.query),
  );
  route(app, adminProviderEndpoints.createConfiguration, (request) =>
    createMerchantProvider(writer(request), request.body, apiUrlRule),
  );
  route(app, adminProviderEndpoints.updateConfiguration, (request) =>
    updateMerchantProvider(writer(request), request.params.configId, request.body, apiUrlRule),
  );
  route(app, adminProviderEndpoints.deleteConfiguration, (request) =>
    deleteMerchantProvider(writer(request), request.params.configId),
  );

  route(app, adminAccountEndpoints.options, () => areaOptions(deps.db));
  route(app, adminAccountEndpoints.bankAccounts, (request) =>
    listAdminBankAccounts(deps.db, request.query),
  );
  route(app, adminAccountEndpoints.createBankAccount, (request) =>
    createAdminBankAccount(writer(request), request.body),
  );
  route(app, adminAccountEndpoints.updateBankAccount, (request) =>
    updateAdminBankAccount(writer(request), request.params.bankAccountId, request.body),
  );
  route(app, adminAccountEndpoints.virtualAccounts, (request) =>
    listAdminVirtualAccounts(deps.db, request.query),
  );
  route(app, adminAccountEndpoints.createVirtualAccount, (request) =>
    createAdminVirtualAccount(writer(request), request.body),
  );
  route(app, adminAccountEndpoints.updateVirtualAccount, (request) =>
    updateAdminVirtualAccount(writer(request), request.params.virtualAccountId, request.body),
  );
};

export default adminProvidersRoutes;
