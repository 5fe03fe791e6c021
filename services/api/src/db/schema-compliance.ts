import {
  DISPUTE_STATUSES,
  DEFENSE_STATUSES,
  FILE_PURPOSES,
  INFRACTION_STATUSES,
  INFRACTION_TYPES,
  ONBOARDING_ACTIONS,
  ONBOARDING_DOCUMENT_TYPES,
  ONBOARDING_STATUSES,
  UPLOAD_TYPES,
  type TAnalysisResult,
  type TDefenseStatus,
  type TDisputeStatus,
  type TFilePurpose,
  type THoldStatus,
  type TInfractionStatus,
  type TInfractionType,
  type TOnboardingAction,
  type TOnboardingDocumentType,
  type TOnboardingDraft,
  type TOnboardingStatus,
  type TUploadType,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
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
import { merchantRef, users } from './schema';
import { ledgerHolds, virtualAccountRef } from './schema-ledger';
import { paymentDocuments } from './schema-payments';

/**
 * Compliance (docs/compliance.md): uploaded files, onboardings (KYC cases) with their documents
 * and activity, MED infractions with their cautionary holds, defenses and files, and disputes.
 */

/**
 * A file a merchant uploaded, stored in the object storage under `storage_key` (never a name
 * the user chose). Its type and content type were read from its content at upload.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    purpose: text('purpose').$type<TFilePurpose>().notNull(),
    storageKey: text('storage_key').notNull().unique(),
    filename: text('filename').notNull(),
    fileType: text('file_type').$type<TUploadType>().notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_files_merchant_idx').on(t.merchantId, t.createdAt),
    oneOf('stored_files_purpose_valid', t.purpose, FILE_PURPOSES),
    oneOf('stored_files_type_valid', t.fileType, UPLOAD_TYPES),
    check('stored_files_size_positive', sql`${t.sizeBytes} > 0`),
  ],
);

/**
 * One KYC case of a merchant: the onboarding data (a draft until submitted) and its review. At
 * most one case per merchant that is not rejected: a rejected merchant starts a new one.
 */
export const onboardings = pgTable(
  'onboardings',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    status: text('status').$type<TOnboardingStatus>().notNull().default('draft'),
    data: jsonb('data').$type<TOnboardingDraft>().notNull().default({}),
    /** Raised by every change (optimistic concurrency of PUT …/onboarding). */
    version: integer('version').notNull().default(1),
    /** requires_revision / rejected: the reason the merchant reads; the admin's notes. */
    decisionReason: text('decision_reason'),
    decisionNotes: text('decision_notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestampTz('submitted_at'),
    decidedAt: timestampTz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('onboardings_one_open_per_merchant')
      .on(t.merchantId)
      .where(sql`${t.status} <> 'rejected'`),
    index('onboardings_merchant_idx').on(t.merchantId, t.createdAt),
    index('onboardings_status_idx').on(t.status, t.submittedAt),
    oneOf('onboardings_status_valid', t.status, ONBOARDING_STATUSES),
  ],
);

/** The documents of a case, one per type (a new upload replaces the row's file). */
export const onboardingDocuments = pgTable(
  'onboarding_documents',
  {
    id: uuidPrimaryKey(),
    onboardingId: requiredRef('onboarding_id', () => onboardings.id, { onDelete: 'cascade' }),
    type: text('type').$type<TOnboardingDocumentType>().notNull(),
    fileId: requiredRef('file_id', () => storedFiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('onboarding_documents_type_unique').on(t.onboardingId, t.type),
    oneOf('onboarding_documents_type_valid', t.type, ONBOARDING_DOCUMENT_TYPES),
  ],
);

/** The activity history of a case (append-only): who did what, when, with reason and notes. */
export const onboardingEvents = pgTable(
  'onboarding_events',
  {
    id: identityPrimaryKey(),
    onboardingId: requiredRef('onboarding_id', () => onboardings.id, { onDelete: 'cascade' }),
    action: text('action').$type<TOnboardingAction>().notNull(),
    actorType: text('actor_type').$type<'user' | 'admin' | 'system'>().notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    reason: text('reason'),
    notes: text('notes'),
    documentType: text('document_type').$type<TOnboardingDocumentType>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('onboarding_events_onboarding_idx').on(t.onboardingId, t.id),
    oneOf('onboarding_events_action_valid', t.action, ONBOARDING_ACTIONS),
    oneOf('onboarding_events_actor_valid', t.actorType, ['user', 'admin', 'system']),
  ],
);

const HOLD_STATUSES = ['held', 'released', 'refunded'] as const;

/**
 * A MED infraction against a Pix the merchant received (`document_id`, kind entry). Opening it
 * blocks `held_amount` (up to what was available) through a ledger hold; its resolution releases
 * the hold or refunds the payer, once (`hold_status` moves from held exactly one time, under the
 * row's lock). At most one infraction not CLOSED per Pix.
 */
export const infractions = pgTable(
  'infractions',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    virtualAccountId: virtualAccountRef(),
    documentId: requiredRef('document_id', () => paymentDocuments.id),
    type: text('type').$type<TInfractionType>().notNull(),
    status: text('status').$type<TInfractionStatus>().notNull(),
    reportedBy: text('reported_by').notNull(),
    endToEndId: text('end_to_end_id').notNull(),
    amount: cents('amount').notNull(),
    reportDetails: text('report_details').notNull().default(''),
    analysisResult: text('analysis_result').$type<TAnalysisResult>(),
    analysisDetails: text('analysis_details'),
    deadline: timestampTz('deadline').notNull(),
    heldAmount: cents('held_amount').notNull().default(0),
    holdId: uuid('hold_id').references(() => ledgerHolds.id),
    holdStatus: text('hold_status').$type<THoldStatus>().notNull().default('held'),
    refundDocumentId: uuid('refund_document_id').references(() => paymentDocuments.id),
    closedAt: timestampTz('closed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('infractions_one_open_per_document')
      .on(t.documentId)
      .where(sql`${t.status} <> 'CLOSED'`),
    index('infractions_merchant_idx').on(t.merchantId, t.createdAt, t.id),
    index('infractions_virtual_account_idx').on(t.virtualAccountId, t.createdAt),
    index('infractions_deadline_idx').on(t.deadline).where(sql`${t.status} <> 'CLOSED'`),
    oneOf('infractions_type_valid', t.type, INFRACTION_TYPES),
    oneOf('infractions_status_valid', t.status, INFRACTION_STATUSES),
    oneOf('infractions_analysis_valid', t.analysisResult, ['agreed', 'disagreed']),
    oneOf('infractions_hold_status_valid', t.holdStatus, HOLD_STATUSES),
    check('infractions_amount_positive', sql`${t.amount} > 0`),
    check(
      'infractions_held_amount_range',
      sql`${t.heldAmount} >= 0 and ${t.heldAmount} <= ${t.amount}`,
    ),
  ],
);

/** A defense the merchant sent against an infraction. */
export const infractionDefenses = pgTable(
  'infraction_defenses',
  {
    id: uuidPrimaryKey(),
    infractionId: requiredRef('infraction_id', () => infractions.id, { onDelete: 'cascade' }),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<TDefenseStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('infraction_defenses_infraction_idx').on(t.infractionId, t.createdAt),
    oneOf('infraction_defenses_status_valid', t.status, DEFENSE_STATUSES),
  ],
);

/** Files of an infraction: the institution's (no defense) and each defense's attachments. */
export const infractionFiles = pgTable(
  'infraction_files',
  {
    id: uuidPrimaryKey(),
    infractionId: requiredRef('infraction_id', () => infractions.id, { onDelete: 'cascade' }),
    defenseId: uuid('defense_id').references(() => infractionDefenses.id, { onDelete: 'cascade' }),
    fileId: requiredRef('file_id', () => storedFiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('infraction_files_infraction_idx').on(t.infractionId),
    uniqueIndex('infraction_files_file_unique').on(t.fileId),
  ],
);

/** A merchant's dispute with compliance about an infraction closed against it (one per infraction). */
export const disputes = pgTable(
  'disputes',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    infractionId: requiredRef('infraction_id', () => infractions.id, { onDelete: 'cascade' }),
    status: text('status').$type<TDisputeStatus>().notNull().default('open'),
    reason: text('reason').notNull(),
    resolution: text('resolution'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('disputes_infraction_unique').on(t.infractionId),
    index('disputes_merchant_idx').on(t.merchantId, t.createdAt, t.id),
    oneOf('disputes_status_valid', t.status, DISPUTE_STATUSES),
  ],
);

export type StoredFile = typeof storedFiles.$inferSelect;
export type Onboarding = typeof onboardings.$inferSelect;
export type OnboardingDocument = typeof onboardingDocuments.$inferSelect;
export type OnboardingEvent = typeof onboardingEvents.$inferSelect;
export type Infraction = typeof infractions.$inferSelect;
export type InfractionDefense = typeof infractionDefenses.$inferSelect;
export type Dispute = typeof disputes.$inferSelect;
