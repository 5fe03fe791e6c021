import { apiRequest } from '@arara/api-client';
import { type TStatementPage, ZStatementPage } from '@arara/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { accountsKeys, merchantPath } from '../../../lib/query-keys';
import { type StatementFilter, statementFilterParams } from './statement-filter';

/** One page: the filter, the previous page's `nextCursor` (none = newest) and its size. */
export type StatementPageQuery = StatementFilter & { cursor?: string; limit?: number };

export function getStatement(
  merchantId: string,
  query: StatementPageQuery,
  signal?: AbortSignal,
): Promise<TStatementPage> {
  const params = statementFilterParams(query);
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  const search = params.toString();
  return apiRequest(`${merchantPath(merchantId, 'statement')}${search ? `?${search}` : ''}`, {
    schema: ZStatementPage,
    signal,
  });
}

export const statementQueryOptions = (merchantId: string, query: StatementPageQuery) =>
  queryOptions({
    queryKey: accountsKeys.statement(merchantId, query),
    queryFn: ({ signal }) => getStatement(merchantId, query, signal),
    // Paging or filtering keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
