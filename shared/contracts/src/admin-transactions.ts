import * as z from 'zod/mini';
import { isIsoDate, ZIsoDate } from './accounts';
import { ZLanguage } from './auth';
import type { Endpoint } from './endpoint';
import { ZCents } from './ledger';
import { cursorPage, pageSizeField } from './paging';

/**
 * The back office's transactions and reports (docs/back-office.md "Transactions and reports"):
 * every merchant's movements as the spec's "Transaction" (id, merchant, reference, type, amount,
 * status, created at), one list across merchants, its CSV, and totals for a period.
 */

/** The spec's transaction types (docs/back-office.md "Transactions and reports"). */
export const TRANSACTION_TYPES = ['payment', 'deposit', 'fee', 'withdraw', 'transfer'] as const;
export const ZTransactionType = z.enum(TRANSACTION_TYPES);
export type TTransactionType = z.infer<typeof ZTransactionType>;

/** The spec's transaction statuses. */
export const TRANSACTION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'processing',
  'failed',
  'declined',
] as const;
export const ZTransactionStatus = z.enum(TRANSACTION_STATUSES);
export type TTransactionStatus = z.infer<typeof ZTransactionStatus>;

export const ADMIN_TRANSACTIONS_PAGE_MAX = 200;
/** The longest period a report totals. */
export const TRANSACTIONS_REPORT_MAX_DAYS = 366;

export const ADMIN_TRANSACTION_MESSAGES = {
  periodOrder: 'admin:money.transactions.errors.periodOrder',
  amountOrder: 'admin:money.transactions.errors.amountOrder',
  amount: 'admin:money.transactions.errors.amount',
  invalidCursor: 'admin:money.transactions.errors.invalidCursor',
  pageSize: 'admin:money.transactions.errors.pageSize',
  merchant: 'admin:money.transactions.errors.merchant',
  periodRequired: 'admin:money.reports.errors.periodRequired',
  periodTooLong: 'admin:money.reports.errors.periodTooLong',
} as const;

/** A non-negative whole number of cents in a query string. */
const amountField = () => {
  const error = { error: ADMIN_TRANSACTION_MESSAGES.amount };
  return z.optional(
    z.coerce
      .number(error)
      .check(z.int(error), z.minimum(0, error), z.maximum(Number.MAX_SAFE_INTEGER, error)),
  );
};

type Filter = {
  from?: string | undefined;
  to?: string | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
};
const datesInOrder = (q: Filter) =>
  q.from === undefined ||
  q.to === undefined ||
  !isIsoDate(q.from) ||
  !isIsoDate(q.to) ||
  q.from <= q.to;

/** The filters of the list and of its CSV. Dates: São Paulo days, both included. */
const transactionFilter = {
  merchantId: z.optional(z.uuid({ error: ADMIN_TRANSACTION_MESSAGES.merchant })),
  type: z.optional(ZTransactionType),
  status: z.optional(ZTransactionStatus),
  /** First day (YYYY-MM-DD, America/Sao_Paulo), included. */
  from: z.optional(ZIsoDate),
  /** Last day (YYYY-MM-DD, America/Sao_Paulo), included. */
  to: z.optional(ZIsoDate),
  /** Cents, included. */
  minAmount: amountField(),
  /** Cents, included. */
  maxAmount: amountField(),
};

const filterChecks = [
  z.refine<Filter>(datesInOrder, {
    error: ADMIN_TRANSACTION_MESSAGES.periodOrder,
    path: ['to'],
  }),
  z.refine<Filter>(
    (q) => q.minAmount === undefined || q.maxAmount === undefined || q.minAmount <= q.maxAmount,
    { error: ADMIN_TRANSACTION_MESSAGES.amountOrder, path: ['maxAmount'] },
  ),
] as const;

export const ZAdminTransactionsQuery = z
  .object({
    ...transactionFilter,
    /** Opaque: the `nextCursor` of the previous page (same filters). */
    cursor: z.optional(z.string().check(z.maxLength(300))),
    limit: pageSizeField(ADMIN_TRANSACTIONS_PAGE_MAX, ADMIN_TRANSACTION_MESSAGES.pageSize),
  })
  .check(...filterChecks);
export type TAdminTransactionsQuery = z.input<typeof ZAdminTransactionsQuery>;
export type TAdminTransactionsParsedQuery = z.infer<typeof ZAdminTransactionsQuery>;

export const ZAdminTransactionsExportQuery = z
  .object({ ...transactionFilter, language: z.optional(ZLanguage) })
  .check(...filterChecks);
export type TAdminTransactionsExportQuery = z.input<typeof ZAdminTransactionsExportQuery>;
export type TAdminTransactionsParsedExportQuery = z.infer<typeof ZAdminTransactionsExportQuery>;

/** One row: the spec's transaction, its merchant and the document it belongs to (if any). */
export const ZAdminTransaction = z.object({
  /** The document's id, or the ledger entry's for a movement without a document (a fee). */
  id: z.uuid(),
  merchantId: z.uuid(),
  merchantName: z.string(),
  reference: z.nullable(z.string()),
  type: ZTransactionType,
  /** Cents, positive. */
  amount: ZCents,
  status: ZTransactionStatus,
  createdAt: z.string(),
  /** The document (GET /merchants/:merchantId/documents/:documentId), when there is one. */
  documentId: z.nullable(z.uuid()),
});
export type TAdminTransaction = z.infer<typeof ZAdminTransaction>;
export const ZAdminTransactionPage = cursorPage(ZAdminTransaction);
export type TAdminTransactionPage = z.infer<typeof ZAdminTransactionPage>;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

type Period = { from?: string | undefined; to?: string | undefined };
const reportChecks = [
  z.refine<Period>((q) => q.from !== undefined, {
    error: ADMIN_TRANSACTION_MESSAGES.periodRequired,
    path: ['from'],
  }),
  z.refine<Period>((q) => q.to !== undefined, {
    error: ADMIN_TRANSACTION_MESSAGES.periodRequired,
    path: ['to'],
  }),
  z.refine<Period>(datesInOrder, { error: ADMIN_TRANSACTION_MESSAGES.periodOrder, path: ['to'] }),
  z.refine<Period>(
    (q) =>
      q.from === undefined ||
      q.to === undefined ||
      !isIsoDate(q.from) ||
      !isIsoDate(q.to) ||
      q.from > q.to ||
      daysBetween(q.from, q.to) <= TRANSACTIONS_REPORT_MAX_DAYS,
    { error: ADMIN_TRANSACTION_MESSAGES.periodTooLong, path: ['to'] },
  ),
] as const;

/** A report's period (both days required, at most 366 days) and an optional merchant. */
const reportFilter = {
  from: z.optional(ZIsoDate),
  to: z.optional(ZIsoDate),
  merchantId: z.optional(z.uuid({ error: ADMIN_TRANSACTION_MESSAGES.merchant })),
};
export const ZTransactionsReportQuery = z.object(reportFilter).check(...reportChecks);
export type TTransactionsReportQuery = z.input<typeof ZTransactionsReportQuery>;
export const ZTransactionsReportExportQuery = z
  .object({ ...reportFilter, language: z.optional(ZLanguage) })
  .check(...reportChecks);
export type TTransactionsReportExportQuery = z.input<typeof ZTransactionsReportExportQuery>;

const ZTotals = { count: z.int(), amount: ZCents };
export const ZTransactionsReport = z.object({
  from: z.string(),
  to: z.string(),
  total: z.object(ZTotals),
  /** Every day of the period (São Paulo days), zeros included, oldest first. */
  byDay: z.array(z.object({ date: z.string(), ...ZTotals })),
  /** Every type, zeros included, in TRANSACTION_TYPES order. */
  byType: z.array(z.object({ type: ZTransactionType, ...ZTotals })),
  /** Merchants with movements in the period, largest amount first. */
  byMerchant: z.array(z.object({ merchantId: z.uuid(), merchantName: z.string(), ...ZTotals })),
});
export type TTransactionsReport = z.infer<typeof ZTransactionsReport>;

const CSV_DESCRIPTION =
  'UTF-8 with BOM, CRLF, RFC 4180 (the statement CSV’s conventions, no `sep=` line): en `,` and ' +
  'decimal point, ISO 8601; pt-BR `;`, decimal comma, dd/mm/yyyy hh:mm:ss (America/Sao_Paulo).';

export const adminTransactionEndpoints = {
  list: {
    method: 'GET',
    path: '/admin/transactions',
    access: { admin: 'transactions.read' },
    group: 'admin',
    summary: 'Every merchant’s transactions, newest first, filtered, keyset-paged',
    description:
      'Documents (entry, out, transfer, return) and the ledger movements without a document ' +
      '(fees) as the spec’s transactions. Period: São Paulo days, both included; amounts in ' +
      'cents, both included.',
    query: ZAdminTransactionsQuery,
    response: ZAdminTransactionPage,
    errors: [400, 401, 403],
  },
  exportCsv: {
    method: 'GET',
    path: '/admin/transactions/export',
    access: { admin: 'transactions.read' },
    group: 'admin',
    summary: 'The filtered transactions as CSV, streamed (same filters as the list)',
    description: CSV_DESCRIPTION,
    query: ZAdminTransactionsExportQuery,
    file: { contentType: 'text/csv; charset=utf-8' },
    errors: [400, 401, 403],
  },
  report: {
    method: 'GET',
    path: '/admin/reports/transactions',
    access: { admin: 'transactions.read' },
    group: 'admin',
    summary: 'Totals of approved transactions by day, type and merchant for a period',
    description:
      'Days in America/Sao_Paulo; `from` and `to` required, at most 366 days. Only approved ' +
      'transactions (money that moved): the totals are the ledger’s.',
    query: ZTransactionsReportQuery,
    response: ZTransactionsReport,
    errors: [400, 401, 403],
  },
  reportCsv: {
    method: 'GET',
    path: '/admin/reports/transactions/export',
    access: { admin: 'transactions.read' },
    group: 'admin',
    summary: 'The report as CSV: one line per day, merchant and type (a pivot table’s source)',
    description: CSV_DESCRIPTION,
    query: ZTransactionsReportExportQuery,
    file: { contentType: 'text/csv; charset=utf-8' },
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, Endpoint>;
