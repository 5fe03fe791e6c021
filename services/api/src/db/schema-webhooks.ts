import type {
  TSignatureCheck,
  TWebhookDeliveryType,
  TWebhookEventStatus,
  TWebhookEventType,
  TWebhookStatus,
} from '@arara/contracts';
import {
  WEBHOOK_DELIVERY_TYPES,
  WEBHOOK_EVENT_STATUSES,
  WEBHOOK_STATUSES,
  SIGNATURE_CHECKS,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  cents,
  createdAt,
  identityPrimaryKey,
  oneOf,
  requiredRef,
  timestampTz,
  uuidPrimaryKey,
} from './columns';
import { merchantRef } from './schema';
import { bankAccountRef } from './schema-ledger';

/**
 * Webhooks (docs/webhooks.md): a URL on one of the merchant's bank accounts and the event types
 * it wants. The signing secret is sealed (AES-256-GCM, src/lib/totp-encryption.ts): the server
 * must read it back to sign, so it cannot be a hash; only its last 4 characters are in clear.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    bankAccountId: bankAccountRef(),
    url: text('url').notNull(),
    events: text('events').array().$type<TWebhookEventType[]>().notNull(),
    status: text('status').$type<TWebhookStatus>().notNull().default('active'),
    secretSealed: text('secret_sealed').notNull(),
    secretLast4: text('secret_last4').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhooks_bank_account_idx').on(t.bankAccountId),
    index('webhooks_merchant_idx').on(t.merchantId, t.createdAt.desc()),
    oneOf('webhooks_status_valid', t.status, WEBHOOK_STATUSES),
  ],
);

/**
 * The outbox: one row per fact (a Pix received, a Pix sent, a test), written in the same
 * transaction as the movement, with the payload's `data` as it was then. Written only when a
 * webhook of the bank account subscribes to the type.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    bankAccountId: bankAccountRef(),
    type: text('type').$type<TWebhookDeliveryType>().notNull(),
    documentId: uuid('document_id'),
    amount: cents('amount'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('webhook_events_type_valid', t.type, WEBHOOK_DELIVERY_TYPES),
    // The events tab of a document's page (GET …/webhook-events?documentId=).
    index('webhook_events_document_idx').on(t.documentId).where(sql`${t.documentId} is not null`),
  ],
);

/**
 * One event on its way to one webhook: the durable queue the delivery worker polls
 * (`status = 'pending' and next_attempt_at <= now()`, FOR UPDATE SKIP LOCKED).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuidPrimaryKey(),
    eventId: requiredRef('event_id', () => webhookEvents.id, { onDelete: 'cascade' }),
    webhookId: requiredRef('webhook_id', () => webhooks.id, { onDelete: 'cascade' }),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    status: text('status').$type<TWebhookEventStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').defaultNow(),
    lastAttemptAt: timestampTz('last_attempt_at'),
    deliveredAt: timestampTz('delivered_at'),
    /** Retries stop 24 hours (WEBHOOK_RETRY_WINDOW_MS) after this: its creation or last resend. */
    retryFrom: timestampTz('retry_from').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_merchant_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_event_idx').on(t.eventId),
    index('webhook_deliveries_webhook_idx').on(t.webhookId),
    oneOf('webhook_deliveries_status_valid', t.status, WEBHOOK_EVENT_STATUSES),
  ],
);

/** Every POST of a delivery: when, the receiver's status code, how long, why it failed. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: identityPrimaryKey(),
    deliveryId: requiredRef('delivery_id', () => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestampTz('attempted_at').notNull().defaultNow(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

/** The sandbox test receiver of a merchant: a public id its URL carries (docs/webhooks.md). */
export const webhookReceivers = pgTable(
  'webhook_receivers',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_receivers_merchant_unique').on(t.merchantId)],
);

/** What the sandbox receiver got (the latest ones of each receiver are kept). */
export const webhookReceived = pgTable(
  'webhook_received',
  {
    id: uuidPrimaryKey(),
    receiverId: requiredRef('receiver_id', () => webhookReceivers.id, { onDelete: 'cascade' }),
    eventId: text('event_id'),
    type: text('type'),
    signature: text('signature').$type<TSignatureCheck>().notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    index('webhook_received_receiver_idx').on(t.receiverId, t.receivedAt.desc()),
    oneOf('webhook_received_signature_valid', t.signature, SIGNATURE_CHECKS),
  ],
);

export type Webhook = typeof webhooks.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
