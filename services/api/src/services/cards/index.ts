import {
  AppErrorCode,
  CARD_EXPENSE_CATEGORIES,
  CARD_MESSAGES,
  type TCard,
  type TCardExpenses,
  type TCardExpensesQuery,
  type TCardInvoice,
  type TCardInvoices,
  type TCardReveal,
  type TCardTransactionPage,
  type TCardTransactionsQuery,
} from '@arara/contracts';
import type { Db } from '../../db/client';
import type { Card } from '../../db/schema-pix-cards';
import { AppError } from '../../lib/app-error';
import { createBackOfficeRepository } from '../../repositories/back-office-repository';
import {
  type CardTransactionFilter,
  createCardsRepository,
  type InvoiceWithAmount,
} from '../../repositories/cards-repository';
import { isUuid } from '../../repositories/ledger-accounts-repository';

export const cardNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Card not found');

export const DEFAULT_CARD_PAGE_SIZE = 50;

/** •••• •••• •••• 1234 (Amex: •••• •••••• •1234). */
export const maskPan = (card: Pick<Card, 'brand' | 'last4'>): string =>
  card.brand === 'amex' ? `•••• •••••• •${card.last4}` : `•••• •••• •••• ${card.last4}`;

export const toCardDto = (card: Card): TCard => ({
  id: card.id,
  merchantId: card.merchantId,
  virtualAccountId: card.virtualAccountId,
  holderName: card.holderName,
  name: card.name,
  brand: card.brand,
  last4: card.last4,
  maskedNumber: maskPan(card),
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
  status: card.status,
  creditLimit: card.creditLimit,
  createdAt: card.createdAt.toISOString(),
});

const toInvoiceDto = (invoice: InvoiceWithAmount): TCardInvoice => ({
  id: invoice.id,
  cardId: invoice.cardId,
  openingDate: invoice.openingDate,
  closingDate: invoice.closingDate,
  dueDate: invoice.dueDate,
  amount: invoice.amount,
  paidAmount: invoice.paidAmount,
  pendingAmount: Math.max(invoice.amount - invoice.paidAmount, 0),
  status: invoice.status,
});

export async function listCards(db: Db, merchantId: string): Promise<TCard[]> {
  return (await createCardsRepository(db).list(merchantId)).map(toCardDto);
}

async function findCard(db: Db, merchantId: string, cardId: string): Promise<Card> {
  const card = await createCardsRepository(db).find(merchantId, cardId);
  if (!card) throw cardNotFound();
  return card;
}

export async function getCard(db: Db, merchantId: string, cardId: string): Promise<TCard> {
  return toCardDto(await findCard(db, merchantId, cardId));
}

/** Who asked to see a card number, for the audit trail. */
export type RevealActor = {
  userId: string;
  actingAs?: { sessionId: string; adminId: string } | undefined;
  method: string;
  path: string;
  ip: string;
};

/**
 * The full number of a sandbox card. Every reveal is written to audit_log (action
 * `card.reveal`, the person as actor) before the number is returned.
 */
export async function revealCard(
  db: Db,
  merchantId: string,
  cardId: string,
  actor: RevealActor,
): Promise<TCardReveal> {
  const card = await findCard(db, merchantId, cardId);
  await createBackOfficeRepository(db).record({
    actorId: actor.actingAs?.adminId ?? actor.userId,
    subjectUserId: actor.actingAs ? actor.userId : null,
    merchantId,
    actAsSessionId: actor.actingAs?.sessionId ?? null,
    action: 'card.reveal',
    method: actor.method,
    path: actor.path,
    statusCode: 200,
    ip: actor.ip,
  });
  return {
    id: card.id,
    number: card.pan,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}

export async function getCardInvoices(
  db: Db,
  merchantId: string,
  cardId: string,
): Promise<TCardInvoices> {
  await findCard(db, merchantId, cardId);
  const items = (await createCardsRepository(db).invoices(merchantId, cardId)).map(toInvoiceDto);
  return { current: items.find((invoice) => invoice.status === 'open') ?? null, items };
}

const encodeCursor = (occurredAt: Date, id: string) =>
  Buffer.from(JSON.stringify([occurredAt.toISOString(), id])).toString('base64url');

function decodeCursor(cursor: string): { occurredAt: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const occurredAt = new Date(String(at));
    if (typeof id === 'string' && isUuid(id) && !Number.isNaN(occurredAt.getTime())) {
      return { occurredAt, id };
    }
  } catch {
    // falls through to the 400 below
  }
  throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid cursor', {
    cursor: CARD_MESSAGES.invalidCursor,
  });
}

function period(query: { from?: string | undefined; to?: string | undefined }) {
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  if (from && to && from >= to) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The period ends before it starts', {
      to: CARD_MESSAGES.invalidPeriod,
    });
  }
  return { from, to };
}

async function assertCardFilter(db: Db, merchantId: string, cardId: string | undefined) {
  if (cardId !== undefined) await findCard(db, merchantId, cardId);
}

/** A page of purchases, newest first (keyset on occurred_at, id). */
export async function getCardTransactionPage(
  db: Db,
  merchantId: string,
  query: TCardTransactionsQuery,
): Promise<TCardTransactionPage> {
  await assertCardFilter(db, merchantId, query.cardId);
  const limit = query.limit ?? DEFAULT_CARD_PAGE_SIZE;
  const filter: CardTransactionFilter = {
    ...period(query),
    cardId: query.cardId,
    category: query.category,
    before: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
  };
  const rows = await createCardsRepository(db).transactions(merchantId, filter, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ transaction: t, cardName, cardLast4 }) => ({
      id: t.id,
      cardId: t.cardId,
      cardName,
      cardLast4,
      invoiceId: t.invoiceId,
      merchantName: t.merchantName,
      category: t.category,
      amount: t.amount,
      occurredAt: t.occurredAt.toISOString(),
      status: t.status,
    })),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor(last.transaction.occurredAt, last.transaction.id)
        : null,
  };
}

/** Spending per category (the overview chart); declined purchases are not spending. */
export async function getCardExpenses(
  db: Db,
  merchantId: string,
  query: TCardExpensesQuery,
): Promise<TCardExpenses> {
  await assertCardFilter(db, merchantId, query.cardId);
  const { from, to } = period(query);
  const rows = await createCardsRepository(db).expensesByCategory(merchantId, {
    from,
    to,
    cardId: query.cardId,
  });
  const categories = CARD_EXPENSE_CATEGORIES.map((category) => {
    const row = rows.find((r) => r.category === category);
    return { category, amount: row?.amount ?? 0, count: row?.count ?? 0 };
  });
  return {
    from: from?.toISOString() ?? null,
    to: to?.toISOString() ?? null,
    total: categories.reduce((sum, c) => sum + c.amount, 0),
    categories,
  };
}
