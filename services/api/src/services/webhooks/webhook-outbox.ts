import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/map-row';
import { signalWebhookDeliveries } from './delivery-signal';

/**
 * An instant as the API's JSON writes it (`Date#toISOString`: UTC, milliseconds, `Z`), not as
 * jsonb writes a timestamptz (`+00:00`, microseconds): the payload's dates read like the
 * envelope's `createdAt` and like the same document's in the API (docs/webhooks.md "Payload").
 */
const isoInstant = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The money events a document can carry that webhooks subscribe to. */
export type DocumentEventType = 'pix_in' | 'pix_out' | 'pix_refund';

/**
 * The outbox (docs/webhooks.md "Delivery"), as two CTEs to add to the statement that writes a
 * document's events: `hook_events` writes one webhook event per type for the document of the
 * CTE `doc` when a webhook of its bank account subscribes to it (the payload's `data` is the
 * document as it is now), and `hook_deliveries` one delivery per subscribed active webhook. They
 * commit or roll back with the movement: nothing is sent for a Pix that rolled back, nothing is
 * lost once it committed.
 */
export function outboxCtes(types: readonly DocumentEventType[]): SQL {
  const values = sql.join(
    types.map((type) => sql`(${type}::text)`),
    sql`, `,
  );
  return sql`hook_events as (
      insert into webhook_events (merchant_id, bank_account_id, type, document_id, amount, data)
      select doc.merchant_id, va.bank_account_id, t.type, doc.id, doc.amount,
             jsonb_build_object(
               'documentId', doc.id, 'kind', doc.kind, 'status', doc.status,
               'method', doc.method, 'amount', doc.amount, 'fee', doc.fee,
               'netAmount', doc.net_amount, 'currency', 'BRL',
               'endToEndId', doc.end_to_end_id, 'txid', doc.txid, 'reference', doc.reference,
               'description', doc.description, 'pixKey', doc.pix_key,
               'virtualAccountId', doc.virtual_account_id, 'bankAccountId', va.bank_account_id,
               'counterparty', jsonb_build_object('name', doc.counterparty_name,
                 'document', doc.counterparty_document,
                 'institution', doc.counterparty_institution),
               'relatedDocumentId', doc.related_document_id,
               'refundReason', doc.refund_reason, 'returnDirection', doc.return_direction,
               'processedAt', ${isoInstant(sql`doc.processed_at`)},
               'createdAt', ${isoInstant(sql`doc.created_at`)})
        from doc
        join virtual_accounts va on va.id = doc.virtual_account_id
        cross join (values ${values}) as t(type)
       where exists (select 1 from webhooks w
                      where w.bank_account_id = va.bank_account_id and w.status = 'active'
                        and t.type = any(w.events))
      returning id, merchant_id, bank_account_id, type
    ),
    hook_deliveries as (
      insert into webhook_deliveries (event_id, webhook_id, merchant_id)
      select e.id, w.id, e.merchant_id
        from hook_events e
        join webhooks w on w.bank_account_id = e.bank_account_id and w.status = 'active'
                       and e.type = any(w.events)
      returning id
    )`;
}

/** The number of deliveries `outboxCtes` wrote, to select in the statement's result. */
export const outboxDeliveryCount = sql`(select count(*) from hook_deliveries)::int`;

/** After a statement with the outbox: wake the worker when it wrote deliveries. */
export function afterOutbox(deliveries: unknown): void {
  if (Number(deliveries) > 0) signalWebhookDeliveries();
}

/**
 * The webhook events of a document that already exists (a held Pix, once approved), inside the
 * caller's transaction.
 */
export async function writeDocumentWebhookEvents(
  tx: Db,
  documentId: string,
  types: readonly DocumentEventType[],
): Promise<void> {
  const [row] = rowsOf(
    await tx.execute(sql`
      with doc as (select * from payment_documents where id = ${documentId}),
           ${outboxCtes(types)}
      select ${outboxDeliveryCount} as deliveries`),
  );
  afterOutbox(row?.deliveries);
}

/**
 * A webhook event that is not a document's money event (a MED infraction created or updated),
 * inside the caller's transaction: written, with one delivery per active webhook of the virtual
 * account's bank account that subscribes to `type`, only when one does (like `outboxCtes`).
 * `documentId` is what the event is about in the events list (`?documentId=`); `data` is the
 * payload's `data` (the bank account's id is added to it).
 */
export async function writeWebhookEvent(
  tx: Db,
  event: {
    merchantId: string;
    virtualAccountId: string;
    type: 'infraction_created' | 'infraction_updated';
    documentId: string;
    amount: number;
    data: Record<string, unknown>;
  },
): Promise<void> {
  const [row] = rowsOf(
    await tx.execute(sql`
      with hook_events as (
        insert into webhook_events (merchant_id, bank_account_id, type, document_id, amount, data)
        select ${event.merchantId}, va.bank_account_id, ${event.type}::text, ${event.documentId},
               ${event.amount},
               ${JSON.stringify(event.data)}::jsonb
                 || jsonb_build_object('bankAccountId', va.bank_account_id)
          from virtual_accounts va
         where va.id = ${event.virtualAccountId}
           and exists (select 1 from webhooks w
                        where w.bank_account_id = va.bank_account_id and w.status = 'active'
                          and ${event.type}::text = any(w.events))
        returning id, merchant_id, bank_account_id, type
      ),
      hook_deliveries as (
        insert into webhook_deliveries (event_id, webhook_id, merchant_id)
        select e.id, w.id, e.merchant_id
          from hook_events e
          join webhooks w on w.bank_account_id = e.bank_account_id and w.status = 'active'
                         and e.type = any(w.events)
        returning id
      )
      select ${outboxDeliveryCount} as deliveries`),
  );
  afterOutbox(row?.deliveries);
}
