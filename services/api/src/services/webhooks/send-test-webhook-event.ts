import type { TWebhookEvent } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { signalWebhookDeliveries } from './delivery-signal';
import { toWebhookEventDto } from './to-webhook-dto';
import { requireWebhook, requireWebhookEvent } from './webhook-errors';

/** POST …/webhooks/:id/test: a `test` event queued for this webhook only. */
export async function sendTestWebhookEvent(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  webhookId: string,
): Promise<TWebhookEvent> {
  const { webhooks } = deps.repositories;
  const webhook = await requireWebhook(webhooks, merchantId, webhookId);
  const deliveryId = await webhooks.insertTestEvent(webhook, {
    webhookId: webhook.id,
    bankAccountId: webhook.bankAccountId,
    message: 'A test event sent from the Arara dashboard',
  });
  signalWebhookDeliveries();
  return toWebhookEventDto(await requireWebhookEvent(webhooks, merchantId, deliveryId));
}
