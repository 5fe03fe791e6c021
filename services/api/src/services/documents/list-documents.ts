import {
  AppErrorCode,
  type TDocumentsExportQuery,
  type TPaymentDocument,
  type TPaymentDocumentPage,
  type TPaymentDocumentsQuery,
} from '@arara/contracts';
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PaymentDocument, paymentDocuments } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import {
  createLedgerAccountsRepository,
  isUuid,
} from '../../repositories/ledger-accounts-repository';
import { addDays, startOfZonedDay } from '../../lib/zoned-time';
import { requireVirtualAccount } from '../ledger';
import { documentNotFound } from './document-errors';
import { findDocument, toDocumentDtos, toDocumentSummaries } from './document-store';

export const DOCUMENTS_PAGE_DEFAULT = 50;

/** The filters and sort of a list (and of its CSV). */
export type DocumentsFilter = Omit<TDocumentsExportQuery, 'language'>;
type Sort = { by: 'createdAt' | 'amount'; order: 'asc' | 'desc' };
/** Where the previous page stopped: its last document's sort value and id. */
type Position = { value: string | number; id: string };

const d = paymentDocuments;
/**
 * created_at as text with its microseconds: a JavaScript Date keeps milliseconds only, and a
 * cursor that rounded would skip or repeat documents written in the same millisecond.
 */
const createdAtText = sql<string>`to_char(${d.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const CREATED_AT_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const invalidCursor = () =>
  new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid cursor', {
    cursor: 'documents:errors.invalidCursor',
  });

/**
 * The opaque cursor: base64url of `[sort, order, value, id]`. The sort and order are in it so a
 * cursor of another sort is refused instead of paging from the wrong place.
 */
export function encodeCursor(sort: Sort, position: Position): string {
  return Buffer.from(
    JSON.stringify([sort.by, sort.order, position.value, position.id]),
    'utf8',
  ).toString('base64url');
}

/** A cursor from `encodeCursor` with this sort, or 400 `fields.cursor` (never a 500). */
function decodeCursor(cursor: string, sort: Sort): Position {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw invalidCursor();
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidCursor();
  const [by, order, value, id] = parsed as unknown[];
  if (by !== sort.by || order !== sort.order || typeof id !== 'string' || !isUuid(id)) {
    throw invalidCursor();
  }
  if (sort.by === 'createdAt') {
    if (typeof value !== 'string' || !CREATED_AT_TEXT.test(value)) throw invalidCursor();
    if (Number.isNaN(Date.parse(value))) throw invalidCursor();
    return { value, id };
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidCursor();
  }
  return { value, id };
}

/** `%` and `_` of the search are literal in the name's ILIKE. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The WHERE of a list: the merchant's documents matching every filter. The period is São Paulo
 * days, both included (`to`'s whole day), like the statement's. The search is an exact end-to-end
 * id, txid, external id or reference, or part of the counterparty's name (any case).
 */
export function documentsWhere(merchantId: string, filter: DocumentsFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    eq(d.merchantId, merchantId),
    filter.kind === undefined ? undefined : eq(d.kind, filter.kind),
    filter.status === undefined ? undefined : eq(d.status, filter.status),
    filter.method === undefined ? undefined : eq(d.method, filter.method),
    filter.virtualAccountId === undefined
      ? undefined
      : eq(d.virtualAccountId, filter.virtualAccountId),
    filter.from === undefined ? undefined : gte(d.createdAt, startOfZonedDay(filter.from)),
    filter.to === undefined ? undefined : lt(d.createdAt, startOfZonedDay(addDays(filter.to, 1))),
    search === undefined || search === ''
      ? undefined
      : or(
          eq(d.endToEndId, search),
          eq(d.txid, search),
          eq(d.externalId, search),
          eq(d.reference, search),
          ilike(d.counterpartyName, `%${likeLiteral(search)}%`),
        ),
  );
}

const sortOf = (filter: DocumentsFilter): Sort => ({
  by: filter.sort ?? 'createdAt',
  order: filter.order ?? 'desc',
});

/** After `position` in the list's order: (value, id) past the previous page's last. */
function afterPosition(sort: Sort, position: Position): SQL {
  const column =
    sort.by === 'createdAt' ? sql`(${d.createdAt}, ${d.id})` : sql`(${d.amount}, ${d.id})`;
  const value =
    sort.by === 'createdAt'
      ? sql`(${position.value}::timestamptz, ${position.id}::uuid)`
      : sql`(${position.value}::bigint, ${position.id}::uuid)`;
  return sort.order === 'desc' ? sql`${column} < ${value}` : sql`${column} > ${value}`;
}

/**
 * The ORDER BY of a sort, spelled as its index is built so that PostgreSQL walks the index
 * instead of sorting (the columns are never null; only the spelling differs): the date indexes
 * are `created_at DESC NULLS LAST, id DESC NULLS LAST`, read forwards for `desc` and backwards
 * (`ASC NULLS FIRST`) for `asc`; the amount index is `amount, id` (default NULLS LAST).
 */
function orderOf(sort: Sort): SQL[] {
  if (sort.by === 'amount') {
    return sort.order === 'desc' ? [desc(d.amount), desc(d.id)] : [asc(d.amount), asc(d.id)];
  }
  return sort.order === 'desc'
    ? [sql`${d.createdAt} desc nulls last`, sql`${d.id} desc nulls last`]
    : [sql`${d.createdAt} asc nulls first`, sql`${d.id} asc nulls first`];
}

/** One keyset page: `limit` rows of the filtered list after `position`, and whether more exist. */
async function readPage(
  db: Db,
  merchantId: string,
  filter: DocumentsFilter,
  position: Position | undefined,
  limit: number,
): Promise<{ rows: { document: PaymentDocument; at: string }[]; hasMore: boolean }> {
  const sort = sortOf(filter);
  const rows = await db
    .select({ document: d, at: createdAtText })
    .from(d)
    .where(
      and(
        documentsWhere(merchantId, filter),
        position === undefined ? undefined : afterPosition(sort, position),
      ),
    )
    .orderBy(...orderOf(sort))
    // One row more than asked says whether another page exists without a count(*).
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

const positionOf = (sort: Sort, row: { document: PaymentDocument; at: string }): Position => ({
  value: sort.by === 'createdAt' ? row.at : row.document.amount,
  id: row.document.id,
});

/** The account filter names one of the merchant's accounts (404 otherwise), before any row. */
async function checkAccount(db: Db, merchantId: string, filter: DocumentsFilter): Promise<void> {
  if (filter.virtualAccountId === undefined) return;
  await requireVirtualAccount(
    createLedgerAccountsRepository(db),
    merchantId,
    filter.virtualAccountId,
  );
}

/**
 * The merchant's documents (docs/documents.md "Lists, filters and CSV"): filtered, sorted by date
 * or amount either way, keyset-paginated on (sort value, id) with an opaque cursor. Items are
 * summaries: no stages, movements or events (the detail has them).
 */
export async function listDocuments(
  db: Db,
  merchantId: string,
  query: TPaymentDocumentsQuery,
): Promise<TPaymentDocumentPage> {
  const limit = Number(query.limit ?? DOCUMENTS_PAGE_DEFAULT);
  const sort = sortOf(query);
  const position = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort);
  await checkAccount(db, merchantId, query);
  const { rows, hasMore } = await readPage(db, merchantId, query, position, limit);
  const last = rows.at(-1);
  return {
    items: await toDocumentSummaries(
      db,
      rows.map((row) => row.document),
    ),
    nextCursor: hasMore && last ? encodeCursor(sort, positionOf(sort, last)) : null,
  };
}

/**
 * Every document of the filtered list in its order, read in keyset batches: memory stays flat
 * however many (the CSV). The account is checked by the caller before the first byte.
 */
export async function* streamDocuments(
  db: Db,
  merchantId: string,
  filter: DocumentsFilter,
  options: { batchSize?: number } = {},
) {
  const batchSize = options.batchSize ?? 1000;
  const sort = sortOf(filter);
  let position: Position | undefined;
  for (;;) {
    const { rows, hasMore } = await readPage(db, merchantId, filter, position, batchSize);
    yield* await toDocumentSummaries(
      db,
      rows.map((row) => row.document),
    );
    const last = rows.at(-1);
    if (!hasMore || !last) return;
    position = positionOf(sort, last);
  }
}

export { checkAccount as checkDocumentsAccount };

/** One of the merchant's documents; 'Document not found' for another merchant's. */
export async function getDocument(
  db: Db,
  merchantId: string,
  documentId: string,
): Promise<TPaymentDocument> {
  const row = await findDocument(db, merchantId, documentId);
  if (!row) throw documentNotFound();
  const [dto] = await toDocumentDtos(db, [row]);
  if (!dto) throw documentNotFound();
  return dto;
}
