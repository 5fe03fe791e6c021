import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import { webhookEventEndpoints } from '@arara/contracts';

/** The webhook deliveries of one document (the events tab), newest first. */
export const documentEventsQueryOptions = (merchantId: string, documentId: string) =>
  endpointQueryOptions(webhookEventEndpoints.list, {
    params: { merchantId },
    query: { documentId },
  });

/** Sends a delivery again now; the events are read again (group `webhookEvents`). */
export const useResendDocumentEvent = (merchantId: string, webhookEventId: string) =>
  useEndpointMutation(webhookEventEndpoints.resend, { merchantId, webhookEventId });
