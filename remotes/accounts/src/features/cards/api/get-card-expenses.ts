import { apiRequest } from '@arara/api-client';
import { type TCardExpensesQuery, ZCardExpenses } from '@arara/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountsKeys, merchantPath } from '../../../lib/query-keys';
import { toSearchParams } from './to-search-params';

export const getCardExpenses = (
  merchantId: string,
  filters: TCardExpensesQuery,
  signal?: AbortSignal,
) =>
  apiRequest(`${merchantPath(merchantId, 'card-expenses')}${toSearchParams(filters)}`, {
    schema: ZCardExpenses,
    signal,
  });

export const cardExpensesQueryOptions = (merchantId: string, filters: TCardExpensesQuery) =>
  queryOptions({
    queryKey: accountsKeys.cardExpenses(merchantId, filters),
    queryFn: ({ signal }) => getCardExpenses(merchantId, filters, signal),
    // Another period or card keeps the last chart on screen while the new one loads.
    placeholderData: keepPreviousData,
  });

export function useCardExpenses(merchantId: string, filters: TCardExpensesQuery) {
  return useQuery(cardExpensesQueryOptions(merchantId, filters));
}
