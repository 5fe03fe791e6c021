import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row of `table` as drizzle's query builders answer it, from a raw row (snake_case names,
 * driver values) of a hand-written statement: each column's own driver mapping (timestamps to
 * Date, bigint cents to number) on both node-postgres and PGlite.
 */
export function mapRow<TTable extends Table>(
  table: TTable,
  raw: Record<string, unknown>,
): TTable['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
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
