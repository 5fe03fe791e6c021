import type { TWebhookEventPage, TWebhookEventsQuery } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { toWebhookEventDto } from './to-webhook-dto';

const DEFAULT_PAGE = 20;

/** GET …/webhook-events: newest first; `from`/`to` are days on the merchant's clock. */
export async function listWebhookEvents(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  query: TWebhookEventsQuery,
): Promise<TWebhookEventPage> {
  const limit = Number(query.limit ?? DEFAULT_PAGE);
  const rows = await deps.repositories.webhooks.listDeliveries(
    merchantId,
    {
      status: query.status,
      type: query.type,
      webhookId: query.webhookId,
      documentId: query.documentId,
      from: query.from,
      to: query.to,
    },
    { cursor: query.cursor, limit: limit + 1 },
  );
  const items = rows.slice(0, limit).map(toWebhookEventDto);
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
}
