import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import { qrCodeEndpoints, type TQrCodeType } from '@arara/contracts';

export const qrCodesQueryOptions = (merchantId: string, type: TQrCodeType) =>
  endpointQueryOptions(qrCodeEndpoints.list, { params: { merchantId }, query: { type } });

export const qrCodeQueryOptions = (merchantId: string, qrCodeId: string) =>
  endpointQueryOptions(qrCodeEndpoints.get, { params: { merchantId, qrCodeId } });

/** Issues a QR code; the lists are read again. */
export const useCreateQrCode = (merchantId: string) =>
  useEndpointMutation(qrCodeEndpoints.create, { merchantId });

/**
 * The sandbox payer pays a code (one Idempotency-Key per confirmed payment, reused by a retry);
 * the code, the lists and the merchant's balances are read again.
 */
export const useSandboxPayQrCode = (merchantId: string, qrCodeId: string) =>
  useEndpointMutation(qrCodeEndpoints.sandboxPay, { merchantId, qrCodeId });
