import { apiRequest } from '@arara/api-client';
import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import { withdrawalEndpoints, ZBankAccountsResponse } from '@arara/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { merchantPath, paymentsKeys } from '@/lib/query-keys';

/** The merchant's bank accounts: where a withdrawal can go. */
export const bankAccountsQueryOptions = (merchantId: string) =>
  queryOptions({
    queryKey: [...paymentsKeys.all(merchantId), 'bank-accounts'] as const,
    queryFn: ({ signal }) =>
      apiRequest(merchantPath(merchantId, 'bank-accounts'), {
        schema: ZBankAccountsResponse,
        signal,
      }),
  });

export type QuoteQuery = { virtualAccountId: string; bankAccountId: string; amount: number };

const NO_QUOTE: QuoteQuery = { virtualAccountId: '', bankAccountId: '', amount: 0 };

/** GET …/withdrawals/quote: the fee and the total debited, before anything moves. */
export const withdrawalQuoteQueryOptions = (merchantId: string, query: QuoteQuery | null) => ({
  ...endpointQueryOptions(withdrawalEndpoints.quote, {
    params: { merchantId },
    query: query ?? NO_QUOTE,
  }),
  enabled: query !== null,
  placeholderData: keepPreviousData,
});

/** POST …/withdrawals; balances are read again afterwards. */
export const useCreateWithdrawal = (merchantId: string) =>
  useEndpointMutation(withdrawalEndpoints.create, { merchantId });
