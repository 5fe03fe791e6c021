import * as z from 'zod/mini';
import { pageSizeField } from './paging';
import { ZLanguage } from './auth';
import { type Endpoint, merchantEndpoint, merchantParams } from './endpoint';
import { REQUIRED, requiredOr, requiredString } from './field-errors';
import {
  MOVEMENT_TYPES,
  type TMovementType,
  ZBalancePoint,
  ZBalanceSummary,
  ZBankAccount,
  ZCents,
  ZStatementEntry,
  ZStatementPage,
  ZVirtualAccount,
  ZVirtualAccountStatus,
  VIRTUAL_ACCOUNT_TYPES,
  ZVirtualAccountType,
} from './ledger';

/**
 * The accounts API (issue 4): bank accounts, virtual accounts, home balances, statement and its
 * CSV / OFX exports, all under `/merchants/:merchantId/...`. Error texts are i18n keys of the
 * `accounts` namespace (`locales/<lang>/accounts.json`, `ledger.errors.*`) or of `common`
 * (`validation.*`).
 */

/** A virtual account's label: 1 to 80 characters once trimmed (the ledger's limit). */
export const VIRTUAL_ACCOUNT_LABEL_MAX = 80;
/** Largest statement page the API serves. */
export const STATEMENT_LIMIT_MAX = 200;
/** Longest period of the home (balance chart), in days, both ends included. */
export const HOME_PERIOD_MAX_DAYS = 366;

const ZLabel = z.string(REQUIRED).check(
  z.refine((value) => value.trim().length > 0, REQUIRED),
  z.refine((value) => value.trim().length <= VIRTUAL_ACCOUNT_LABEL_MAX, {
    error: 'ledger.errors.labelTooLong',
  }),
);

// ---------------------------------------------------------------------------------------------
// Dates and periods

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both included (YYYY-MM-DD). */
export const periodDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The days a period may start or end on. Nothing in the ledger is older than 2000 or planned
 * past 2100, and far years (0000-01-01, 9999-12-31) are beyond what the database's dates and the
 * time-zone arithmetic can hold: outside this range a date is a 400, never a query.
 */
export const PERIOD_DATE_MIN = '2000-01-01';
export const PERIOD_DATE_MAX = '2100-12-31';
export const isPeriodDateInRange = (value: string): boolean =>
  value >= PERIOD_DATE_MIN && value <= PERIOD_DATE_MAX;

/** A calendar day, YYYY-MM-DD, within the ledger's range. */
export const ZIsoDate = z.string().check(
  z.refine(isIsoDate, { error: 'ledger.errors.invalidDate' }),
  z.refine((value) => !isIsoDate(value) || isPeriodDateInRange(value), {
    error: 'ledger.errors.dateOutOfRange',
  }),
);

type Period = { from?: string | undefined; to?: string | undefined };
const bothDates = (query: Period): query is { from: string; to: string } =>
  query.from !== undefined &&
  query.to !== undefined &&
  isIsoDate(query.from) &&
  isIsoDate(query.to);
/** `from` is not after `to` (the error on `to`). */
export const periodInOrder = z.refine<Period>(
  (query) => !bothDates(query) || query.from <= query.to,
  {
    error: 'ledger.errors.periodOrder',
    path: ['to'],
  },
);

// ---------------------------------------------------------------------------------------------
// Bank accounts

export const ZBankAccountParams = merchantParams({ bankAccountId: z.string() });

/** The bank account a virtual account lives on, as lists and details show it. */
export const ZBankAccountSummary = z.pick(ZBankAccount, {
  id: true,
  providerId: true,
  holderName: true,
  bankCode: true,
  bankName: true,
  branchNumber: true,
  accountNumber: true,
  accountType: true,
});
export type TBankAccountSummary = z.infer<typeof ZBankAccountSummary>;

export const ZBankAccountsResponse = z.object({ items: z.array(ZBankAccount) });
export type TBankAccountsResponse = z.infer<typeof ZBankAccountsResponse>;

/** A bank account with its virtual accounts; `balance` is their sum. */
export const ZBankAccountDetail = z.extend(ZBankAccount, {
  blockedBalance: ZCents,
  availableBalance: ZCents,
  virtualAccounts: z.array(ZVirtualAccount),
});
export type TBankAccountDetail = z.infer<typeof ZBankAccountDetail>;

// ---------------------------------------------------------------------------------------------
// Virtual accounts

export const ZVirtualAccountParams = merchantParams({
  virtualAccountId: z.string(),
});

export const ZVirtualAccountsQuery = z.object({
  type: z.optional(ZVirtualAccountType),
  status: z.optional(ZVirtualAccountStatus),
  bankAccountId: z.optional(z.string()),
});
export type TVirtualAccountsQuery = z.infer<typeof ZVirtualAccountsQuery>;

/** Balance, blocked balance, available balance and the bank account (branch, account). */
export const ZVirtualAccountDetail = z.extend(ZVirtualAccount, {
  bankAccount: ZBankAccountSummary,
});
export type TVirtualAccountDetail = z.infer<typeof ZVirtualAccountDetail>;

export const ZVirtualAccountsResponse = z.object({ items: z.array(ZVirtualAccountDetail) });
export type TVirtualAccountsResponse = z.infer<typeof ZVirtualAccountsResponse>;

/** Label, one of the nine types, one of the merchant's bank accounts; BRL only (docs/ledger.md). */
export const ZCreateVirtualAccountRequest = z.object({
  label: ZLabel,
  type: z.enum(VIRTUAL_ACCOUNT_TYPES, requiredOr('ledger.errors.invalidType')),
  bankAccountId: requiredString(),
  currency: z.optional(
    z.string().check(
      z.refine((value) => value === 'BRL', {
        error: 'ledger.errors.currencyBrl',
      }),
    ),
  ),
});
export type TCreateVirtualAccountRequest = z.infer<typeof ZCreateVirtualAccountRequest>;

/**
 * Only the label changes after creation. `type` and `currency` are accepted here so that the
 * API answers a change of them with its own field error (`ledger.errors.typeImmutable`,
 * `ledger.errors.currencyImmutable`) instead of a generic one; sending the current values back
 * is not a change and is accepted.
 */
export const ZUpdateVirtualAccountRequest = z.object({
  label: z.optional(ZLabel),
  type: z.optional(z.string({ error: 'ledger.errors.typeImmutable' })),
  currency: z.optional(z.string({ error: 'ledger.errors.currencyImmutable' })),
});
export type TUpdateVirtualAccountRequest = z.infer<typeof ZUpdateVirtualAccountRequest>;

// ---------------------------------------------------------------------------------------------
// Home

/**
 * The home's period: calendar days in the merchant's time zone (America/Sao_Paulo), both ends
 * included. Defaults: `to` today, `from` 29 days before `to` (30 days). At most 366 days.
 */
export const ZHomeQuery = z.object({ from: z.optional(ZIsoDate), to: z.optional(ZIsoDate) }).check(
  periodInOrder,
  z.refine<Period>(
    (query) => !bothDates(query) || periodDays(query.from, query.to) <= HOME_PERIOD_MAX_DAYS,
    { error: 'ledger.errors.periodTooLong', path: ['from'] },
  ),
);
export type THomeQuery = z.infer<typeof ZHomeQuery>;

/** Balance cards: available = current − blocked; ratio = available / current (null at 0). */
export const ZBalanceCards = z.object({
  current: ZCents,
  blocked: ZCents,
  available: ZCents,
  ratio: z.nullable(z.number()),
});
export type TBalanceCards = z.infer<typeof ZBalanceCards>;

export const ZHomeResponse = z.object({
  period: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  balance: ZBalanceCards,
  /** Totals of each movement type over the period (magnitudes, cents). */
  summary: ZBalanceSummary,
  /** The 10 newest statement entries (all time). */
  latestTransactions: z.array(ZStatementEntry),
  /** Closing balance of every day of the period, oldest first. */
  history: z.array(ZBalancePoint),
});
export type THomeResponse = z.infer<typeof ZHomeResponse>;

// ---------------------------------------------------------------------------------------------
// Statement

export const isMovementType = (value: string): value is TMovementType =>
  (MOVEMENT_TYPES as readonly string[]).includes(value);

/** `type=fee&type=refund` or `type=fee,refund` → ['fee', 'refund']. */
const toList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .flatMap((item) => String(item).split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');

const ZMovementTypes = z.pipe(
  z.transform(toList),
  z
    .array(z.string())
    .check(z.refine((list) => list.every(isMovementType), { error: 'ledger.errors.invalidType' })),
);

const statementFilter = {
  /** One virtual account (another merchant's or unknown: 404 'Virtual account not found'). */
  virtualAccountId: z.optional(z.string()),
  /** Movement types, repeated or comma-separated. */
  type: z.optional(ZMovementTypes),
  /** First day (YYYY-MM-DD, America/Sao_Paulo), included. */
  from: z.optional(ZIsoDate),
  /** Last day (YYYY-MM-DD, America/Sao_Paulo), included. */
  to: z.optional(ZIsoDate),
};

export const ZStatementQuery = z
  .object({
    ...statementFilter,
    cursor: z.optional(
      z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, { error: 'ledger.errors.invalidCursor' })),
    ),
    limit: pageSizeField(STATEMENT_LIMIT_MAX, 'ledger.errors.pageSize'),
  })
  .check(periodInOrder);
export type TStatementQuery = z.input<typeof ZStatementQuery>;

export const ZStatementEntryParams = merchantParams({ entryId: z.string() });

/** A statement entry with the bank account of its virtual account. */
export const ZStatementEntryDetail = z.extend(ZStatementEntry, {
  bankAccount: ZBankAccountSummary,
});
export type TStatementEntryDetail = z.infer<typeof ZStatementEntryDetail>;

/**
 * Export filters: the statement's, plus the file's language (header, types, number and date
 * formats; default: the merchant's default language). OFX needs `virtualAccountId`.
 */
export const ZStatementExportQuery = z
  .object({ ...statementFilter, language: z.optional(ZLanguage) })
  .check(periodInOrder);
export type TStatementExportQuery = z.input<typeof ZStatementExportQuery>;

// ---------------------------------------------------------------------------------------------
// Endpoints

/**
 * Bank accounts, virtual accounts, home balances, the statement and its exports: one cache
 * group, `accounts`, which every call that moves money (transfers, QR code payments) also
 * invalidates, so balances, statement, home and account lists are read again.
 */
export const accountEndpoints = {
  listBankAccounts: merchantEndpoint({
    method: 'GET',
    path: '/bank-accounts',
    access: 'merchant.read',
    group: 'accounts',
    summary: 'The merchant’s bank accounts, each with the balance of its virtual accounts',
    response: ZBankAccountsResponse,
  }),
  getBankAccount: merchantEndpoint({
    method: 'GET',
    path: '/bank-accounts/:bankAccountId',
    access: 'merchant.read',
    group: 'accounts',
    summary: 'A bank account with its virtual accounts',
    description: "Unknown or another merchant’s id: 404 'Bank account not found'.",
    params: ZBankAccountParams,
    response: ZBankAccountDetail,
  }),
  listVirtualAccounts: merchantEndpoint({
    method: 'GET',
    path: '/virtual-accounts',
    access: 'merchant.read',
    group: 'accounts',
    summary: 'Virtual accounts with balances and their bank account (filters: type, status)',
    query: ZVirtualAccountsQuery,
    response: ZVirtualAccountsResponse,
  }),
  createVirtualAccount: merchantEndpoint({
    method: 'POST',
    path: '/virtual-accounts',
    access: 'accounts.manage',
    group: 'accounts',
    summary: 'Open a virtual account (label, type, bank account; BRL)',
    description: 'The bank account must be the merchant’s (400 `fields.bankAccountId` otherwise).',
    body: ZCreateVirtualAccountRequest,
    response: ZVirtualAccountDetail,
    status: 201,
    invalidates: ['accounts'],
  }),
  getVirtualAccount: merchantEndpoint({
    method: 'GET',
    path: '/virtual-accounts/:virtualAccountId',
    access: 'merchant.read',
    group: 'accounts',
    summary: 'A virtual account: balance, blocked, available, bank account',
    description: "Unknown or another merchant’s id: 404 'Virtual account not found'.",
    params: ZVirtualAccountParams,
    response: ZVirtualAccountDetail,
  }),
  /** The label shows in the Pix key lists too: they are read again with the accounts. */
  renameVirtualAccount: merchantEndpoint({
    method: 'PATCH',
    path: '/virtual-accounts/:virtualAccountId',
    access: 'accounts.manage',
    group: 'accounts',
    summary: 'Rename a virtual account (only the label can change)',
    description:
      'A different `type` or `currency` is refused: 400 ' +
      "`fields.type` = 'ledger.errors.typeImmutable' / `fields.currency` = " +
      "'ledger.errors.currencyImmutable'.",
    params: ZVirtualAccountParams,
    body: ZUpdateVirtualAccountRequest,
    response: ZVirtualAccountDetail,
    invalidates: ['accounts', 'pix-keys'],
  }),
  home: merchantEndpoint({
    method: 'GET',
    path: '/home',
    access: 'merchant.read',
    group: 'accounts',
    summary: 'Home: balance cards, period totals, latest transactions, daily balance history',
    description:
      '`from`/`to`: days YYYY-MM-DD in America/Sao_Paulo, both included, at most 366 days ' +
      '(default: the last 30 days).',
    query: ZHomeQuery,
    response: ZHomeResponse,
  }),
  statement: merchantEndpoint({
    method: 'GET',
    path: '/statement',
    access: 'merchant.read',
    group: 'accounts',
    summary: 'Statement page, newest first (keyset: pass `nextCursor` as `cursor`)',
    description:
      'Filters: `virtualAccountId`, `type` (repeated or comma-separated), `from`/`to` (days in ' +
      'America/Sao_Paulo, both included); `limit` 1–200 (default 50).',
    query: ZStatementQuery,
    response: ZStatementPage,
  }),
  exportStatementCsv: merchantEndpoint({
    method: 'GET',
    path: '/statement/export.csv',
    access: 'merchant.read',
    group: 'accounts',
    summary: 'Statement as CSV, streamed (same filters as the statement)',
    description:
      'UTF-8 with BOM, CRLF. en: `,` separator, decimal point, ISO 8601 dates with offset; ' +
      'pt-BR: `;` separator, decimal comma, dd/mm/yyyy hh:mm:ss (America/Sao_Paulo). ' +
      '`language` defaults to the merchant’s.',
    query: ZStatementExportQuery,
    file: { contentType: 'text/csv; charset=utf-8' },
  }),
  exportStatementOfx: merchantEndpoint({
    method: 'GET',
    path: '/statement/export.ofx',
    access: 'merchant.read',
    group: 'accounts',
    summary: 'One virtual account’s statement as OFX 1.0.2 (SGML), streamed',
    description:
      "`virtualAccountId` is required (400 `fields.virtualAccountId` = 'ledger.errors." +
      "ofxNeedsAccount'). Windows-1252; one STMTTRN per entry (FITID = entry id), BANKACCTFROM " +
      'from the bank account, LEDGERBAL at the end of the period.',
    query: ZStatementExportQuery,
    file: { contentType: 'application/x-ofx; charset=windows-1252' },
  }),
  getStatementEntry: merchantEndpoint({
    method: 'GET',
    path: '/statement/:entryId',
    access: 'merchant.read',
    group: 'accounts',
    summary: 'A statement entry with its virtual account and bank account',
    description: "Unknown or another merchant’s entry: 404 'Statement entry not found'.",
    params: ZStatementEntryParams,
    response: ZStatementEntryDetail,
  }),
} as const satisfies Record<string, Endpoint>;
