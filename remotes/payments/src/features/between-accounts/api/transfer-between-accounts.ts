import { apiRequest } from '@arara/api-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_ROUTES,
  type TBetweenAccountsRequest,
  ZPaymentDocument,
} from '@arara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/query-keys';

type Variables = { body: TBetweenAccountsRequest; idempotencyKey: string };

/** POST …/transfers/between-accounts; balances are read again afterwards. */
export function useTransferBetweenAccounts(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Variables) =>
      apiRequest(PAYMENT_ROUTES.betweenAccounts(merchantId), {
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
