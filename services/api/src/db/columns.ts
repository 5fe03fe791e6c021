import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  type ReferenceConfig,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Column helpers shared by every schema file. Each call returns a fresh builder, so a helper can
// stand in any number of tables; the SQL is the same as the builder chain it replaces.

/** A `timestamp with time zone` column (nullable unless chained with `.notNull()`). */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestampTz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `createdAt` and `updatedAt`, spread into a table's columns. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The `id` primary key of most tables: a uuid the database draws. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

/** The `id` primary key of append-only tables read in insertion order. */
export const identityPrimaryKey = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A required uuid foreign key to `target` (e.g. `() => merchants.id`). */
export const requiredRef = (
  name: string,
  target: () => AnyPgColumn,
  actions?: ReferenceConfig['actions'],
) => uuid(name).notNull().references(target, actions);

/**
 * Money in integer cents (bigint, read as JS numbers: exact up to 2^53 cents; the ledger refuses
 * a credit that would take a balance past LEDGER_BALANCE_CAP, 90 times below).
 */
export const cents = (name: string) => bigint(name, { mode: 'number' });

/** `check(name, column in (values))`: the values a text column may hold, in the SQL's order. */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);
