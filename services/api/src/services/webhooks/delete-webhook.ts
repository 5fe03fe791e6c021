import type { ServiceDeps } from '../deps';
import { webhookNotFound } from './webhook-errors';

/** DELETE …/webhooks/:id: its deliveries and their attempts go with it. */
export async function deleteWebhook(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  webhookId: string,
): Promise<void> {
  if (!(await deps.repositories.webhooks.remove(merchantId, webhookId))) throw webhookNotFound();
}
