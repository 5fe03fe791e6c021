import {
  AppErrorCode,
  CARD_MESSAGES,
  type TCardTransactionPage,
  type TCardTransactionsQuery,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { CardTransactionFilter } from '../../repositories/cards-repository';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import type { ServiceDeps } from '../deps';
import { assertCardFilter, cardPeriod } from './card-filter';

const DEFAULT_CARD_PAGE_SIZE = 50;

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

/** A page of purchases, newest first (keyset on occurred_at, id). */
export async function getCardTransactionPage(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  query: TCardTransactionsQuery,
): Promise<TCardTransactionPage> {
  await assertCardFilter(deps, merchantId, query.cardId);
  const limit = query.limit ?? DEFAULT_CARD_PAGE_SIZE;
  const filter: CardTransactionFilter = {
    ...cardPeriod(query),
    cardId: query.cardId,
    category: query.category,
    before: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
  };
  const rows = await deps.repositories.cards.transactions(merchantId, filter, limit + 1);
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
