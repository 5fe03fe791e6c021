import type { TWebhookEvent } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { signalWebhookDeliveries } from './delivery-signal';
import { toWebhookEventDto } from './to-webhook-dto';
import { requireWebhookEvent } from './webhook-errors';

/**
 * POST …/webhook-events/:id/resend: pending again and due now, with a new 24-hour retry
 * window; its attempts are kept. The receiver gets the same event id again (de-dup).
 */
export async function resendWebhookEvent(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  id: string,
): Promise<TWebhookEvent> {
  const { webhooks } = deps.repositories;
  const row = await requireWebhookEvent(webhooks, merchantId, id);
  await webhooks.resend(row.id);
  signalWebhookDeliveries();
  return toWebhookEventDto(await requireWebhookEvent(webhooks, merchantId, id));
}
