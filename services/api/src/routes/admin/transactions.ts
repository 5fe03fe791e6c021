import { adminTransactionEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import {
  exportAdminTransactionsCsv,
  listAdminTransactions,
} from '../../services/admin-transactions/list-transactions';
import {
  exportTransactionsReportCsv,
  transactionsReport,
} from '../../services/admin-transactions/transactions-report';
import { route } from '../endpoint-route';

/** Transactions and reports of the back office (docs/back-office.md), `transactions.read`. */
const adminTransactionsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  route(app, adminTransactionEndpoints.list, (request) => listAdminTransactions(db, request.query));
  route(app, adminTransactionEndpoints.exportCsv, (request) =>
    exportAdminTransactionsCsv(db, request.query),
  );
  route(app, adminTransactionEndpoints.report, (request) => transactionsReport(db, request.query));
  route(app, adminTransactionEndpoints.reportCsv, (request) =>
    exportTransactionsReportCsv(db, request.query),
  );
};

export default adminTransactionsRoutes;
