import {
  isIsoDate,
  type TInfraction,
  type TInfractionPage,
  type TInfractionsQuery,
} from '@arara/contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { infractions } from '../../db/schema-compliance';
import {
  createLedgerAccountsRepository,
  isUuid,
} from '../../repositories/ledger-accounts-repository';
import { addDays, startOfZonedDay } from '../../lib/zoned-time';
import type { DataDeps } from '../deps';
import { requireVirtualAccount } from '../ledger';
import {
  accountLabels,
  findInfraction,
  toInfractionDto,
  toInfractionSummary,
} from './infraction-dto';
import { invalidCursor, invalidDate } from './infraction-errors';
import { expireDeadlines } from './infraction-deadlines';

export const INFRACTIONS_PAGE_DEFAULT = 20;

const i = infractions;
/** created_at with its microseconds (a Date would round them and skip or repeat rows). */
const createdAtText = sql<string>`to_char(${i.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const CREATED_AT_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque cursor of a list newest first: base64url of `[created_at, id]` of the last row. */
export const encodeCursor = (at: string, id: string) =>
  Buffer.from(JSON.stringify([at, id]), 'utf8').toString('base64url');

/** A cursor from `encodeCursor`, or 400 `fields.cursor`. */
export function decodeCursor(cursor: string): { at: string; id: string } {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw invalidCursor();
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

const periodDay = (value: string | undefined, field: 'from' | 'to') => {
  if (value === undefined || value === '') return undefined;
  if (!isIsoDate(value)) throw invalidDate(field);
  return value;
};

/**
 * GET …/infractions: the merchant's infractions newest first (created_at, id), filtered by
 * status, type, virtual account (another merchant's: 404) and opening period (São Paulo days,
 * both included, like the documents list), keyset-paged. Deadlines passed are applied first.
 */
export async function listInfractions(
  deps: DataDeps,
  merchantId: string,
  query: TInfractionsQuery,
  now = new Date(),
): Promise<TInfractionPage> {
  const limit = Number(query.limit ?? INFRACTIONS_PAGE_DEFAULT);
  const from = periodDay(query.from, 'from');
  const to = periodDay(query.to, 'to');
  const position = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.virtualAccountId !== undefined) {
    await requireVirtualAccount(
      createLedgerAccountsRepository(deps.db),
      merchantId,
      query.virtualAccountId,
    );
  }
  await deps.db.transaction((tx) => expireDeadlines(tx, { merchantId }, now));
  const rows = await deps.db
    .select({ row: i, at: createdAtText })
    .from(i)
    .where(
      and(
        eq(i.merchantId, merchantId),
        query.status === undefined ? undefined : eq(i.status, query.status),
        query.type === undefined ? undefined : eq(i.type, query.type),
        query.virtualAccountId === undefined
          ? undefined
          : eq(i.virtualAccountId, query.virtualAccountId),
        from === undefined ? undefined : gte(i.createdAt, startOfZonedDay(from)),
        to === undefined ? undefined : lt(i.createdAt, startOfZonedDay(addDays(to, 1))),
        position === undefined
          ? undefined
          : sql`(${i.createdAt}, ${i.id}) < (${position.at}::timestamptz, ${position.id}::uuid)`,
      ),
    )
    .orderBy(sql`${i.createdAt} desc`, sql`${i.id} desc`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const labels = await accountLabels(
    deps.db,
    page.map(({ row }) => row.virtualAccountId),
  );
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toInfractionSummary(row, labels.get(row.virtualAccountId) ?? '')),
    nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.row.id) : null,
  };
}

/** GET …/infractions/:id (another merchant's: 404), its deadline applied first. */
export async function getInfraction(
  deps: DataDeps,
  merchantId: string,
  infractionId: string,
  now = new Date(),
): Promise<TInfraction> {
  const row = await findInfraction(deps.db, merchantId, infractionId);
  const moved = await deps.db.transaction((tx) =>
    expireDeadlines(tx, { merchantId, infractionId: row.id }, now),
  );
  return toInfractionDto(
    deps.db,
    moved > 0 ? await findInfraction(deps.db, merchantId, infractionId) : row,
  );
}
