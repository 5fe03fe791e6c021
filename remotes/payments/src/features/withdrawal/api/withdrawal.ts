import { apiRequest } from '@arara/api-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  type TWithdrawalRequest,
  WITHDRAWAL_ROUTES,
  ZBankAccountsResponse,
  ZPaymentDocument,
  ZWithdrawalQuote,
} from '@arara/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantPath, paymentsKeys } from '../../../lib/query-keys';

/** Query keys of the withdrawal, under the payments remote's keys of the merchant. */
export const withdrawalKeys = {
  bankAccounts: (merchantId: string) => [...paymentsKeys.all(merchantId), 'bank-accounts'] as const,
  quote: (merchantId: string, query: QuoteQuery) =>
    [
      ...paymentsKeys.all(merchantId),
      'withdrawal-quote',
      query.virtualAccountId,
      query.bankAccountId,
      query.amount,
    ] as const,
};

/** The merchant's bank accounts: where a withdrawal can go. */
export const bankAccountsQueryOptions = (merchantId: string) =>
  queryOptions({
    queryKey: withdrawalKeys.bankAccounts(merchantId),
    queryFn: ({ signal }) =>
      apiRequest(merchantPath(merchantId, 'bank-accounts'), {
        schema: ZBankAccountsResponse,
        signal,
      }),
  });

export type QuoteQuery = { virtualAccountId: string; bankAccountId: string; amount: number };

/** GET …/withdrawals/quote: the fee and the total debited, before anything moves. */
export const withdrawalQuoteQueryOptions = (merchantId: string, query: QuoteQuery | null) =>
  queryOptions({
    queryKey: withdrawalKeys.quote(
      merchantId,
      query ?? { virtualAccountId: '', bankAccountId: '', amount: 0 },
    ),
    queryFn: ({ signal }) => {
      if (!query) throw new Error('no quote without an account, a bank account and an amount');
      const search = new URLSearchParams({
        virtualAccountId: query.virtualAccountId,
        bankAccountId: query.bankAccountId,
        amount: String(query.amount),
      });
      return apiRequest(`${WITHDRAWAL_ROUTES.quote(merchantId)}?${search}`, {
        schema: ZWithdrawalQuote,
        signal,
      });
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

type Variables = { body: TWithdrawalRequest; idempotencyKey: string };

/** POST …/withdrawals; balances are read again afterwards. */
export function useCreateWithdrawal(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Variables) =>
      apiRequest(WITHDRAWAL_ROUTES.withdrawals(merchantId), {
        method: 'POST',
        body,
        schema: ZPaymentDocument,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.all(merchantId) });
      void queryClient.invalidateQueries({ queryKey: ['accounts', merchantId] });
    },
  });
}
