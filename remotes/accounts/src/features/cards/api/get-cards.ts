import { endpointQueryOptions } from '@arara/api-client/query';
import { cardEndpoints } from '@arara/contracts';
import { useQuery } from '@tanstack/react-query';

export const cardsQueryOptions = (merchantId: string) =>
  endpointQueryOptions(cardEndpoints.list, { params: { merchantId } });

export function useCards(merchantId: string) {
  return useQuery(cardsQueryOptions(merchantId));
}
