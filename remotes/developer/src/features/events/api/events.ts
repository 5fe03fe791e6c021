import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import { type TWebhookEventsQuery, webhookEventEndpoints } from '@arara/contracts';
import { keepPreviousData } from '@tanstack/react-query';

/** One page of events; the page shown stays while the next one loads. */
export const eventsQueryOptions = (merchantId: string, query: TWebhookEventsQuery) => ({
  ...endpointQueryOptions(webhookEventEndpoints.list, { params: { merchantId }, query }),
  placeholderData: keepPreviousData,
});

export const eventQueryOptions = (merchantId: string, webhookEventId: string) =>
  endpointQueryOptions(webhookEventEndpoints.get, { params: { merchantId, webhookEventId } });

/** Sends an event again now; the lists and the event are read again. */
export const useResendEvent = (merchantId: string, webhookEventId: string) =>
  useEndpointMutation(webhookEventEndpoints.resend, { merchantId, webhookEventId });
