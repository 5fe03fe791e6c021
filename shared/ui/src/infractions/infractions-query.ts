import { callApi } from '@arara/api-client/call';
import { endpointKey } from '@arara/api-client/query';
import { infractionEndpoints, type TInfractionsQuery } from '@arara/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

/** What the infractions list filters by; the cursor and page size belong to the pagination. */
export type InfractionFilters = Omit<TInfractionsQuery, 'cursor' | 'limit'>;

export const INFRACTIONS_PAGE_SIZE = 25;

/**
 * Keyset pages of one filter: "load more" asks for the rows after the last page's
 * `nextCursor`. One cache entry per merchant and filter, shared by /infractions and the virtual
 * account's tab.
 */
export const infractionsQueryOptions = (merchantId: string, filters: InfractionFilters) =>
  infiniteQueryOptions({
    queryKey: endpointKey(infractionEndpoints.list, { merchantId }, filters),
    queryFn: ({ signal, pageParam }) =>
      callApi(infractionEndpoints.list, {
        params: { merchantId },
        query: { ...filters, cursor: pageParam, limit: INFRACTIONS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useInfractions = (merchantId: string, filters: InfractionFilters) =>
  useInfiniteQuery(infractionsQueryOptions(merchantId, filters));
