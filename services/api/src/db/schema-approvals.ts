import { type TApprovalStatus, type TMembershipRole, ZApprovalStatus } from '@arara/contracts';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, oneOf, requiredRef, timestampTz, uuidPrimaryKey } from './columns';
import { approvalRules, merchantRef, users } from './schema';
import { ledgerHolds } from './schema-ledger';
import { paymentDocuments } from './schema-payments';

// Approvals (docs/payments.md "Approval rules"): a payment at or above an approval rule's
// threshold waits, its money held, for the approvals the rule asks for.

export type ApprovalOperation = 'pix' | 'between_accounts' | 'withdrawal';

/** A payment waiting for (or done with) its approvals; its `pending` document and its hold. */
export const paymentApprovals = pgTable(
  'payment_approvals',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    documentId: requiredRef('document_id', () => paymentDocuments.id),
    ruleId: uuid('rule_id').references(() => approvalRules.id, { onDelete: 'set null' }),
    operation: text('operation').$type<ApprovalOperation>().notNull(),
    amount: cents('amount').notNull(),
    requiredApprovals: integer('required_approvals').notNull(),
    approverRole: text('approver_role').$type<TMembershipRole>().notNull(),
    initiatedById: requiredRef('initiated_by_id', () => users.id),
    holdId: requiredRef('hold_id', () => ledgerHolds.id),
    /** What the last approval executes (accounts, receiver, fee…), fixed when it was asked. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<TApprovalStatus>().notNull().default('pending'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    decidedAt: timestampTz('decided_at'),
  },
  (t) => [
    uniqueIndex('payment_approvals_document_unique').on(t.documentId),
    index('payment_approvals_merchant_idx').on(t.merchantId, t.status, t.createdAt.desc()),
    oneOf('payment_approvals_status_valid', t.status, ZApprovalStatus.options),
    oneOf('payment_approvals_operation_valid', t.operation, [
      'pix',
      'between_accounts',
      'withdrawal',
    ]),
  ],
);

/** One member's decision on an approval: once per member. */
export const paymentApprovalDecisions = pgTable(
  'payment_approval_decisions',
  {
    approvalId: requiredRef('approval_id', () => paymentApprovals.id),
    userId: requiredRef('user_id', () => users.id),
    decision: text('decision').$type<'approve' | 'reject'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.approvalId, t.userId] }),
    oneOf('payment_approval_decisions_valid', t.decision, ['approve', 'reject']),
  ],
);

export type PaymentApproval = typeof paymentApprovals.$inferSelect;
