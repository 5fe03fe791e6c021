import type { TCardExpenseCategory } from '@arara/contracts';
import { and, asc, desc, eq, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findOne, insertOne } from '../db/map-row';
import {
  type Card,
  type CardInvoice,
  cardInvoices,
  cards,
  cardTransactions,
} from '../db/schema-cards';
import { isUuid } from './ledger-accounts-repository';

export type NewCard = typeof cards.$inferInsert;
export type InvoiceWithAmount = CardInvoice & { amount: number };
export type CardTransactionFilter = {
  cardId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  category?: TCardExpenseCategory | undefined;
  /** Rows strictly older than this (occurred_at, id) position: keyset pagination. */
  before?: { occurredAt: Date; id: string } | undefined;
};

/** Declined purchases are never charged: invoices and expenses leave them out. */
const counted = ne(cardTransactions.status, 'declined');

function transactionConditions(merchantId: string, filter: CardTransactionFilter): SQL[] {
  const conditions: SQL[] = [eq(cardTransactions.merchantId, merchantId)];
  if (filter.cardId !== undefined) conditions.push(eq(cardTransactions.cardId, filter.cardId));
  if (filter.from) conditions.push(gte(cardTransactions.occurredAt, filter.from));
  if (filter.to) conditions.push(lt(cardTransactions.occurredAt, filter.to));
  if (filter.category) conditions.push(eq(cardTransactions.category, filter.category));
  if (filter.before) {
    const { occurredAt, id } = filter.before;
    const older = or(
      lt(cardTransactions.occurredAt, occurredAt),
      and(eq(cardTransactions.occurredAt, occurredAt), lt(cardTransactions.id, id)),
    );
    if (older) conditions.push(older);
  }
  return conditions;
}

/**
 * Cards, their invoices and purchases, always scoped to a merchant. Every method takes the
 * transaction it runs in as its last, optional, argument.
 */
export const createCardsRepository = (db: Db) => ({
  async create(values: NewCard, tx?: Db): Promise<Card> {
    return insertOne(tx ?? db, cards, values);
  },

  async list(merchantId: string, tx?: Db): Promise<Card[]> {
    return (tx ?? db)
      .select()
      .from(cards)
      .where(eq(cards.merchantId, merchantId))
      .orderBy(asc(cards.createdAt), asc(cards.id));
  },

  async find(merchantId: string, id: string, tx?: Db): Promise<Card | undefined> {
    if (!isUuid(id)) return undefined;
    return findOne(tx ?? db, cards, and(eq(cards.merchantId, merchantId), eq(cards.id, id)));
  },

  /** Newest first, each with the sum of its counted purchases. */
  async invoices(merchantId: string, cardId: string, tx?: Db): Promise<InvoiceWithAmount[]> {
    const rows = await (tx ?? db)
      .select({
        invoice: cardInvoices,
        amount: sql<string>`coalesce(sum(${cardTransactions.amount}) filter (where ${counted}), 0)`,
      })
      .from(cardInvoices)
      .leftJoin(cardTransactions, eq(cardTransactions.invoiceId, cardInvoices.id))
      .where(and(eq(cardInvoices.merchantId, merchantId), eq(cardInvoices.cardId, cardId)))
      .groupBy(cardInvoices.id)
      .orderBy(desc(cardInvoices.openingDate));
    return rows.map((row) => ({ ...row.invoice, amount: Number(row.amount) }));
  },

  /** Newest first (occurred_at, id), at most `limit` rows. */
  async transactions(merchantId: string, filter: CardTransactionFilter, limit: number, tx?: Db) {
    return (tx ?? db)
      .select({
        transaction: cardTransactions,
        cardName: cards.name,
        cardLast4: cards.last4,
      })
      .from(cardTransactions)
      .innerJoin(cards, eq(cards.id, cardTransactions.cardId))
      .where(and(...transactionConditions(merchantId, filter)))
      .orderBy(desc(cardTransactions.occurredAt), desc(cardTransactions.id))
      .limit(limit);
  },

  /** Counted spending per category (categories without purchases are absent). */
  async expensesByCategory(
    merchantId: string,
    filter: Omit<CardTransactionFilter, 'before' | 'category'>,
    tx?: Db,
  ): Promise<{ category: TCardExpenseCategory; amount: number; count: number }[]> {
    const rows = await (tx ?? db)
      .select({
        category: cardTransactions.category,
        amount: sql<string>`coalesce(sum(${cardTransactions.amount}), 0)`,
        count: sql<string>`count(*)`,
      })
      .from(cardTransactions)
      .where(and(...transactionConditions(merchantId, filter), counted))
      .groupBy(cardTransactions.category);
    return rows.map((row) => ({
      category: row.category,
      amount: Number(row.amount),
      count: Number(row.count),
    }));
  },
});

export type CardsRepository = ReturnType<typeof createCardsRepository>;
