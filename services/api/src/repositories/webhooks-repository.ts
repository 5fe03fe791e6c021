import type {
  TSignatureCheck,
  TWebhookDeliveryType,
  TWebhookEventStatus,
  TWebhookEventType,
} from '@arara/contracts';
import { and, asc, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertOne, rowsOf } from '../db/map-row';
import { bankAccounts } from '../db/schema-ledger';
import {
  type Webhook,
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
  webhookReceived,
  webhookReceivers,
  webhooks,
} from '../db/schema-webhooks';
import { isUuid } from './ledger-accounts-repository';

/** A webhook with the name of its bank account, as lists show it. */
export type WebhookRow = Webhook & { bankAccountName: string };

const bankAccountName = sql<string>`${bankAccounts.bankName} || ' · ' || ${bankAccounts.branchNumber} || ' / ' || ${bankAccounts.accountNumber}`;

/** One event on its way to one webhook, with what lists show of the event and the webhook. */
export type DeliveryRow = {
  id: string;
  eventId: string;
  type: TWebhookDeliveryType;
  /** As a merchant reads it: a delivery retrying after a failed attempt is `failed`. */
  status: TWebhookEventStatus;
  /** Still in the queue (not sent, retries not run out): `nextAttemptAt` is when it runs. */
  retrying: boolean;
  webhookId: string;
  webhookUrl: string;
  bankAccountId: string;
  attempts: number;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  documentId: string | null;
  amount: number | null;
  eventCreatedAt: Date;
  data: Record<string, unknown>;
};

/**
 * A delivery still retrying whose last attempt failed (after its creation or last resend): it
 * reads `failed`, with the time of its next attempt, as a merchant expects a webhook that did
 * not get through to read; `pending` is one not tried yet (docs/webhooks.md "Delivery").
 */
const lastAttemptFailed = sql`(${webhookDeliveries.status} = 'pending' and ${webhookDeliveries.lastAttemptAt} is not null and ${webhookDeliveries.lastAttemptAt} >= ${webhookDeliveries.retryFrom})`;

/** The status a merchant reads (the queue's own status, with `lastAttemptFailed` as failed). */
const shownStatus = sql<TWebhookEventStatus>`case when ${lastAttemptFailed} then 'failed' else ${webhookDeliveries.status} end`;

/** The deliveries that read as `status` (see `lastAttemptFailed`). */
const statusIs = (status: TWebhookEventStatus) =>
  status === 'failed'
    ? or(eq(webhookDeliveries.status, 'failed'), lastAttemptFailed)
    : status === 'pending'
      ? and(eq(webhookDeliveries.status, 'pending'), sql`not ${lastAttemptFailed}`)
      : eq(webhookDeliveries.status, status);

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  type: webhookEvents.type,
  status: shownStatus,
  retrying: sql<boolean>`${webhookDeliveries.status} = 'pending'`,
  webhookId: webhookDeliveries.webhookId,
  webhookUrl: webhooks.url,
  bankAccountId: webhooks.bankAccountId,
  attempts: webhookDeliveries.attempts,
  createdAt: webhookDeliveries.createdAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  documentId: webhookEvents.documentId,
  amount: webhookEvents.amount,
  eventCreatedAt: webhookEvents.createdAt,
  data: webhookEvents.data,
};

export type DeliveryFilter = {
  status?: TWebhookEventStatus | undefined;
  type?: TWebhookDeliveryType | undefined;
  webhookId?: string | undefined;
  /** The events of one document (its page's events tab). */
  documentId?: string | undefined;
  /** First and last day (YYYY-MM-DD) on the merchant's clock, both included. */
  from?: string | undefined;
  to?: string | undefined;
};

/** A delivery the worker claimed: what it needs to POST it. */
export type ClaimedDelivery = {
  id: string;
  attempts: number;
  retryFrom: Date;
  url: string;
  secretSealed: string;
  eventId: string;
  type: TWebhookDeliveryType;
  eventCreatedAt: Date;
  data: Record<string, unknown>;
};

export type AttemptRecord = {
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  /** sent (2xx), failed (gave up), or pending again at `nextAttemptAt`. */
  status: TWebhookEventStatus;
  nextAttemptAt: Date | null;
};

/** The merchant's clock, the zone of every period (src/services/accounts/zoned-time.ts). */
const ZONE = 'America/Sao_Paulo';

const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/**
 * Webhooks, their outbox events, the deliveries queue and its attempts, and the sandbox
 * receiver (docs/webhooks.md). Every method takes its transaction as the last, optional, argument.
 */
export const createWebhooksRepository = (db: Db) => ({
  async list(merchantId: string, bankAccountId?: string, tx?: Db): Promise<WebhookRow[]> {
    // An id that is not a uuid names no row.
    if (bankAccountId !== undefined && !isUuid(bankAccountId)) return [];
    return (tx ?? db)
      .select({ webhook: webhooks, bankAccountName })
      .from(webhooks)
      .innerJoin(bankAccounts, eq(bankAccounts.id, webhooks.bankAccountId))
      .where(
        and(
          eq(webhooks.merchantId, merchantId),
          bankAccountId === undefined ? undefined : eq(webhooks.bankAccountId, bankAccountId),
        ),
      )
      .orderBy(desc(webhooks.createdAt), desc(webhooks.id))
      .then((rows) =>
        rows.map((row) => ({ ...row.webhook, bankAccountName: row.bankAccountName })),
      );
  },

  async find(merchantId: string, id: string, tx?: Db): Promise<WebhookRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await (tx ?? db)
      .select({ webhook: webhooks, bankAccountName })
      .from(webhooks)
      .innerJoin(bankAccounts, eq(bankAccounts.id, webhooks.bankAccountId))
      .where(and(eq(webhooks.merchantId, merchantId), eq(webhooks.id, id)))
      .limit(1);
    return row && { ...row.webhook, bankAccountName: row.bankAccountName };
  },

  async countOnBankAccount(bankAccountId: string, tx?: Db): Promise<number> {
    const [row] = await (tx ?? db)
      .select({ n: count() })
      .from(webhooks)
      .where(eq(webhooks.bankAccountId, bankAccountId));
    return row?.n ?? 0;
  },

  async insert(
    values: {
      merchantId: string;
      bankAccountId: string;
      url: string;
      events: TWebhookEventType[];
      secretSealed: string;
      secretLast4: string;
    },
    tx?: Db,
  ): Promise<Webhook> {
    return insertOne(tx ?? db, webhooks, values);
  },

  async remove(merchantId: string, id: string, tx?: Db): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await (tx ?? db)
      .delete(webhooks)
      .where(and(eq(webhooks.merchantId, merchantId), eq(webhooks.id, id)))
      .returning({ id: webhooks.id });
    return rows.length > 0;
  },

  async setSecret(id: string, secretSealed: string, secretLast4: string, tx?: Db): Promise<void> {
    await (tx ?? db).update(webhooks).set({ secretSealed, secretLast4 }).where(eq(webhooks.id, id));
  },

  /** A `test` event and its one delivery, to this webhook only. */
  async insertTestEvent(webhook: Webhook, data: Record<string, unknown>, tx?: Db): Promise<string> {
    const [row] = rowsOf(
      await (tx ?? db).execute(sql`
        with e as (
          insert into webhook_events (merchant_id, bank_account_id, type, data)
          values (${webhook.merchantId}, ${webhook.bankAccountId}, 'test', ${JSON.stringify(data)}::jsonb)
          returning id
        )
        insert into webhook_deliveries (event_id, webhook_id, merchant_id)
        select e.id, ${webhook.id}, ${webhook.merchantId} from e
        returning id`),
    );
    return String(row?.id);
  },

  /** Newest first, after the delivery `cursor` (the last id of the previous page). */
  async listDeliveries(
    merchantId: string,
    filter: DeliveryFilter,
    page: { cursor?: string | undefined; limit: number },
    tx?: Db,
  ): Promise<DeliveryRow[]> {
    if (filter.webhookId !== undefined && !isUuid(filter.webhookId)) return [];
    if (filter.documentId !== undefined && !isUuid(filter.documentId)) return [];
    const d = webhookDeliveries;
    const after =
      page.cursor === undefined
        ? undefined
        : or(
            lt(
              d.createdAt,
              sql`(select created_at from webhook_deliveries where id = ${page.cursor})`,
            ),
            and(
              eq(
                d.createdAt,
                sql`(select created_at from webhook_deliveries where id = ${page.cursor})`,
              ),
              lt(d.id, page.cursor),
            ),
          );
    return (tx ?? db)
      .select(deliveryColumns)
      .from(d)
      .innerJoin(webhookEvents, eq(webhookEvents.id, d.eventId))
      .innerJoin(webhooks, eq(webhooks.id, d.webhookId))
      .where(
        and(
          eq(d.merchantId, merchantId),
          filter.status === undefined ? undefined : statusIs(filter.status),
          filter.type === undefined ? undefined : eq(webhookEvents.type, filter.type),
          filter.webhookId === undefined ? undefined : eq(d.webhookId, filter.webhookId),
          filter.documentId === undefined
            ? undefined
            : eq(webhookEvents.documentId, filter.documentId),
          filter.from === undefined
            ? undefined
            : gte(d.createdAt, sql`(${filter.from}::date)::timestamp at time zone ${ZONE}`),
          filter.to === undefined
            ? undefined
            : lt(d.createdAt, sql`(${filter.to}::date + 1)::timestamp at time zone ${ZONE}`),
          after,
        ),
      )
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(page.limit);
  },

  async findDelivery(merchantId: string, id: string, tx?: Db): Promise<DeliveryRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await (tx ?? db)
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(and(eq(webhookDeliveries.merchantId, merchantId), eq(webhookDeliveries.id, id)))
      .limit(1);
    return row;
  },

  async listAttempts(deliveryId: string, tx?: Db) {
    return (tx ?? db)
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, deliveryId))
      .orderBy(asc(webhookAttempts.id));
  },

  /** Pending again, due now, with a new retry window. */
  async resend(id: string, tx?: Db): Promise<void> {
    await (tx ?? db)
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: sql`now()`, retryFrom: sql`now()` })
      .where(eq(webhookDeliveries.id, id));
  },

  /**
   * The worker's claim: up to `limit` pending deliveries that are due, locked with SKIP LOCKED
   * (another worker takes others) and pushed `leaseMs` into the future, so that they are not
   * claimed again while their POST is in flight, and are again if this process dies meanwhile.
   */
  async claimDue(limit: number, leaseMs: number, tx?: Db): Promise<ClaimedDelivery[]> {
    const rows = rowsOf(
      await (tx ?? db).execute(sql`
        with due as (
          select id from webhook_deliveries
           where status = 'pending' and next_attempt_at <= now()
           order by next_attempt_at
           limit ${limit}
           for update skip locked
        ), claimed as (
          update webhook_deliveries d
             set next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
            from due where d.id = due.id
          returning d.id, d.event_id, d.webhook_id, d.attempts, d.retry_from
        )
        select c.id, c.attempts, c.retry_from, w.url, w.secret_sealed, e.id as event_id,
               e.type, e.created_at as event_created_at, e.data
          from claimed c
          join webhooks w on w.id = c.webhook_id
          join webhook_events e on e.id = c.event_id`),
    );
    return rows.map((row) => ({
      id: String(row.id),
      attempts: Number(row.attempts),
      retryFrom: toDate(row.retry_from),
      url: String(row.url),
      secretSealed: String(row.secret_sealed),
      eventId: String(row.event_id),
      type: row.type as TWebhookDeliveryType,
      eventCreatedAt: toDate(row.event_created_at),
      data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<
        string,
        unknown
      >,
    }));
  },

  /** One attempt's log line and the delivery's new state, in one statement. */
  async recordAttempt(deliveryId: string, attempt: AttemptRecord, tx?: Db): Promise<void> {
    await (tx ?? db).execute(sql`
      with attempt as (
        insert into webhook_attempts (delivery_id, status_code, latency_ms, error)
        values (${deliveryId}, ${attempt.statusCode}, ${attempt.latencyMs}, ${attempt.error})
      )
      update webhook_deliveries
         set status = ${attempt.status}, attempts = attempts + 1, last_attempt_at = now(),
             next_attempt_at = ${attempt.nextAttemptAt?.toISOString() ?? null}::timestamptz,
             delivered_at = ${attempt.status === 'sent' ? sql`now()` : sql`null`}
       where id = ${deliveryId}`);
  },

  /** Claimed deliveries not attempted (the process is stopping): due again now. */
  async release(ids: readonly string[], tx?: Db): Promise<void> {
    if (ids.length === 0) return;
    await (tx ?? db).execute(sql`
      update webhook_deliveries set next_attempt_at = now()
       where status = 'pending' and id in (${sql.join(
         ids.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})`);
  },

  // ---------------------------------------------------------------------------------------
  // The sandbox receiver

  async receiverOf(merchantId: string, tx?: Db): Promise<string> {
    const conn = tx ?? db;
    await conn.insert(webhookReceivers).values({ merchantId }).onConflictDoNothing();
    const [row] = await conn
      .select({ id: webhookReceivers.id })
      .from(webhookReceivers)
      .where(eq(webhookReceivers.merchantId, merchantId));
    return String(row?.id);
  },

  async findReceiver(id: string, tx?: Db): Promise<{ id: string; merchantId: string } | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await (tx ?? db)
      .select({ id: webhookReceivers.id, merchantId: webhookReceivers.merchantId })
      .from(webhookReceivers)
      .where(eq(webhookReceivers.id, id));
    return row;
  },

  /** The sealed secrets of the merchant's webhooks whose URL names this receiver. */
  async secretsPointingAt(merchantId: string, receiverId: string, tx?: Db): Promise<string[]> {
    const rows = await (tx ?? db)
      .select({ secretSealed: webhooks.secretSealed })
      .from(webhooks)
      .where(
        and(
          eq(webhooks.merchantId, merchantId),
          sql`${webhooks.url} like ${`%/sandbox/webhook-receiver/${receiverId}`}`,
        ),
      );
    return rows.map((row) => row.secretSealed);
  },

  /** Stores what arrived and keeps the latest `keep` of the receiver. */
  async insertReceived(
    values: {
      receiverId: string;
      eventId: string | null;
      type: string | null;
      signature: TSignatureCheck;
      headers: Record<string, string>;
      body: string;
    },
    keep: number,
    tx?: Db,
  ): Promise<void> {
    const conn = tx ?? db;
    await conn.insert(webhookReceived).values(values);
    await conn.execute(sql`
      delete from webhook_received
       where receiver_id = ${values.receiverId}
         and id not in (select id from webhook_received where receiver_id = ${values.receiverId}
                         order by created_at desc limit ${keep})`);
  },

  async listReceived(receiverId: string, limit: number, tx?: Db) {
    return (tx ?? db)
      .select()
      .from(webhookReceived)
      .where(eq(webhookReceived.receiverId, receiverId))
      .orderBy(desc(webhookReceived.receivedAt), desc(webhookReceived.id))
      .limit(limit);
  },
});

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
