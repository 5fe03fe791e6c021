import type { TDefense, TInfraction, TInfractionSummary } from '@arara/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/map-row';
import {
  disputes,
  type Infraction,
  infractionDefenses,
  infractionFiles,
  infractions,
  storedFiles,
} from '../../db/schema-compliance';
import { virtualAccounts } from '../../db/schema-ledger';
import { paymentDocuments } from '../../db/schema-payments';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { toStoredFileDto } from '../files';
import { infractionNotFound } from './infraction-errors';

/** An infraction row as a list shows it, with its virtual account's label. */
export const toInfractionSummary = (
  row: Infraction,
  virtualAccountName: string,
): TInfractionSummary => ({
  id: row.id,
  type: row.type,
  status: row.status,
  reportedBy: row.reportedBy,
  creationDate: row.createdAt.toISOString(),
  lastModificationDate: row.updatedAt.toISOString(),
  endToEndId: row.endToEndId,
  transactionId: row.documentId,
  virtualAccountId: row.virtualAccountId,
  virtualAccountName,
  amount: row.amount,
  currency: 'BRL',
  deadline: row.deadline.toISOString(),
  heldAmount: row.heldAmount,
  holdStatus: row.holdStatus,
});

/**
 * The `data` of an Infraction Created / Updated webhook event: the infraction as it is now
 * (docs/compliance.md "Webhooks"). `documentId` is the received Pix, as in the Pix events.
 */
export const infractionEventData = (row: Infraction): Record<string, unknown> => ({
  infractionId: row.id,
  documentId: row.documentId,
  type: row.type,
  status: row.status,
  reportedBy: row.reportedBy,
  endToEndId: row.endToEndId,
  amount: row.amount,
  currency: 'BRL',
  heldAmount: row.heldAmount,
  holdStatus: row.holdStatus,
  deadline: row.deadline.toISOString(),
  analysisResult: row.analysisResult,
  analysisDetails: row.analysisDetails,
  refundDocumentId: row.refundDocumentId,
  virtualAccountId: row.virtualAccountId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The merchant's infraction `id` (404 for another merchant's, an unknown or a malformed id). */
export async function findInfraction(
  db: Db,
  merchantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<Infraction> {
  if (!isUuid(id)) throw infractionNotFound();
  const query = db
    .select()
    .from(infractions)
    .where(and(eq(infractions.id, id), eq(infractions.merchantId, merchantId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw infractionNotFound();
  return row;
}

type WebhookRow = {
  id: string;
  type: string;
  url: string;
  status: string;
  created_at: string | Date;
};

/** The webhook deliveries of an infraction's events (oldest first). */
async function infractionWebhooks(db: Db, row: Infraction): Promise<TInfraction['webhooks']> {
  const rows = rowsOf(
    await db.execute(sql`
      select d.id, e.type, w.url, d.status, d.created_at
        from webhook_events e
        join webhook_deliveries d on d.event_id = e.id
        join webhooks w on w.id = d.webhook_id
       where e.document_id = ${row.documentId}
         and e.merchant_id = ${row.merchantId}
         and e.type in ('infraction_created', 'infraction_updated')
         and e.data ->> 'infractionId' = ${row.id}
       order by d.created_at, d.id`),
  ) as WebhookRow[];
  return rows.map((hook) => ({
    id: hook.id,
    eventType: hook.type,
    url: hook.url,
    status: hook.status,
    createdAt: new Date(hook.created_at).toISOString(),
  }));
}

/**
 * One infraction as its page shows it: the summary, the Pix (payer, date), the institution's
 * attachments, the defenses with theirs (oldest first), the webhook deliveries, the dispute.
 */
export async function toInfractionDto(db: Db, row: Infraction): Promise<TInfraction> {
  const [context] = await db
    .select({
      label: virtualAccounts.label,
      payerName: paymentDocuments.counterpartyName,
      processedAt: paymentDocuments.processedAt,
      documentCreatedAt: paymentDocuments.createdAt,
    })
    .from(paymentDocuments)
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, row.virtualAccountId))
    .where(eq(paymentDocuments.id, row.documentId));
  const defenses = await db
    .select()
    .from(infractionDefenses)
    .where(eq(infractionDefenses.infractionId, row.id))
    .orderBy(asc(infractionDefenses.createdAt), asc(infractionDefenses.id));
  const files = await db
    .select({ defenseId: infractionFiles.defenseId, file: storedFiles })
    .from(infractionFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, infractionFiles.fileId))
    .where(eq(infractionFiles.infractionId, row.id))
    .orderBy(asc(infractionFiles.createdAt), asc(infractionFiles.id));
  const [dispute] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(eq(disputes.infractionId, row.id));
  const [refund] = row.refundDocumentId
    ? await db
        .select({ amount: paymentDocuments.amount })
        .from(paymentDocuments)
        .where(eq(paymentDocuments.id, row.refundDocumentId))
    : [];
  const attachmentsOf = (defenseId: string | null) =>
    files.filter((f) => f.defenseId === defenseId).map((f) => toStoredFileDto(f.file));
  return {
    ...toInfractionSummary(row, context?.label ?? ''),
    reportDetails: row.reportDetails,
    analysisResult: row.analysisResult,
    analysisDetails: row.analysisDetails,
    refundDocumentId: row.refundDocumentId,
    owedAmount: row.analysisResult === 'agreed' ? row.amount - (refund?.amount ?? 0) : 0,
    payerName: context?.payerName ?? null,
    transactionDate: (
      context?.processedAt ??
      context?.documentCreatedAt ??
      row.createdAt
    ).toISOString(),
    attachments: attachmentsOf(null),
    webhooks: await infractionWebhooks(db, row),
    defenses: defenses.map(
      (defense): TDefense => ({
        id: defense.id,
        title: defense.title,
        description: defense.description,
        status: defense.status,
        rejectionReason: defense.rejectionReason,
        attachments: attachmentsOf(defense.id),
        createdBy: defense.createdBy,
        createdAt: defense.createdAt.toISOString(),
        updatedAt: defense.updatedAt.toISOString(),
      }),
    ),
    disputeId: dispute?.id ?? null,
  };
}

/** The labels of the virtual accounts of a page, in one query. */
export async function accountLabels(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: virtualAccounts.id, label: virtualAccounts.label })
    .from(virtualAccounts)
    .where(inArray(virtualAccounts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.label]));
}
