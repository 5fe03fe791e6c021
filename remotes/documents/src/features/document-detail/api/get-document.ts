import { endpointQueryOptions } from '@arara/api-client/query';
import { paymentEndpoints, type TPaymentDocument } from '@arara/contracts';

/** How often a pending document is read again: processing → completed shows without a reload. */
export const PENDING_POLL_MS = 3000;

/** One document with its stages, movements and events; read again while it is pending. */
export const documentQueryOptions = (merchantId: string, documentId: string) => ({
  ...endpointQueryOptions(paymentEndpoints.document, { params: { merchantId, documentId } }),
  refetchInterval: (query: { state: { data?: TPaymentDocument } }) =>
    query.state.data?.status === 'pending' ? PENDING_POLL_MS : false,
});
