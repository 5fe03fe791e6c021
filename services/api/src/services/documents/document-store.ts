import { createHash } from 'node:crypto';
import type {
  TDocumentStage,
  TDocumentSummary,
  TMovementType,
  TPaymentDocument,
} from '@arara/contracts';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema-api-keys';
import { ledgerPostings, virtualAccounts } from '../../db/schema-ledger';
import {
  type NewPaymentDocument,
  type PaymentDocument,
  paymentDocumentEvents,
  paymentDocumentStages,
  paymentDocuments,
} from '../../db/schema-payments';
import { findOne, jsonOf, mapRow, rowsOf, selectRows } from '../../db/map-row';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import {
  afterOutbox,
  type DocumentEventType,
  outboxCtes,
  outboxDeliveryCount,
} from '../webhooks/webhook-outbox';
import { idempotencyKeyReused } from './document-errors';

/** SHA-256 of the canonical request: what makes two requests with one key "the same". */
export const hashPaymentRequest = (canonical: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(canonical)).digest('hex');

export type NewDocument = {
  document: NewPaymentDocument;
  stages: TDocumentStage['status'][];
  events?: {
    category: string;
    type: DocumentEventType;
    status: 'sent' | 'failed' | 'pending';
  }[];
};

/**
 * Writes a document with its stages (in order) and events, inside the caller's transaction, and
 * answers what it wrote. One statement (the stages and events are inserts in CTEs of the
 * document's insert): every round trip to the database costs a payment time under load.
 */
export async function writeDocument(tx: Db, input: NewDocument) {
  const insertDocument = tx
    .insert(paymentDocuments)
    .values({ createdAt: sql`date_trunc('milliseconds', clock_timestamp())`, ...input.document })
    .returning();
  const stages =
    input.stages.length === 0
      ? sql`select null::bigint as id, null::text as status, null::text as reason, null::timestamptz as created_at where false`
      : sql`insert into ${paymentDocumentStages} (document_id, status)
              select doc.id, s.status
                from doc cross join (values ${sql.join(
                  input.stages.map((status, n) => sql`(${n}::int, ${status}::text)`),
                  sql`, `,
                )}) as s(n, status)
               order by s.n
              returning id, status, reason, created_at`;
  const events =
    input.events && input.events.length > 0
      ? sql`insert into ${paymentDocumentEvents} (document_id, category, type, status)
              select doc.id, e.category, e.type, e.status
                from doc cross join (values ${sql.join(
                  input.events.map(
                    (event) =>
                      sql`(${event.category}::text, ${event.type}::text, ${event.status}::text)`,
                  ),
                  sql`, `,
                )}) as e(category, type, status)
              returning id, category, type, status, created_at`
      : sql`select null::uuid as id, null::text as category, null::text as type, null::text as status, null::timestamptz as created_at where false`;
  // The webhook events of the money events, in this same statement (docs/webhooks.md).
  const hookTypes = [...new Set((input.events ?? []).map((event) => event.type))];
  const hooks = hookTypes.length > 0 ? sql`, ${outboxCtes(hookTypes)}` : sql``;
  const [raw] = rowsOf(
    await tx.execute(sql`
      with doc as (${insertDocument.getSQL()}),
           stages as (${stages}),
           events as (${events})${hooks}
      select doc.*,
             ${hookTypes.length > 0 ? outboxDeliveryCount : sql`0`} as webhook_deliveries,
             coalesce((select json_agg(json_build_object('id', id, 'status', status,
                         'reason', reason, 'createdAt', created_at) order by id) from stages),
                      '[]') as written_stages,
             coalesce((select json_agg(json_build_object('id', id, 'category', category,
                         'type', type, 'status', status, 'createdAt', created_at)) from events),
                      '[]') as written_events
        from doc`),
  );
  if (!raw) throw new Error('insert into payment_documents returned no row');
  afterOutbox(raw.webhook_deliveries);
  type Written<T> = (Omit<T, 'createdAt'> & { createdAt: string })[];
  const withDate = <T extends { createdAt: string }>(row: T) => ({
    ...row,
    createdAt: new Date(row.createdAt),
  });
  return {
    row: mapRow(paymentDocuments, raw),
    stages: jsonOf<
      Written<{ id: number; status: TDocumentStage['status']; reason: string | null }>
    >(raw.written_stages).map(withDate),
    events: jsonOf<
      Written<{
        id: string;
        category: string;
        type: DocumentEventType;
        status: 'sent' | 'failed' | 'pending';
      }>
    >(raw.written_events).map(withDate),
  };
}

/** Writes a document with its stages and events; answers its row. */
export async function insertDocument(tx: Db, input: NewDocument): Promise<PaymentDocument> {
  return (await writeDocument(tx, input)).row;
}

export async function findDocumentByKey(
  db: Db,
  merchantId: string,
  idempotencyKey: string,
): Promise<PaymentDocument | undefined> {
  const [row] = await selectRows(
    db,
    paymentDocuments,
    documentByKeyQuery(merchantId, idempotencyKey),
  );
  return row;
}

/**
 * The document of a merchant's Idempotency-Key. Asked by every payment: a hand-written statement
 * (see selectRows), which readPaymentRules folds into its one statement.
 */
export const documentByKeyQuery = (merchantId: string, idempotencyKey: string): SQL =>
  sql`select * from ${paymentDocuments}
       where merchant_id = ${merchantId} and idempotency_key = ${idempotencyKey} limit 1`;

/** The stored document of an earlier request with this key, or 409 when the request differs. */
export function replayDocument(row: PaymentDocument, requestHash: string): PaymentDocument {
  if (row.requestHash !== requestHash) throw idempotencyKeyReused();
  return row;
}

export async function findDocument(
  db: Db,
  merchantId: string | null,
  id: string,
): Promise<PaymentDocument | undefined> {
  if (!isUuid(id)) return undefined;
  return findOne(
    db,
    paymentDocuments,
    and(
      eq(paymentDocuments.id, id),
      merchantId === null ? undefined : eq(paymentDocuments.merchantId, merchantId),
    ),
  );
}

/** What a document shows besides its own row (postings: those of its ledger entry). */
export type DocumentParts = {
  /** The label of the document's virtual account. */
  label: string;
  /** The label of the other own account of a transfer between accounts. */
  counterpartLabel?: string | null;
  /** The visible prefix of the API key that made it. */
  apiKeyPrefix?: string | null;
  stages: { status: TDocumentStage['status']; createdAt: Date; reason: string | null }[];
  events: Pick<
    typeof paymentDocumentEvents.$inferSelect,
    'id' | 'category' | 'type' | 'status' | 'createdAt'
  >[];
  postings: {
    merchantId: string;
    virtualAccountId: string | null;
    virtualAccountLabel: string;
    type: TMovementType;
    amount: number;
    balanceAfter: number | null;
  }[];
};

/** Money into or out of the document's account (a transfer: out of its origin). */
export const directionOf = (row: PaymentDocument): 'in' | 'out' =>
  row.kind === 'entry' ? 'in' : row.kind === 'return' ? (row.returnDirection ?? 'out') : 'out';

/** What a list shows of a document besides its row: the labels and the API key's prefix. */
export type SummaryParts = Pick<DocumentParts, 'label' | 'counterpartLabel' | 'apiKeyPrefix'>;

/** A document as a list shows it (no stages, movements or events), from its row (no queries). */
export function assembleSummary(row: PaymentDocument, parts: SummaryParts): TDocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    direction: directionOf(row),
    merchantId: row.merchantId,
    status: row.status,
    method: row.method,
    amount: row.amount,
    fee: row.fee,
    netAmount: row.netAmount,
    currency: 'BRL',
    virtualAccountId: row.virtualAccountId,
    virtualAccountLabel: parts.label,
    counterpartVirtualAccountId: row.counterpartVirtualAccountId,
    counterpartVirtualAccountLabel: parts.counterpartLabel ?? null,
    endToEndId: row.endToEndId,
    txid: row.txid,
    reference: row.reference,
    description: row.description,
    counterpartyName: row.counterpartyName,
    counterpartyDocument: row.counterpartyDocument,
    counterpartyInstitution: row.counterpartyInstitution,
    pixKey: row.pixKey,
    qrType: row.qrType,
    failureReason: row.failureReason,
    externalId: row.externalId,
    reconciliationId: row.reconciliationId,
    relatedDocumentId: row.relatedDocumentId,
    origin: row.origin,
    apiKeyPrefix: parts.apiKeyPrefix ?? null,
    counterpartyIspb: row.counterpartyIspb,
    counterpartyBranch: row.counterpartyBranch,
    counterpartyAccount: row.counterpartyAccount,
    allowsValueChange: row.allowsValueChange,
    fixedAmount: row.fixedAmount,
    refundReason: row.refundReason,
    refundedAmount: row.refundedAmount,
    receiptAvailable: row.status === 'approved' || row.status === 'refunded',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** A document as the contract shows it, from its row and its parts (no queries). */
export function assembleDocument(row: PaymentDocument, parts: DocumentParts): TPaymentDocument {
  return {
    ...assembleSummary(row, parts),
    stages: parts.stages.map((stage) => ({
      status: stage.status,
      createdAt: stage.createdAt.toISOString(),
      reason: stage.reason,
    })),
    // The document's own accounts: both of a transfer, the document's account otherwise (a Pix
    // between two accounts of one merchant has one document per side).
    movements: parts.postings
      .filter(
        (posting) =>
          posting.merchantId === row.merchantId &&
          (row.kind === 'transfer' || posting.virtualAccountId === row.virtualAccountId),
      )
      .map((posting) => ({
        virtualAccountId: posting.virtualAccountId ?? '',
        virtualAccountLabel: posting.virtualAccountLabel,
        type: posting.type,
        amount: posting.amount,
        balanceAfter: posting.balanceAfter ?? 0,
      })),
    events: parts.events.map((event) => ({
      id: event.id,
      category: event.category,
      type: event.type,
      status: event.status,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

/**
 * The labels of the documents' accounts and the prefixes of the API keys that made them: two
 * batched queries however many documents (what a list needs besides the rows).
 */
export async function loadSummaryParts(
  db: Db,
  rows: PaymentDocument[],
): Promise<(row: PaymentDocument) => SummaryParts> {
  const accountIds = [
    ...new Set(
      rows.flatMap((row) =>
        row.counterpartVirtualAccountId
          ? [row.virtualAccountId, row.counterpartVirtualAccountId]
          : [row.virtualAccountId],
      ),
    ),
  ];
  const keyIds = [...new Set(rows.flatMap((row) => (row.apiKeyId ? [row.apiKeyId] : [])))];
  const [labels, keys] = await Promise.all([
    accountIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: virtualAccounts.id, label: virtualAccounts.label })
          .from(virtualAccounts)
          .where(inArray(virtualAccounts.id, accountIds)),
    keyIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: apiKeys.id, prefix: apiKeys.prefix })
          .from(apiKeys)
          .where(inArray(apiKeys.id, keyIds)),
  ]);
  const labelOf = new Map(labels.map((row) => [row.id, row.label] as const));
  const prefixOf = new Map(keys.map((row) => [row.id, row.prefix] as const));
  return (row) => ({
    label: labelOf.get(row.virtualAccountId) ?? '',
    counterpartLabel: row.counterpartVirtualAccountId
      ? (labelOf.get(row.counterpartVirtualAccountId) ?? null)
      : null,
    apiKeyPrefix: row.apiKeyId ? (prefixOf.get(row.apiKeyId) ?? null) : null,
  });
}

/** Documents as a list shows them: labels and API key prefix, no stages, movements or events. */
export async function toDocumentSummaries(
  db: Db,
  rows: PaymentDocument[],
): Promise<TDocumentSummary[]> {
  if (rows.length === 0) return [];
  const partsOf = await loadSummaryParts(db, rows);
  return rows.map((row) => assembleSummary(row, partsOf(row)));
}

/** Documents as the contract shows them: with labels, stages, movements and events. */
export async function toDocumentDtos(db: Db, rows: PaymentDocument[]): Promise<TPaymentDocument[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const entryIds = rows.flatMap((row) => (row.ledgerEntryId ? [row.ledgerEntryId] : []));
  const [partsOf, stages, events, postings] = await Promise.all([
    loadSummaryParts(db, rows),
    db
      .select()
      .from(paymentDocumentStages)
      .where(inArray(paymentDocumentStages.documentId, ids))
      .orderBy(asc(paymentDocumentStages.id)),
    db
      .select()
      .from(paymentDocumentEvents)
      .where(inArray(paymentDocumentEvents.documentId, ids))
      .orderBy(asc(paymentDocumentEvents.createdAt), asc(paymentDocumentEvents.id)),
    entryIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            entryId: ledgerPostings.entryId,
            merchantId: ledgerPostings.merchantId,
            virtualAccountId: ledgerPostings.virtualAccountId,
            virtualAccountLabel: virtualAccounts.label,
            type: ledgerPostings.movementType,
            amount: ledgerPostings.amount,
            balanceAfter: ledgerPostings.balanceAfter,
          })
          .from(ledgerPostings)
          .innerJoin(virtualAccounts, eq(virtualAccounts.id, ledgerPostings.virtualAccountId))
          .where(
            and(
              inArray(ledgerPostings.entryId, entryIds),
              isNotNull(ledgerPostings.virtualAccountId),
            ),
          )
          .orderBy(asc(ledgerPostings.id)),
  ]);
  return rows.map((row) =>
    assembleDocument(row, {
      ...partsOf(row),
      stages: stages.filter((stage) => stage.documentId === row.id),
      events: events.filter((event) => event.documentId === row.id),
      postings: postings.filter((posting) => posting.entryId === row.ledgerEntryId),
    }),
  );
}

export async function toDocumentDto(db: Db, row: PaymentDocument): Promise<TPaymentDocument> {
  const [dto] = await toDocumentDtos(db, [row]);
  if (!dto) throw new Error('document vanished');
  return dto;
}
