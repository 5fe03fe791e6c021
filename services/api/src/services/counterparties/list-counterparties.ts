import {
  AppErrorCode,
  COUNTERPARTIES_PAGE_DEFAULT,
  COUNTERPARTY_MESSAGES,
  type TCounterpartiesQuery,
  type TCounterpartyPage,
} from '@arara/contracts';
import { and, asc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { counterparties } from '../../db/schema-counterparties';
import { AppError } from '../../lib/app-error';
import { bankAccountCounts, findCounterparty, toCounterpartyDto } from './counterparty-store';

/** `%`, `_` and `\` typed by a person are literal characters, not LIKE wildcards. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim() ?? '';
  if (text === '') return undefined;
  const byName = sql`lower(${counterparties.name}) like ${`%${likeEscape(text.toLowerCase())}%`}`;
  // A document is searched by its digits, whatever punctuation was typed.
  const digits = /^[\d\s./-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return digits === '' ? byName : or(byName, sql`${counterparties.document} like ${`%${digits}%`}`);
}

/**
 * The merchant's counterparties by name (case-insensitive), keyset-paginated on
 * (lower(name), id): the cursor is the last counterparty's id of the previous page.
 */
export async function listCounterparties(
  db: Db,
  merchantId: string,
  query: TCounterpartiesQuery,
): Promise<TCounterpartyPage> {
  const limit = Number(query.limit ?? COUNTERPARTIES_PAGE_DEFAULT);
  let after: SQL | undefined;
  if (query.cursor !== undefined) {
    const cursor = await findCounterparty(db, merchantId, query.cursor);
    if (!cursor) {
      throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid cursor', {
        cursor: COUNTERPARTY_MESSAGES.invalidCursor,
      });
    }
    after = sql`(lower(${counterparties.name}), ${counterparties.id}) > (lower(${cursor.name}), ${cursor.id}::uuid)`;
  }
  const rows = await db
    .select()
    .from(counterparties)
    .where(
      and(
        eq(counterparties.merchantId, merchantId),
        searchCondition(query.search),
        query.status === undefined ? undefined : eq(counterparties.status, query.status),
        query.hasPixKey === 'true' ? isNotNull(counterparties.pixKey) : undefined,
        after,
      ),
    )
    .orderBy(sql`lower(${counterparties.name})`, asc(counterparties.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const counts = await bankAccountCounts(
    db,
    page.map((row) => row.id),
  );
  return {
    items: page.map((row) => toCounterpartyDto(row, counts.get(row.id) ?? 0)),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
