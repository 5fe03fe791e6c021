import { AppErrorCode } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { WebhooksRepository } from '../../repositories/webhooks-repository';

export const webhookNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Webhook not found');
export const webhookEventNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Event not found');

/** The merchant's webhook `id`: 404 for another merchant's or an unknown one. */
export async function requireWebhook(webhooks: WebhooksRepository, merchantId: string, id: string) {
  const webhook = await webhooks.find(merchantId, id);
  if (!webhook) throw webhookNotFound();
  return webhook;
}

/** The merchant's delivery `id`: 404 for another merchant's or an unknown one. */
export async function requireWebhookEvent(
  webhooks: WebhooksRepository,
  merchantId: string,
  id: string,
) {
  const delivery = await webhooks.findDelivery(merchantId, id);
  if (!delivery) throw webhookEventNotFound();
  return delivery;
}
