import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import { accountEndpoints, withdrawalEndpoints } from '@arara/contracts';
import { keepPreviousData } from '@tanstack/react-query';

/** The merchant's bank accounts: where a withdrawal can go (the accounts remote's own query). */
export const bankAccountsQueryOptions = (merchantId: string) =>
  endpointQueryOptions(accountEndpoints.listBankAccounts, { params: { merchantId } });

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
