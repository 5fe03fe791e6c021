import { apiRequest } from '@arara/api-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_ROUTES,
  type TPixCodeRequest,
  type TPixDestination,
  type TPixTransferRequest,
  ZPaymentDocument,
  ZPixCodeChannel,
  ZPixPreview,
} from '@arara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/query-keys';

/** POST …/pix/preview: who receives a key or code, before anything moves. */
export function usePixPreview(merchantId: string) {
  return useMutation({
    mutationFn: (destination: TPixDestination) =>
      apiRequest(PAYMENT_ROUTES.pixPreview(merchantId), {
        method: 'POST',
        body: { destination },
        schema: ZPixPreview,
      }),
  });
}

/**
 * POST …/pix/code: sends (or not, with an authenticator) the 6-digit code of this Pix (an e-mailed
 * code confirms only this amount to this destination); says where it is.
 */
export function useRequestPixCode(merchantId: string) {
  return useMutation({
    mutationFn: (pix: TPixCodeRequest) =>
      apiRequest(PAYMENT_ROUTES.pixCode(merchantId), {
        method: 'POST',
        body: pix,
        schema: ZPixCodeChannel,
      }),
  });
}

type TransferVariables = { body: TPixTransferRequest; idempotencyKey: string };

/** POST …/pix/transfers with the transfer's Idempotency-Key; balances are read again afterwards. */
export function usePixTransfer(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: TransferVariables) =>
      apiRequest(PAYMENT_ROUTES.pixTransfers(merchantId), {
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
