import { callApi } from '@arara/api-client/call';
import { invalidateAfter } from '@arara/api-client/query';
import { documentEndpoints, type TRefundRequest } from '@arara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Where the 6-digit code of a refund of `amount` comes from (authenticator, or e-mailed now). */
export const requestRefundCode = (merchantId: string, documentId: string, amount: number) =>
  callApi(documentEndpoints.refundCode, {
    params: { merchantId, documentId },
    body: { amount },
  });

/**
 * Refunds a received Pix (a return document). One Idempotency-Key per confirmed refund, reused
 * by its retries; the documents and balances are read again once it settles.
 */
export function useRefund(merchantId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TRefundRequest; idempotencyKey: string }) =>
      callApi(documentEndpoints.refund, {
        params: { merchantId, documentId },
        body,
        idempotencyKey,
      }),
    onSettled: () => invalidateAfter(queryClient, documentEndpoints.refund, { merchantId }),
  });
}

/** Sandbox: the receiving institution refunds a Pix the merchant sent. */
export function useSandboxRefund(merchantId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      callApi(documentEndpoints.sandboxRefund, {
        params: { merchantId, documentId },
        body: { reason: 'bank_error' },
        idempotencyKey,
      }),
    onSettled: () => invalidateAfter(queryClient, documentEndpoints.sandboxRefund, { merchantId }),
  });
}
