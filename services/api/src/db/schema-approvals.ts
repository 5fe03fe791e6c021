import type { TApprovalStatus, TMembershipRole } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { approvalRules, merchants, users } from './schema';
import { ledgerHolds } from './schema-ledger';
import { paymentDocuments } from './schema-payments';

// Approvals (docs/payments.md "Approval rules"): a payment at or above an approval rule's
// threshold waits, its money held, for the approvals the rule asks for.

export type ApprovalOperation = 'pix' | 'between_accounts' | 'withdrawal';

/** A payment waiting for (or done with) its approvals; its `pending` document and its hold. */
export const paymentApprovals = pgTable(
  'payment_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    documentId: uuid('document_id')
      .notNull()
      .references(() => paymentDocuments.id),
    ruleId: uuid('rule_id').references(() => approvalRules.id, { onDelete: 'set null' }),
    operation: text('operation').$type<ApprovalOperation>().notNull(),
    amount: cents('amount').notNull(),
    requiredApprovals: integer('required_approvals').notNull(),
    approverRole: text('approver_role').$type<TMembershipRole>().notNull(),
    initiatedById: uuid('initiated_by_id')
      .notNull()
      .references(() => users.id),
    holdId: uuid('hold_id')
      .notNull()
      .references(() => ledgerHolds.id),
    /** What the last approval executes (accounts, receiver, fee…), fixed when it was asked. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<TApprovalStatus>().notNull().default('pending'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_approvals_document_unique').on(t.documentId),
    index('payment_approvals_merchant_idx').on(t.merchantId, t.status, t.createdAt.desc()),
    check(
      'payment_approvals_status_valid',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'failed')`,
    ),
    check(
      'payment_approvals_operation_valid',
      sql`${t.operation} in ('pix', 'between_accounts', 'withdrawal')`,
    ),
  ],
);

/** One member's decision on an approval: once per member. */
export const paymentApprovalDecisions = pgTable(
  'payment_approval_decisions',
  {
    approvalId: uuid('approval_id')
      .notNull()
      .references(() => paymentApprovals.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    decision: text('decision').$type<'approve' | 'reject'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.approvalId, t.userId] }),
    check('payment_approval_decisions_valid', sql`${t.decision} in ('approve', 'reject')`),
  ],
);

export type PaymentApproval = typeof paymentApprovals.$inferSelect;
