import { apiRequest } from '@arara/api-client';
import { ZCardInvoices } from '@arara/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsKeys, merchantPath } from '../../../lib/query-keys';

export const getCardInvoices = (merchantId: string, cardId: string, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantId, 'cards', cardId, 'invoices'), {
    schema: ZCardInvoices,
    signal,
  });

export const cardInvoicesQueryOptions = (merchantId: string, cardId: string) =>
  queryOptions({
    queryKey: accountsKeys.cardInvoices(merchantId, cardId),
    queryFn: ({ signal }) => getCardInvoices(merchantId, cardId, signal),
  });

export function useCardInvoices(merchantId: string, cardId: string) {
  return useQuery(cardInvoicesQueryOptions(merchantId, cardId));
}
