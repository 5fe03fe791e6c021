import { callApi } from '@arara/api-client/call';
import { endpointKey } from '@arara/api-client/query';
import { cardEndpoints, type TCardTransactionsQuery } from '@arara/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** What the screen filters by; the cursor and page size belong to the pagination. */
export type CardTransactionFilters = Omit<TCardTransactionsQuery, 'cursor' | 'limit'>;

export const CARD_TRANSACTIONS_PAGE_SIZE = 50;

/** The key of every page of one filter (the pagination is not part of it). */
export const cardTransactionsKey = (merchantId: string, filters: CardTransactionFilters) =>
  endpointKey(cardEndpoints.transactions, { merchantId }, filters);

/** Keyset pages, newest first: each page asks for the rows older than the previous one's cursor. */
export const cardTransactionsQueryOptions = (merchantId: string, filters: CardTransactionFilters) =>
  infiniteQueryOptions({
    queryKey: cardTransactionsKey(merchantId, filters),
    queryFn: ({ signal, pageParam }) =>
      callApi(cardEndpoints.transactions, {
        params: { merchantId },
        query: { ...filters, cursor: pageParam, limit: CARD_TRANSACTIONS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useCardTransactions(merchantId: string, filters: CardTransactionFilters) {
  return useInfiniteQuery(cardTransactionsQueryOptions(merchantId, filters));
}
