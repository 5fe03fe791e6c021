import { bigint, timestamp } from 'drizzle-orm/pg-core';

// Column helpers shared by every schema file.

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Money in integer cents (bigint, read as JS numbers: exact up to 2^53 cents; the ledger refuses
 * a credit that would take a balance past LEDGER_BALANCE_CAP, 90 times below).
 */
export const cents = (name: string) => bigint(name, { mode: 'number' });
