import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import { qrCodeEndpoints, type TCreateQrCodeRequest, type TQrCodeType } from '@arara/contracts';

export const qrCodesQueryOptions = (merchantId: string, type: TQrCodeType) =>
  endpointQueryOptions(qrCodeEndpoints.list, { params: { merchantId }, query: { type } });

export const qrCodeQueryOptions = (merchantId: string, qrCodeId: string) =>
  endpointQueryOptions(qrCodeEndpoints.get, { params: { merchantId, qrCodeId } });

/** The request of the create form's values: the typed local time sent as an instant, blanks left out. */
export const qrCodeRequest = (values: TCreateQrCodeRequest): TCreateQrCodeRequest => ({
  ...values,
  // A static code has no expiration.
  expiresAt:
    values.type === 'dynamic' && values.expiresAt
      ? new Date(values.expiresAt).toISOString()
      : undefined,
  description: values.description || undefined,
  externalId: values.externalId || undefined,
});

/** Issues a QR code; the lists are read again. */
export const useCreateQrCode = (merchantId: string) =>
  useEndpointMutation(qrCodeEndpoints.create, { merchantId });

/**
 * The sandbox payer pays a code (one Idempotency-Key per confirmed payment, reused by a retry);
 * the code, the lists and the merchant's balances are read again.
 */
export const useSandboxPayQrCode = (merchantId: string, qrCodeId: string) =>
  useEndpointMutation(qrCodeEndpoints.sandboxPay, { merchantId, qrCodeId });
