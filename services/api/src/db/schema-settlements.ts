import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, requiredRef, timestampTz, uuidPrimaryKey } from './columns';
import { merchantRef } from './schema';
import { ledgerHolds } from './schema-ledger';
import { paymentDocuments } from './schema-payments';

export const SETTLEMENT_KINDS = ['pix_out', 'ted'] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];
/** What the simulated network answers when the job runs (docs/payments.md "Sandbox keys"). */
export const SETTLEMENT_OUTCOMES = ['complete', 'fail'] as const;
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];
export const SETTLEMENT_JOB_STATUSES = ['pending', 'done'] as const;

/**
 * The durable queue of payments to other institutions (docs/payments.md "Settlement"): one job
 * per pending document, written in the payment's transaction with the hold of its money, claimed
 * by the settlement worker (FOR UPDATE SKIP LOCKED) once `due_at` has passed, and settled or
 * failed in one transaction that also marks it done: a job is run at most once.
 */
export const settlementJobs = pgTable(
  'settlement_jobs',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    documentId: requiredRef('document_id', () => paymentDocuments.id),
    kind: text('kind').$type<SettlementKind>().notNull(),
    holdId: requiredRef('hold_id', () => ledgerHolds.id),
    outcome: text('outcome').$type<SettlementOutcome>().notNull().default('complete'),
    failureReason: text('failure_reason'),
    /** What the settlement needs besides the document (a TED's bank account and fee rule). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    dueAt: timestampTz('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestampTz('done_at'),
  },
  (t) => [
    uniqueIndex('settlement_jobs_document_unique').on(t.documentId),
    index('settlement_jobs_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    oneOf('settlement_jobs_kind_valid', t.kind, SETTLEMENT_KINDS),
    oneOf('settlement_jobs_outcome_valid', t.outcome, SETTLEMENT_OUTCOMES),
    oneOf('settlement_jobs_status_valid', t.status, SETTLEMENT_JOB_STATUSES),
  ],
);

export type SettlementJob = typeof settlementJobs.$inferSelect;
