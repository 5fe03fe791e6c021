import {
  type TCardBrand,
  type TCardExpenseCategory,
  type TCardInvoiceStatus,
  type TCardStatus,
  type TCardTransactionStatus,
  ZCardBrand,
  ZCardExpenseCategory,
  ZCardInvoiceStatus,
  ZCardStatus,
  ZCardTransactionStatus,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, oneOf, requiredRef, timestampTz, uuidPrimaryKey } from './columns';
import { merchantRef } from './schema';
import { virtualAccounts } from './schema-ledger';

// (Sandbox) cards, their invoices and purchases: see docs/cards.md.

/**
 * A sandbox card. `pan` is the full number of a made-up card (never real card data) so the
 * reveal action has something to show; no CVV is stored. Reveals are audited.
 */
export const cards = pgTable(
  'cards',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    virtualAccountId: uuid('virtual_account_id').references(() => virtualAccounts.id),
    holderName: text('holder_name').notNull(),
    name: text('name').notNull(),
    brand: text('brand').$type<TCardBrand>().notNull(),
    last4: text('last4').notNull(),
    pan: text('pan').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    status: text('status').$type<TCardStatus>().notNull().default('active'),
    creditLimit: cents('credit_limit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cards_merchant_id_idx').on(t.merchantId, t.createdAt),
    oneOf('cards_brand_valid', t.brand, ZCardBrand.options),
    oneOf('cards_status_valid', t.status, ZCardStatus.options),
    check('cards_pan_digits', sql`${t.pan} ~ '^[0-9]{15,16}$'`),
    check('cards_last4_of_pan', sql`${t.last4} = right(${t.pan}, 4)`),
    check('cards_expiry_month_valid', sql`${t.expiryMonth} between 1 and 12`),
    check('cards_credit_limit_not_negative', sql`${t.creditLimit} >= 0`),
  ],
);

/** A monthly invoice; its amount is the sum of its counted transactions (not stored). */
export const cardInvoices = pgTable(
  'card_invoices',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    cardId: requiredRef('card_id', () => cards.id),
    openingDate: date('opening_date', { mode: 'string' }).notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paidAmount: cents('paid_amount').notNull().default(0),
    status: text('status').$type<TCardInvoiceStatus>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('card_invoices_card_opening_unique').on(t.cardId, t.openingDate),
    index('card_invoices_merchant_id_idx').on(t.merchantId),
    oneOf('card_invoices_status_valid', t.status, ZCardInvoiceStatus.options),
    check(
      'card_invoices_dates_ordered',
      sql`${t.openingDate} <= ${t.closingDate} and ${t.closingDate} <= ${t.dueDate}`,
    ),
    check('card_invoices_paid_not_negative', sql`${t.paidAmount} >= 0`),
  ],
);

export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    cardId: requiredRef('card_id', () => cards.id),
    invoiceId: uuid('invoice_id').references(() => cardInvoices.id),
    /** The shop where the card was used. */
    merchantName: text('merchant_name').notNull(),
    category: text('category').$type<TCardExpenseCategory>().notNull(),
    amount: cents('amount').notNull(),
    occurredAt: timestampTz('occurred_at').notNull(),
    status: text('status').$type<TCardTransactionStatus>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Keyset pages newest first, per merchant or per card.
    index('card_transactions_merchant_idx').on(t.merchantId, t.occurredAt.desc(), t.id.desc()),
    index('card_transactions_card_idx').on(t.cardId, t.occurredAt.desc(), t.id.desc()),
    index('card_transactions_invoice_idx').on(t.invoiceId),
    oneOf('card_transactions_category_valid', t.category, ZCardExpenseCategory.options),
    oneOf('card_transactions_status_valid', t.status, ZCardTransactionStatus.options),
    check('card_transactions_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type Card = typeof cards.$inferSelect;
export type CardInvoice = typeof cardInvoices.$inferSelect;
export type CardTransaction = typeof cardTransactions.$inferSelect;
