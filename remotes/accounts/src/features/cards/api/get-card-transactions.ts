import { apiRequest } from '@arara/api-client';
import { type TCardTransactionsQuery, ZCardTransactionPage } from '@arara/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { accountsKeys, merchantPath } from '../../../lib/query-keys';
import { toSearchParams } from './to-search-params';

/** What the screen filters by; the cursor and page size belong to the pagination. */
export type CardTransactionFilters = Omit<TCardTransactionsQuery, 'cursor' | 'limit'>;

export const CARD_TRANSACTIONS_PAGE_SIZE = 50;

export const getCardTransactions = (
  merchantId: string,
  query: TCardTransactionsQuery,
  signal?: AbortSignal,
) =>
  apiRequest(`${merchantPath(merchantId, 'card-transactions')}${toSearchParams(query)}`, {
    schema: ZCardTransactionPage,
    signal,
  });

/** Keyset pages, newest first: each page asks for the rows older than the previous one's cursor. */
export const cardTransactionsQueryOptions = (merchantId: string, filters: CardTransactionFilters) =>
  infiniteQueryOptions({
    queryKey: accountsKeys.cardTransactions(merchantId, filters),
    queryFn: ({ signal, pageParam }) =>
      getCardTransactions(
        merchantId,
        { ...filters, cursor: pageParam, limit: CARD_TRANSACTIONS_PAGE_SIZE },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useCardTransactions(merchantId: string, filters: CardTransactionFilters) {
  return useInfiniteQuery(cardTransactionsQueryOptions(merchantId, filters));
}
