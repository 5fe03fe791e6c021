import { endpointQueryOptions } from '@arara/api-client/query';
import { accountEndpoints } from '@arara/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type StatementFilter, statementFilterQuery } from './statement-filter';

/** One page: the filter, the previous page's `nextCursor` (none = newest) and its size. */
export type StatementPageQuery = StatementFilter & { cursor?: string; limit?: number };

export const statementQueryOptions = (merchantId: string, query: StatementPageQuery) =>
  queryOptions({
    ...endpointQueryOptions(accountEndpoints.statement, {
      params: { merchantId },
      query: {
        ...statementFilterQuery(query),
        cursor: query.cursor || undefined,
        limit: query.limit,
      },
    }),
    // Paging or filtering keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
