import * as z from 'zod/mini';
import { cursorPage } from './paging';
import { type Endpoint, merchantEndpoint, merchantParams } from './endpoint';
import { ZCents } from './ledger';

/**
 * The merchant's (sandbox) cards, their invoices and purchases (docs/cards.md). Error texts are
 * i18n keys of the `accounts` namespace (locales/<lang>/accounts.json: `accounts:cardErrors.*`).
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'elo', 'amex'] as const;
export const ZCardBrand = z.enum(CARD_BRANDS);
export type TCardBrand = z.infer<typeof ZCardBrand>;

export const CARD_STATUSES = ['active', 'blocked', 'cancelled'] as const;
export const ZCardStatus = z.enum(CARD_STATUSES);
export type TCardStatus = z.infer<typeof ZCardStatus>;

export const CARD_INVOICE_STATUSES = ['open', 'closed', 'paid', 'pending'] as const;
export const ZCardInvoiceStatus = z.enum(CARD_INVOICE_STATUSES);
export type TCardInvoiceStatus = z.infer<typeof ZCardInvoiceStatus>;

/** The expense categories of the cards overview chart (docs/cards.md). */
export const CARD_EXPENSE_CATEGORIES = ['shopping', 'food', 'travel', 'housing', 'others'] as const;
export const ZCardExpenseCategory = z.enum(CARD_EXPENSE_CATEGORIES);
export type TCardExpenseCategory = z.infer<typeof ZCardExpenseCategory>;

/** Declined purchases are listed but never counted in invoices or expenses. */
export const CARD_TRANSACTION_STATUSES = ['approved', 'pending', 'declined'] as const;
export const ZCardTransactionStatus = z.enum(CARD_TRANSACTION_STATUSES);
export type TCardTransactionStatus = z.infer<typeof ZCardTransactionStatus>;

export const CARD_MESSAGES = {
  invalidCursor: 'accounts:cardErrors.invalidCursor',
  invalidPeriod: 'accounts:cardErrors.invalidPeriod',
  pageSize: 'accounts:cardErrors.pageSize',
} as const;

/** A card as lists show it: the number is masked (`•••• •••• •••• 1234`). */
export const ZCard = z.object({
  id: z.string(),
  merchantId: z.string(),
  virtualAccountId: z.nullable(z.string()),
  holderName: z.string(),
  name: z.string(),
  brand: ZCardBrand,
  last4: z.string(),
  maskedNumber: z.string(),
  expiryMonth: z.int(),
  expiryYear: z.int(),
  status: ZCardStatus,
  creditLimit: ZCents,
  createdAt: z.string(),
});
export type TCard = z.infer<typeof ZCard>;

export const ZCardList = z.object({ items: z.array(ZCard) });
export type TCardList = z.infer<typeof ZCardList>;

/** The full number of a sandbox card (audited; no CVV is ever stored or returned). */
export const ZCardReveal = z.object({
  id: z.string(),
  number: z.string(),
  expiryMonth: z.int(),
  expiryYear: z.int(),
});
export type TCardReveal = z.infer<typeof ZCardReveal>;

export const ZCardParams = merchantParams({ cardId: z.uuid() });

/** An invoice; `amount` is the sum of its counted purchases, `pendingAmount` what is unpaid. */
export const ZCardInvoice = z.object({
  id: z.string(),
  cardId: z.string(),
  /** YYYY-MM-DD */
  openingDate: z.string(),
  closingDate: z.string(),
  dueDate: z.string(),
  amount: ZCents,
  paidAmount: ZCents,
  pendingAmount: ZCents,
  status: ZCardInvoiceStatus,
});
export type TCardInvoice = z.infer<typeof ZCardInvoice>;

export const ZCardInvoices = z.object({
  /** The open invoice (purchases of today go there), if any. */
  current: z.nullable(ZCardInvoice),
  /** Newest first. */
  items: z.array(ZCardInvoice),
});
export type TCardInvoices = z.infer<typeof ZCardInvoices>;

export const ZCardTransaction = z.object({
  id: z.string(),
  cardId: z.string(),
  cardName: z.string(),
  cardLast4: z.string(),
  invoiceId: z.nullable(z.string()),
  merchantName: z.string(),
  category: ZCardExpenseCategory,
  /** Positive cents spent. */
  amount: ZCents,
  occurredAt: z.string(),
  status: ZCardTransactionStatus,
});
export type TCardTransaction = z.infer<typeof ZCardTransaction>;

export const ZCardTransactionPage = cursorPage(ZCardTransaction);
export type TCardTransactionPage = z.infer<typeof ZCardTransactionPage>;

const ZInstant = z.iso.datetime({ offset: true, error: CARD_MESSAGES.invalidPeriod });

export const ZCardTransactionsQuery = z.object({
  cardId: z.optional(z.uuid()),
  /** Inclusive start, ISO 8601 instant. */
  from: z.optional(ZInstant),
  /** Exclusive end, ISO 8601 instant. */
  to: z.optional(ZInstant),
  category: z.optional(ZCardExpenseCategory),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(
    z.coerce
      .number()
      .check(
        z.int({ error: CARD_MESSAGES.pageSize }),
        z.gte(1, { error: CARD_MESSAGES.pageSize }),
        z.lte(200, { error: CARD_MESSAGES.pageSize }),
      ),
  ),
});
export type TCardTransactionsQuery = z.infer<typeof ZCardTransactionsQuery>;

export const ZCardExpensesQuery = z.object({
  cardId: z.optional(z.uuid()),
  from: z.optional(ZInstant),
  to: z.optional(ZInstant),
});
export type TCardExpensesQuery = z.infer<typeof ZCardExpensesQuery>;

/** Spending per category over a period (every category listed, zero when none). */
export const ZCardExpenses = z.object({
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  total: ZCents,
  categories: z.array(z.object({ category: ZCardExpenseCategory, amount: ZCents, count: z.int() })),
});
export type TCardExpenses = z.infer<typeof ZCardExpenses>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const cardEndpoints = {
  list: merchantEndpoint({
    method: 'GET',
    path: '/cards',
    access: 'merchant.read',
    group: 'cards',
    summary: 'The merchant’s cards, numbers masked',
    response: ZCardList,
  }),
  get: merchantEndpoint({
    method: 'GET',
    path: '/cards/:cardId',
    access: 'merchant.read',
    group: 'cards',
    summary: 'A card, number masked',
    description: "'Card not found' for another merchant’s card.",
    params: ZCardParams,
    response: ZCard,
  }),
  /** A mutation, not a query: the number never sits in a cache (the API answers no-store). */
  reveal: merchantEndpoint({
    method: 'POST',
    path: '/cards/:cardId/reveal',
    access: 'accounts.manage',
    group: 'cards',
    summary: 'The full number of a sandbox card (recorded in the audit log)',
    description: 'No CVV is stored or returned.',
    params: ZCardParams,
    response: ZCardReveal,
  }),
  invoices: merchantEndpoint({
    method: 'GET',
    path: '/cards/:cardId/invoices',
    access: 'merchant.read',
    group: 'cards',
    summary: 'A card’s invoices (newest first) and the current one, with the pending amount',
    params: ZCardParams,
    response: ZCardInvoices,
  }),
  transactions: merchantEndpoint({
    method: 'GET',
    path: '/card-transactions',
    access: 'merchant.read',
    group: 'cards',
    summary: 'Card purchases, newest first, by card, period [from, to) and category',
    description: 'Keyset pages: pass `nextCursor` as `cursor`.',
    query: ZCardTransactionsQuery,
    response: ZCardTransactionPage,
  }),
  expenses: merchantEndpoint({
    method: 'GET',
    path: '/card-expenses',
    access: 'merchant.read',
    group: 'cards',
    summary: 'Card spending per category over a period [from, to) (declined purchases excluded)',
    query: ZCardExpensesQuery,
    response: ZCardExpenses,
  }),
} as const satisfies Record<string, Endpoint>;
