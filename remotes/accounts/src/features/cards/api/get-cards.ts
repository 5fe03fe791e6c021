import { apiRequest } from '@arara/api-client';
import { ZCardList } from '@arara/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsKeys, merchantPath } from '../../../lib/query-keys';

export const getCards = (merchantId: string, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantId, 'cards'), { schema: ZCardList, signal });

export const cardsQueryOptions = (merchantId: string) =>
  queryOptions({
    queryKey: accountsKeys.cards(merchantId),
    queryFn: ({ signal }) => getCards(merchantId, signal),
  });

export function useCards(merchantId: string) {
  return useQuery(cardsQueryOptions(merchantId));
}
