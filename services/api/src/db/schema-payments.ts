import {
  DOCUMENT_EVENT_TYPES,
  type TDocumentOrigin,
  type TRefundReason,
  ZDocumentOrigin,
  ZRefundReason,
  type TDocumentStatus,
  type TPaymentDocumentKind,
  type TPaymentMethod,
  type TStageStatus,
  ZDocumentStatus,
  ZPaymentDocumentKind,
  ZPaymentMethod,
  ZStageStatus,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  cents,
  createdAt,
  identityPrimaryKey,
  oneOf,
  requiredRef,
  timestamps,
  timestampTz,
  uuidPrimaryKey,
} from './columns';
import { merchantRef, userRef } from './schema';
import { apiKeys } from './schema-api-keys';
import { ledgerEntries, virtualAccountRef, virtualAccounts } from './schema-ledger';

// Payments (docs/payments.md): the documents of docs/requirements/documents.md "Document" that every Pix, transfer and payment
// produces, their stages and events, and the one-time codes e-mailed to confirm a Pix.

/** A movement as the merchant sees it (docs/requirements/documents.md "Document"): entry, out or transfer. */
export const paymentDocuments = pgTable(
  'payment_documents',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    kind: text('kind').$type<TPaymentDocumentKind>().notNull(),
    status: text('status').$type<TDocumentStatus>().notNull(),
    method: text('method').$type<TPaymentMethod>().notNull(),
    amount: cents('amount').notNull(),
    fee: cents('fee').notNull().default(0),
    netAmount: cents('net_amount').notNull(),
    virtualAccountId: virtualAccountRef(),
    /** The merchant's other account of a transfer between accounts. */
    counterpartVirtualAccountId: uuid('counterpart_virtual_account_id').references(
      () => virtualAccounts.id,
    ),
    endToEndId: text('end_to_end_id'),
    txid: text('txid'),
    reference: text('reference').notNull(),
    description: text('description'),
    counterpartyName: text('counterparty_name'),
    /** Stored masked, as shown (`**.222.333/0001-**`). */
    counterpartyDocument: text('counterparty_document'),
    counterpartyInstitution: text('counterparty_institution'),
    pixKey: text('pix_key'),
    qrType: text('qr_type').$type<'static' | 'dynamic'>(),
    failureReason: text('failure_reason'),
    /** The id the API client gave the payment. */
    externalId: text('external_id'),
    /** The settlement's id at the Pix network, once settled. */
    reconciliationId: text('reconciliation_id'),
    /** A return's original document (or the original's latest return). */
    relatedDocumentId: uuid('related_document_id'),
    origin: text('origin').$type<TDocumentOrigin>().notNull().default('dashboard'),
    /** The API key that made it (origin `api`); kept when the key is revoked. */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id),
    counterpartyIspb: text('counterparty_ispb'),
    counterpartyBranch: text('counterparty_branch'),
    counterpartyAccount: text('counterparty_account'),
    allowsValueChange: boolean('allows_value_change'),
    fixedAmount: cents('fixed_amount'),
    refundReason: text('refund_reason').$type<TRefundReason>(),
    /** A return's direction: `out` the merchant refunds a Pix it received, `in` it is refunded. */
    returnDirection: text('return_direction').$type<'in' | 'out'>(),
    /** What was refunded of this received Pix so far (returns not failed), kept under its lock. */
    refundedAmount: cents('refunded_amount').notNull().default(0),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id),
    /** The `Idempotency-Key` of the request that created it (per merchant). */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    ...timestamps(),
    processedAt: timestampTz('processed_at'),
  },
  (t) => [
    index('payment_documents_merchant_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    // The back office's transactions across merchants (docs/back-office.md), newest first.
    index('payment_documents_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('payment_documents_ledger_entry_idx')
      .on(t.ledgerEntryId)
      .where(sql`${t.ledgerEntryId} is not null`),
    index('payment_documents_account_idx').on(t.virtualAccountId, t.createdAt.desc(), t.id.desc()),
    index('payment_documents_end_to_end_idx').on(t.endToEndId),
    // The lists' filters, sorts and search over a million documents (docs/documents.md
    // "Index decisions"): each answers a common list with a walk of one index in list order.
    index('payment_documents_merchant_kind_idx').on(
      t.merchantId,
      t.kind,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('payment_documents_merchant_status_idx').on(
      t.merchantId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('payment_documents_merchant_amount_idx').on(t.merchantId, t.amount, t.id),
    index('payment_documents_txid_idx').on(t.txid).where(sql`${t.txid} is not null`),
    index('payment_documents_merchant_external_id_idx')
      .on(t.merchantId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('payment_documents_merchant_reference_idx').on(t.merchantId, t.reference),
    index('payment_documents_counterparty_name_trgm_idx')
      .using('gin', t.counterpartyName.op('gin_trgm_ops'))
      .where(sql`${t.counterpartyName} is not null`),
    uniqueIndex('payment_documents_merchant_idempotency_key_unique')
      .on(t.merchantId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    oneOf('payment_documents_kind_valid', t.kind, ZPaymentDocumentKind.options),
    oneOf('payment_documents_status_valid', t.status, ZDocumentStatus.options),
    oneOf('payment_documents_method_valid', t.method, ZPaymentMethod.options),
    check('payment_documents_amount_positive', sql`${t.amount} > 0`),
    check('payment_documents_fee_not_negative', sql`${t.fee} >= 0`),
    oneOf('payment_documents_qr_type_valid', t.qrType, ['static', 'dynamic']),
    oneOf('payment_documents_origin_valid', t.origin, ZDocumentOrigin.options),
    oneOf('payment_documents_refund_reason_valid', t.refundReason, ZRefundReason.options),
    oneOf('payment_documents_return_direction_valid', t.returnDirection, ['in', 'out']),
    check(
      'payment_documents_return_has_direction',
      sql`(${t.kind} = 'return') = (${t.returnDirection} is not null)`,
    ),
    check(
      'payment_documents_refunded_within_amount',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
    foreignKey({
      name: 'payment_documents_related_document_fk',
      columns: [t.relatedDocumentId],
      foreignColumns: [t.id],
    }),
    index('payment_documents_related_idx')
      .on(t.relatedDocumentId)
      .where(sql`${t.relatedDocumentId} is not null`),
    // `E…` a Pix's end-to-end id, `D…` a Pix return's id (same shape: ISPB, UTC minute, 11
    // alphanumerics), as the Pix rules write them.
    check(
      'payment_documents_end_to_end_format',
      sql`${t.endToEndId} ~ '^[ED][0-9]{8}[0-9]{12}[0-9A-Za-z]{11}$'`,
    ),
  ],
);

/** The stages a document went through (docs/requirements/documents.md "Stage statuses"), oldest first by id. */
export const paymentDocumentStages = pgTable(
  'payment_document_stages',
  {
    id: identityPrimaryKey(),
    documentId: requiredRef('document_id', () => paymentDocuments.id),
    status: text('status').$type<TStageStatus>().notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_document_stages_document_idx').on(t.documentId, t.id),
    oneOf('payment_document_stages_status_valid', t.status, ZStageStatus.options),
  ],
);

/** Notifications about a document (pix in / pix out) and their webhook delivery status. */
export const paymentDocumentEvents = pgTable(
  'payment_document_events',
  {
    id: uuidPrimaryKey(),
    documentId: requiredRef('document_id', () => paymentDocuments.id),
    category: text('category').notNull(),
    type: text('type').$type<(typeof DOCUMENT_EVENT_TYPES)[number]>().notNull(),
    status: text('status').$type<'sent' | 'failed' | 'pending'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_document_events_document_idx').on(t.documentId, t.createdAt),
    oneOf('payment_document_events_type_valid', t.type, DOCUMENT_EVENT_TYPES),
    oneOf('payment_document_events_status_valid', t.status, ['sent', 'failed', 'pending']),
  ],
);

/**
 * 6-digit codes e-mailed to users without two-factor to confirm a Pix: only the SHA-256 is
 * stored; valid 5 minutes, a few attempts, single use (the latest one of the user counts).
 */
export const paymentCodes = pgTable(
  'payment_codes',
  {
    id: uuidPrimaryKey(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestampTz('consumed_at'),
    /** The Idempotency-Key of the Pix that used it: a retry of that same Pix may reuse it. */
    consumedByKey: text('consumed_by_key'),
    /**
     * What the code confirms (hashPaymentCodeBinding): a Pix's amount and destination, or the
     * approval of one held payment. A code confirms nothing else; older rows (null) nothing.
     */
    bindingHash: text('binding_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_codes_user_idx').on(t.userId, t.createdAt.desc()),
    check('payment_codes_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);

export type PaymentDocument = typeof paymentDocuments.$inferSelect;
export type NewPaymentDocument = typeof paymentDocuments.$inferInsert;
export type PaymentCode = typeof paymentCodes.$inferSelect;
