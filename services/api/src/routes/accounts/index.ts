import { accountEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { exportStatementCsv, exportStatementOfx } from '../../services/accounts/export-statement';
import { getBankAccount } from '../../services/accounts/get-bank-account';
import { getHome } from '../../services/accounts/get-home';
import { getStatement, getStatementEntry } from '../../services/accounts/get-statement';
import { getVirtualAccount } from '../../services/accounts/get-virtual-account';
import { listBankAccounts } from '../../services/accounts/list-bank-accounts';
import { listVirtualAccounts } from '../../services/accounts/list-virtual-accounts';
import { openVirtualAccount } from '../../services/accounts/open-virtual-account';
import { renameVirtualAccount } from '../../services/accounts/rename-virtual-account';
import { merchantRoutes, route } from '../endpoint-route';

/**
 * Bank accounts, virtual accounts, home balances, the statement and its CSV / OFX exports
 * (docs/ledger.md). Reads need `merchant.read`, changes `accounts.manage` (docs/permissions.md).
 */
const accountsRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    const { deps } = scope;
    route(scope, accountEndpoints.listBankAccounts, ({ params }) =>
      listBankAccounts(deps, params.merchantId),
    );
    route(scope, accountEndpoints.getBankAccount, ({ params }) =>
      getBankAccount(deps, params.merchantId, params.bankAccountId),
    );
    route(scope, accountEndpoints.listVirtualAccounts, ({ params, query }) =>
      listVirtualAccounts(deps, params.merchantId, query),
    );
    route(scope, accountEndpoints.createVirtualAccount, ({ params, body }) =>
      openVirtualAccount(deps, params.merchantId, body),
    );
    route(scope, accountEndpoints.getVirtualAccount, ({ params }) =>
      getVirtualAccount(deps, params.merchantId, params.virtualAccountId),
    );
    route(scope, accountEndpoints.renameVirtualAccount, ({ params, body }) =>
      renameVirtualAccount(deps, params.merchantId, params.virtualAccountId, body),
    );
    route(scope, accountEndpoints.home, ({ params, query }) =>
      getHome(deps, params.merchantId, query),
    );
    route(scope, accountEndpoints.statement, ({ params, query }) =>
      getStatement(deps, params.merchantId, query),
    );
    route(scope, accountEndpoints.exportStatementCsv, ({ params, query }) =>
      exportStatementCsv(deps, params.merchantId, query),
    );
    route(scope, accountEndpoints.exportStatementOfx, ({ params, query }) =>
      exportStatementOfx(deps, params.merchantId, query),
    );
    route(scope, accountEndpoints.getStatementEntry, ({ params }) =>
      getStatementEntry(deps, params.merchantId, params.entryId),
    );
  });

export default accountsRoutes;
