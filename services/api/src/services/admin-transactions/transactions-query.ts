import {
  ADMIN_TRANSACTION_MESSAGES,
  AppErrorCode,
  type TTransactionStatus,
  type TTransactionType,
} from '@arara/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addDays, startOfZonedDay } from '../../lib/zoned-time';
import { isUuid } from '../../repositories/ledger-accounts-repository';

/**
 * The back office's transactions (docs/back-office.md "Transactions and reports"): one list of
 * every merchant's movements as the spec's "Transaction", read from two sources in one keyset
 * order `(created_at, id)` newest first:
 *
 * - every document (`payment_documents`: entry, out, transfer, return), with its own status —
 *   pending, failed or cancelled ones moved no money but are transactions all the same;
 * - every ledger entry that no document points to (`ledger_entries` without a
 *   `payment_documents.ledger_entry_id`): the fee of a withdrawal, movements of the seed. A
 *   posted entry is final: `approved`. Its amount is the entry's credit (every entry has exactly
 *   one positive posting, docs/ledger.md); a withdrawal's fee links to the withdrawal's document.
 *
 * Each filter is applied inside each branch (not on the union), so that each branch can walk
 * its `(…, created_at desc, id desc)` index and stop after `limit + 1` rows.
 */

export type TransactionsFilter = {
  merchantId?: string | undefined;
  type?: TTransactionType | undefined;
  status?: TTransactionStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
};

/** Where the previous page stopped: its last row's created_at (microseconds) and id. */
export type Position = { at: string; id: string };

export type TransactionRow = {
  id: string;
  merchantId: string;
  merchantName: string;
  reference: string | null;
  type: TTransactionType;
  amount: number;
  status: TTransactionStatus;
  createdAt: Date;
  /** created_at as UTC text with its microseconds (the cursor's value). */
  at: string;
  documentId: string | null;
};

const TRUE = sql`true`;
const FALSE = sql`false`;
const all = (parts: (SQL | undefined)[]) => {
  const present = parts.filter((part): part is SQL => part !== undefined);
  return present.length === 0 ? TRUE : sql.join(present, sql` and `);
};

/**
 * A document's spec type: an `out` is a withdraw from its request on, else a payment. A
 * withdrawal's `withdrawals` row is written when it settles; before that, its document is known
 * by its TED settlement job (waiting for the network, or failed there) or by its approval
 * request (waiting for approvers), each unique per document.
 */
const isWithdrawal = sql`(exists (select 1 from withdrawals w where w.document_id = d.id)
  or exists (select 1 from settlement_jobs j where j.document_id = d.id and j.kind = 'ted')
  or exists (select 1 from payment_approvals a where a.document_id = d.id and a.operation = 'withdrawal'))`;
const documentType = sql`case d.kind
  when 'entry' then 'deposit'
  when 'transfer' then 'transfer'
  when 'return' then case d.return_direction when 'in' then 'deposit' else 'payment' end
  else case when ${isWithdrawal} then 'withdraw' else 'payment' end end`;
/** The document statuses are the spec's, but `refunded`: that payment was approved (its refund is a row of its own). */
const documentStatus = sql`case d.status when 'refunded' then 'approved' else d.status end`;
const entryType = sql`case e.type when 'withdrawal' then 'withdraw' when 'refund' then 'payment' else e.type end`;
const entryAmount = sql`(select sum(p.amount) from ledger_postings p where p.entry_id = e.id and p.amount > 0)`;

function documentTypeIs(type: TTransactionType): SQL {
  switch (type) {
    case 'deposit':
      return sql`(d.kind = 'entry' or (d.kind = 'return' and d.return_direction = 'in'))`;
    case 'transfer':
      return sql`d.kind = 'transfer'`;
    case 'withdraw':
      return sql`(d.kind = 'out' and ${isWithdrawal})`;
    case 'payment':
      return sql`((d.kind = 'out' and not ${isWithdrawal}) or (d.kind = 'return' and d.return_direction = 'out'))`;
    case 'fee':
      return FALSE;
  }
}
const ENTRY_TYPE: Record<TTransactionType, string> = {
  deposit: 'deposit',
  fee: 'fee',
  withdraw: 'withdrawal',
  payment: 'refund',
  transfer: 'transfer',
};

function documentStatusIs(status: TTransactionStatus): SQL {
  if (status === 'approved') return sql`d.status in ('approved', 'refunded')`;
  if (status === 'rejected' || status === 'processing') return FALSE;
  return sql`d.status = ${status}`;
}

/** The period: São Paulo days, both included (`to`'s whole day), like the statement's. */
const period = (column: SQL, filter: TransactionsFilter) => [
  filter.from === undefined
    ? undefined
    : sql`${column} >= ${startOfZonedDay(filter.from).toISOString()}::timestamptz`,
  filter.to === undefined
    ? undefined
    : sql`${column} < ${startOfZonedDay(addDays(filter.to, 1)).toISOString()}::timestamptz`,
];

const after = (alias: string, position: Position | undefined) =>
  position === undefined
    ? undefined
    : sql`(${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) < (${position.at}::timestamptz, ${position.id}::uuid)`;

/** The union of both sources with every filter inside its branch; rows in keyset order. */
export function transactionsUnion(filter: TransactionsFilter, position?: Position): SQL {
  const documentWhere = all([
    filter.merchantId === undefined ? undefined : sql`d.merchant_id = ${filter.merchantId}`,
    filter.type === undefined ? undefined : documentTypeIs(filter.type),
    filter.status === undefined ? undefined : documentStatusIs(filter.status),
    ...period(sql`d.created_at`, filter),
    filter.minAmount === undefined ? undefined : sql`d.amount >= ${filter.minAmount}`,
    filter.maxAmount === undefined ? undefined : sql`d.amount <= ${filter.maxAmount}`,
    after('d', position),
  ]);
  const entryWhere = all([
    sql`not exists (select 1 from payment_documents pd where pd.ledger_entry_id = e.id)`,
    filter.merchantId === undefined ? undefined : sql`e.merchant_id = ${filter.merchantId}`,
    filter.type === undefined ? undefined : sql`e.type = ${ENTRY_TYPE[filter.type]}`,
    filter.status === undefined || filter.status === 'approved' ? undefined : FALSE,
    ...period(sql`e.created_at`, filter),
    filter.minAmount === undefined ? undefined : sql`${entryAmount} >= ${filter.minAmount}`,
    filter.maxAmount === undefined ? undefined : sql`${entryAmount} <= ${filter.maxAmount}`,
    after('e', position),
  ]);
  return sql`
    select d.id, d.merchant_id, d.reference, ${documentType} as type, d.amount::bigint as amount,
           ${documentStatus} as status, d.created_at, d.id as document_id
      from payment_documents d
     where ${documentWhere}
    union all
    select e.id, e.merchant_id, e.reference, ${entryType} as type, ${entryAmount}::bigint as amount,
           'approved' as status, e.created_at, null::uuid as document_id
      from ledger_entries e
     where ${entryWhere}`;
}

type RawRow = {
  id: string;
  merchant_id: string;
  merchant_name: string;
  reference: string | null;
  type: TTransactionType;
  amount: string | number;
  status: TTransactionStatus;
  created_at: string | Date;
  at: string;
  document_id: string | null;
  fee_document_id: string | null;
};

/**
 * One keyset page of the filtered list: `limit` rows after `position`, and whether more exist
 * (one row more than asked, no count(*)). Newest first, the id breaking ties.
 */
export async function readTransactionsPage(
  db: Db,
  filter: TransactionsFilter,
  position: Position | undefined,
  limit: number,
): Promise<{ rows: TransactionRow[]; hasMore: boolean }> {
  const result = (await db.execute(sql`
    select t.id, t.merchant_id, m.name as merchant_name, t.reference, t.type, t.amount, t.status,
           t.created_at,
           to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
           coalesce(t.document_id,
             (select w.document_id from withdrawals w where w.fee_entry_id = t.id)) as document_id
      from (${transactionsUnion(filter, position)}
             order by created_at desc nulls last, id desc nulls last
             limit ${limit + 1}) t
      join merchants m on m.id = t.merchant_id
     order by t.created_at desc nulls last, t.id desc nulls last`)) as { rows: RawRow[] };
  const rows = result.rows.slice(0, limit).map(
    (row): TransactionRow => ({
      id: row.id,
      merchantId: row.merchant_id,
      merchantName: row.merchant_name,
      reference: row.reference,
      type: row.type,
      amount: Number(row.amount),
      status: row.status,
      createdAt: new Date(row.created_at),
      at: row.at,
      documentId: row.document_id,
    }),
  );
  return { rows, hasMore: result.rows.length > limit };
}

const CREATED_AT_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const invalidCursor = () =>
  new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid cursor', {
    cursor: ADMIN_TRANSACTION_MESSAGES.invalidCursor,
  });

/** The opaque cursor: base64url of `[created_at with microseconds, id]` (docs/documents.md). */
export const encodeCursor = (position: Position): string =>
  Buffer.from(JSON.stringify([position.at, position.id]), 'utf8').toString('base64url');

/** A cursor from `encodeCursor`, or 400 `fields.cursor` (never a 500). */
export function decodeCursor(cursor: string): Position {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,300}$/.test(cursor)) throw invalidCursor();
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || !CREATED_AT_TEXT.test(at) || Number.isNaN(Date.parse(at))) {
    throw invalidCursor();
  }
  if (typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  return { at, id };
}

/** Every row of the filter, read in keyset batches: an export holds one batch at a time. */
export async function* streamTransactions(
  db: Db,
  filter: TransactionsFilter,
  options: { batchSize?: number } = {},
): AsyncGenerator<TransactionRow> {
  const batchSize = options.batchSize ?? 1000;
  let position: Position | undefined;
  for (;;) {
    const { rows, hasMore } = await readTransactionsPage(db, filter, position, batchSize);
    yield* rows;
    const last = rows.at(-1);
    if (!hasMore || !last) return;
    position = { at: last.at, id: last.id };
  }
}
