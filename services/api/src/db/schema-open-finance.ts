import type { TPaymentInitiationStatus } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, oneOf, timestamps, timestampTz, uuidPrimaryKey } from './columns';
import { merchantRef, users } from './schema';
import { virtualAccountRef } from './schema-ledger';
import { paymentDocuments } from './schema-payments';

/**
 * Open finance payment initiation requests (docs/payments.md "Open finance"): a payer is asked
 * to pay `amount` into a virtual account through their institution. `expired` is derived from
 * `expires_at`; the stored status is one of the other four.
 */
export const paymentInitiations = pgTable(
  'payment_initiations',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    virtualAccountId: virtualAccountRef(),
    reference: text('reference').notNull(),
    status: text('status')
      .$type<Exclude<TPaymentInitiationStatus, 'expired'>>()
      .notNull()
      .default('awaiting_authorisation'),
    amount: cents('amount').notNull(),
    description: text('description'),
    /** ISPB of the payer's institution. */
    payerInstitution: text('payer_institution').notNull(),
    payerName: text('payer_name'),
    /** CPF or CNPJ digits. */
    payerDocument: text('payer_document'),
    rejectionReason: text('rejection_reason'),
    /** The payer's `entry` document once the Pix arrived. */
    documentId: uuid('document_id').references(() => paymentDocuments.id),
    /** The Idempotency-Key of the authorisation that completed it (a retry replays). */
    decisionKey: text('decision_key'),
    createdById: uuid('created_by_id').references(() => users.id),
    expiresAt: timestampTz('expires_at').notNull(),
    decidedAt: timestampTz('decided_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_initiations_reference_unique').on(t.reference),
    index('payment_initiations_merchant_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    oneOf('payment_initiations_status_valid', t.status, [
      'awaiting_authorisation',
      'completed',
      'rejected',
      'cancelled',
    ]),
    check('payment_initiations_amount_positive', sql`${t.amount} > 0`),
    check(
      'payment_initiations_completed_has_document',
      sql`${t.status} <> 'completed' or ${t.documentId} is not null`,
    ),
  ],
);

export type PaymentInitiation = typeof paymentInitiations.$inferSelect;
