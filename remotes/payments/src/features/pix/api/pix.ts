import { callApi } from '@arara/api-client/call';
import { useEndpointMutation } from '@arara/api-client/query';
import { paymentEndpoints, type TPixCodeRequest, type TPixDestination } from '@arara/contracts';
import { useCallMutation } from '@/lib/call-mutation';

/** POST …/pix/preview: who receives a key or code, before anything moves. */
export const usePixPreview = (merchantId: string) =>
  useCallMutation(merchantId, paymentEndpoints.pixPreview, (destination: TPixDestination) =>
    callApi(paymentEndpoints.pixPreview, { params: { merchantId }, body: { destination } }),
  );

/**
 * POST …/pix/code: sends (or not, with an authenticator) the 6-digit code of this Pix (an e-mailed
 * code confirms only this amount to this destination); says where it is.
 */
export const useRequestPixCode = (merchantId: string) =>
  useCallMutation(merchantId, paymentEndpoints.pixCode, (pix: TPixCodeRequest) =>
    callApi(paymentEndpoints.pixCode, { params: { merchantId }, body: pix }),
  );

/** POST …/pix/transfers with the transfer's Idempotency-Key; balances are read again afterwards. */
export const usePixTransfer = (merchantId: string) =>
  useEndpointMutation(paymentEndpoints.pixTransfer, { merchantId });
