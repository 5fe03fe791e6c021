import type { TWebhooksQuery, TWebhooksResponse } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { toWebhookDto } from './to-webhook-dto';

export async function listWebhooks(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  query: TWebhooksQuery,
): Promise<TWebhooksResponse> {
  const rows = await deps.repositories.webhooks.list(merchantId, query.bankAccountId);
  return { items: rows.map(toWebhookDto) };
}
