import { type Column, getTableColumns, getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const columnsOf = new WeakMap<Table, [string, Column][]>();

/**
 * A row of `table` as drizzle's query builders answer it, from a raw row (snake_case names,
 * driver values) of a hand-written statement: each column's own driver mapping (timestamps to
 * Date, bigint cents to number) on both node-postgres and PGlite.
 */
export function mapRow<TTable extends Table>(
  table: TTable,
  raw: Record<string, unknown>,
): TTable['$inferSelect'] {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TTable['$inferSelect'];
}

/** The rows of `db.execute` on either driver (node-postgres answers { rows }, so does PGlite). */
export const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);

/** A json column: parsed by node-postgres and PGlite alike, a string on drivers that do not. */
export const jsonOf = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The rows of a hand-written `select <table>.* …` as drizzle's builders answer them. For the
 * statements of every payment (session, membership, locks, idempotency, rules): building a select
 * of every column with the query builder cost more CPU than the database spent running it.
 */
export async function selectRows<TTable extends Table>(
  db: Db,
  table: TTable,
  query: SQL,
): Promise<TTable['$inferSelect'][]> {
  return rowsOf(await db.execute(query)).map((raw) => mapRow(table, raw));
}

/** Inserts one row of `table` and answers it as stored (defaults filled in). */
export async function insertOne<TTable extends PgTable>(
  db: Db,
  table: TTable,
  values: TTable['$inferInsert'],
): Promise<TTable['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as TTable['$inferSelect'][];
  if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
  return row;
}

/** The row of `table` that `where` picks (a select of every column, `limit 1`), if any. */
export async function findOne<TTable extends PgTable>(
  db: Db,
  table: TTable,
  where: SQL | undefined,
): Promise<TTable['$inferSelect'] | undefined> {
  const [row] = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1)) as TTable['$inferSelect'][];
  return row;
}

/** Deletes the rows of `table` that `where` picks; how many it deleted. */
export async function deleteRows<TTable extends PgTable>(
  db: Db,
  table: TTable,
  where: SQL | undefined,
): Promise<number> {
  const rows = await db
    .delete(table as PgTable)
    .where(where)
    .returning({ deleted: sql`1` });
  return rows.length;
}
