import { downloadApiFile } from '@arara/api-client';
import { endpointQueryOptions } from '@arara/api-client/query';
import {
  adminTransactionEndpoints,
  endpointPath,
  endpointSearch,
  type TLanguage,
} from '@arara/contracts';

export type ReportPeriod = { from: string; to: string };

/** GET /admin/reports/transactions for a period (São Paulo days, both included). */
export const transactionsReportQueryOptions = (period: ReportPeriod) =>
  endpointQueryOptions(adminTransactionEndpoints.report, { query: period });

/** GET /admin/reports/transactions/export: a line per day, merchant and type. */
export const downloadTransactionsReportCsv = (period: ReportPeriod, language: TLanguage) =>
  downloadApiFile(
    `${endpointPath(adminTransactionEndpoints.reportCsv)}${endpointSearch({ ...period, language })}`,
    'transactions-report.csv',
  );
