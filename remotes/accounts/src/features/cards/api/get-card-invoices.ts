import { endpointQueryOptions } from '@arara/api-client/query';
import { cardEndpoints } from '@arara/contracts';
import { useQuery } from '@tanstack/react-query';

export const cardInvoicesQueryOptions = (merchantId: string, cardId: string) =>
  endpointQueryOptions(cardEndpoints.invoices, { params: { merchantId, cardId } });

export function useCardInvoices(merchantId: string, cardId: string) {
  return useQuery(cardInvoicesQueryOptions(merchantId, cardId));
}
