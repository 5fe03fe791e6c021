import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import { accountEndpoints, webhookEndpoints } from '@arara/contracts';

export const webhooksQueryOptions = (merchantId: string) =>
  endpointQueryOptions(webhookEndpoints.list, { params: { merchantId }, query: {} });

/** The merchant's bank accounts, the one cache entry the accounts screens read too. */
export const bankAccountsQueryOptions = (merchantId: string) =>
  endpointQueryOptions(accountEndpoints.listBankAccounts, { params: { merchantId } });

/** The sandbox test receiver (a 404 outside the sandbox). */
export const sandboxReceiverQueryOptions = (merchantId: string) => ({
  ...endpointQueryOptions(webhookEndpoints.sandboxReceiver, { params: { merchantId } }),
  retry: false,
});

/** Adds a webhook; the answer carries its signing secret, this once. */
export const useCreateWebhook = (merchantId: string) =>
  useEndpointMutation(webhookEndpoints.create, { merchantId });

export const useRemoveWebhook = (merchantId: string, webhookId: string) =>
  useEndpointMutation(webhookEndpoints.remove, { merchantId, webhookId });

/** A new signing secret, shown this once; the old one stops signing at once. */
export const useRotateWebhookSecret = (merchantId: string, webhookId: string) =>
  useEndpointMutation(webhookEndpoints.rotateSecret, { merchantId, webhookId });

/** Queues a `test` event to one webhook; it shows in the events list. */
export const useSendTestEvent = (merchantId: string, webhookId: string) =>
  useEndpointMutation(webhookEndpoints.sendTest, { merchantId, webhookId });
