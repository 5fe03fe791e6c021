import { callApi } from '@arara/api-client/call';
import { endpointKey } from '@arara/api-client/query';
import { paymentEndpoints, type TPaymentDocumentsQuery } from '@arara/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

/** What a list filters and sorts by; the cursor and page size belong to the pagination. */
export type DocumentFilters = Omit<TPaymentDocumentsQuery, 'cursor' | 'limit'>;

export const DOCUMENTS_PAGE_SIZE = 50;

/**
 * Keyset pages of one filter and sort: each "load more" asks for the rows after the previous
 * page's `nextCursor` (the API hands out no total). The rows shown stay while a new filter loads.
 */
export const documentsQueryOptions = (merchantId: string, filters: DocumentFilters) =>
  infiniteQueryOptions({
    queryKey: endpointKey(paymentEndpoints.documents, { merchantId }, filters),
    queryFn: ({ signal, pageParam }) =>
      callApi(paymentEndpoints.documents, {
        params: { merchantId },
        query: { ...filters, cursor: pageParam, limit: DOCUMENTS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useDocuments = (merchantId: string, filters: DocumentFilters) =>
  useInfiniteQuery(documentsQueryOptions(merchantId, filters));
