import {
  type TWebhook,
  type TWebhookAttempt,
  type TWebhookEvent,
  WEBHOOK_SECRET_PREFIX,
} from '@arara/contracts';
import type { DeliveryRow, WebhookRow } from '../../repositories/webhooks-repository';

export const toWebhookDto = (row: WebhookRow): TWebhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  status: row.status,
  bankAccountId: row.bankAccountId,
  bankAccountName: row.bankAccountName,
  secretPrefix: WEBHOOK_SECRET_PREFIX,
  secretLast4: row.secretLast4,
  createdAt: row.createdAt.toISOString(),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toWebhookEventDto = (row: DeliveryRow): TWebhookEvent => ({
  id: row.id,
  eventId: row.eventId,
  type: row.type,
  status: row.status,
  webhookId: row.webhookId,
  webhookUrl: row.webhookUrl,
  bankAccountId: row.bankAccountId,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: iso(row.lastAttemptAt),
  // Set while the delivery is retrying: a `failed` one whose retries have not run out says when.
  nextAttemptAt: row.retrying ? iso(row.nextAttemptAt) : null,
  deliveredAt: iso(row.deliveredAt),
  resource: { documentId: row.documentId, amount: row.amount },
});

export const toWebhookAttemptDto = (row: {
  id: number;
  attemptedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}): TWebhookAttempt => ({
  id: String(row.id),
  attemptedAt: row.attemptedAt.toISOString(),
  statusCode: row.statusCode,
  latencyMs: row.latencyMs,
  error: row.error,
});
