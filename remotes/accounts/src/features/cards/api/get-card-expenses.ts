import { endpointQueryOptions } from '@arara/api-client/query';
import { cardEndpoints, type TCardExpensesQuery } from '@arara/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const cardExpensesQueryOptions = (merchantId: string, filters: TCardExpensesQuery) =>
  queryOptions({
    ...endpointQueryOptions(cardEndpoints.expenses, { params: { merchantId }, query: filters }),
    // Another period or card keeps the last chart on screen while the new one loads.
    placeholderData: keepPreviousData,
  });

export function useCardExpenses(merchantId: string, filters: TCardExpensesQuery) {
  return useQuery(cardExpensesQueryOptions(merchantId, filters));
}
