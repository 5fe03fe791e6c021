import { apiRequest } from '@arara/api-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  QR_CODE_ROUTES,
  type TCreateQrCodeRequest,
  type TQrCodeType,
  type TSandboxQrCodePaymentRequest,
  ZQrCode,
  ZQrCodesResponse,
} from '@arara/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const qrCodesKeys = {
  all: (merchantId: string) => ['payments', merchantId, 'qr-codes'] as const,
  list: (merchantId: string, type: TQrCodeType) =>
    ['payments', merchantId, 'qr-codes', 'list', type] as const,
  detail: (merchantId: string, id: string) =>
    ['payments', merchantId, 'qr-codes', 'detail', id] as const,
};

export const qrCodesQueryOptions = (merchantId: string, type: TQrCodeType) =>
  queryOptions({
    queryKey: qrCodesKeys.list(merchantId, type),
    queryFn: ({ signal }) =>
      apiRequest(`${QR_CODE_ROUTES.list(merchantId)}?type=${type}`, {
        schema: ZQrCodesResponse,
        signal,
      }),
  });

export const qrCodeQueryOptions = (merchantId: string, id: string) =>
  queryOptions({
    queryKey: qrCodesKeys.detail(merchantId, id),
    queryFn: ({ signal }) =>
      apiRequest(QR_CODE_ROUTES.one(merchantId, encodeURIComponent(id)), {
        schema: ZQrCode,
        signal,
      }),
  });

/** Issues a QR code; the lists are read again. */
export function useCreateQrCode(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateQrCodeRequest) =>
      apiRequest(QR_CODE_ROUTES.list(merchantId), { method: 'POST', body, schema: ZQrCode }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodesKeys.all(merchantId) }),
  });
}

/**
 * The sandbox payer pays a code (one Idempotency-Key per confirmed payment, reused by a retry);
 * the code, the lists and the merchant's balances are read again.
 */
export function useSandboxPayQrCode(merchantId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TSandboxQrCodePaymentRequest; key: string }) =>
      apiRequest(QR_CODE_ROUTES.sandboxPay(merchantId, encodeURIComponent(id)), {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        schema: ZQrCode,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: qrCodesKeys.all(merchantId) });
      void queryClient.invalidateQueries({ queryKey: ['accounts', merchantId] });
    },
  });
}
