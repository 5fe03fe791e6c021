import type { TWebhookEventDetail } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { toWebhookAttemptDto, toWebhookEventDto } from './to-webhook-dto';
import { requireWebhookEvent } from './webhook-errors';

/** GET …/webhook-events/:id: the event, the exact payload POSTed, and every attempt. */
export async function getWebhookEvent(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  id: string,
): Promise<TWebhookEventDetail> {
  const { webhooks } = deps.repositories;
  const row = await requireWebhookEvent(webhooks, merchantId, id);
  const attempts = await webhooks.listAttempts(row.id);
  return {
    ...toWebhookEventDto(row),
    payload: {
      id: row.eventId,
      type: row.type,
      createdAt: row.eventCreatedAt.toISOString(),
      data: row.data,
    },
    attemptLog: attempts.map(toWebhookAttemptDto),
  };
}
