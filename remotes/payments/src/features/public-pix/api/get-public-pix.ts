import { endpointQueryOptions } from '@arara/api-client/query';
import { paymentEndpoints } from '@arara/contracts';

/** GET /public/pix/:id: no session, the masked public view of one Pix. */
export const publicPixQueryOptions = (transactionId: string) => ({
  ...endpointQueryOptions(paymentEndpoints.publicPix, { params: { transactionId } }),
  retry: false,
});
