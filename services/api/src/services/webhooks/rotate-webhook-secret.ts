import type { TWebhookWithSecret } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { newWebhookSecret } from './new-webhook-secret';
import { toWebhookDto } from './to-webhook-dto';
import { requireWebhook } from './webhook-errors';

/** POST …/webhooks/:id/rotate-secret: deliveries from now on are signed with the new one. */
export async function rotateWebhookSecret(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  webhookId: string,
): Promise<TWebhookWithSecret> {
  const { webhooks } = deps.repositories;
  const webhook = await requireWebhook(webhooks, merchantId, webhookId);
  const { secret, secretSealed, secretLast4 } = newWebhookSecret();
  await webhooks.setSecret(webhook.id, secretSealed, secretLast4);
  return { webhook: toWebhookDto({ ...webhook, secretLast4 }), secret };
}
