import {
  APPROVAL_MESSAGES,
  AppErrorCode,
  ROLE_RANK,
  roleCan,
  type TMembershipRole,
  type TPaymentApproval,
} from '@arara/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findOne } from '../../db/map-row';
import type { DataDeps } from '../deps';
import { memberships } from '../../db/schema';
import {
  type PaymentApproval,
  paymentApprovalDecisions,
  paymentApprovals,
} from '../../db/schema-approvals';
import { type LedgerHold, ledgerHolds } from '../../db/schema-ledger';
import { paymentDocumentStages, paymentDocuments } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { requireActiveMerchant } from '../merchants/require-active-merchant';
import { approvalNotFound, approvalNotPending } from './approval-errors';
import type { ApprovalExecutions } from './hold-for-approval';
import { toApprovalDtos } from './list-approvals';
import { writeDocumentWebhookEvents } from '../webhooks/webhook-outbox';

/**
 * Unblocks the held amount under the locks of its account (first) and of `otherAccounts` (in id
 * order, like every money-moving transaction); answers the locked accounts.
 */
async function letHoldGo(
  { repositories: { ledger } }: DataDeps,
  tx: Db,
  hold: LedgerHold,
  otherAccounts: readonly string[] = [],
) {
  const locked = await ledger.lockVirtualAccounts([hold.virtualAccountId, ...otherAccounts], tx);
  await ledger.addToBalances(hold.virtualAccountId, { blockedBalance: -hold.amount }, tx);
  await ledger.closeHold(hold.id, 'released', undefined, tx);
  return locked;
}

/** Ends a held payment without moving money: document declined/failed, hold released. */
async function closeWithoutMoving(
  deps: DataDeps,
  tx: Db,
  approval: PaymentApproval,
  outcome: { approval: 'rejected' | 'failed'; document: 'declined' | 'failed'; reason: string },
) {
  const hold = await findOne(tx, ledgerHolds, eq(ledgerHolds.id, approval.holdId));
  if (hold?.status === 'active') await letHoldGo(deps, tx, hold);
  await tx
    .update(paymentDocuments)
    .set({ status: outcome.document, failureReason: outcome.reason, updatedAt: new Date() })
    .where(eq(paymentDocuments.id, approval.documentId));
  await tx.insert(paymentDocumentStages).values({
    documentId: approval.documentId,
    status: outcome.document === 'declined' ? 'cancelled' : 'failed',
    reason: outcome.reason,
  });
  await tx
    .update(paymentApprovals)
    .set({
      status: outcome.approval,
      failureReason: outcome.approval === 'failed' ? outcome.reason : null,
      decidedAt: sql`now()`,
    })
    .where(eq(paymentApprovals.id, approval.id));
}

/** The hold is let go and the movement posted, in the caller's transaction (a savepoint). */
async function carryOut(
  deps: DataDeps,
  tx: Db,
  approval: PaymentApproval,
  executions: ApprovalExecutions,
) {
  const execution = executions[approval.operation];
  const document = await findOne(
    tx,
    paymentDocuments,
    eq(paymentDocuments.id, approval.documentId),
  );
  const hold = await findOne(tx, ledgerHolds, eq(ledgerHolds.id, approval.holdId));
  if (!document || !hold) throw new Error('approval without its document or hold');
  const locked = await letHoldGo(
    deps,
    tx,
    hold,
    (approval.request.otherAccounts as string[]) ?? [],
  );
  const origin = locked.find((account) => account.id === hold.virtualAccountId);
  if (origin) origin.blockedBalance -= hold.amount;
  const done = await execution(deps, tx, approval, document, locked);
  await tx
    .update(paymentDocuments)
    .set({
      status: 'approved',
      ledgerEntryId: done.ledgerEntryId,
      processedAt: done.processedAt,
      updatedAt: new Date(),
    })
    .where(eq(paymentDocuments.id, document.id));
  await tx
    .insert(paymentDocumentStages)
    .values(done.stages.map((status) => ({ documentId: document.id, status })));
  if (done.webhookEvents?.length) {
    await writeDocumentWebhookEvents(tx, document.id, done.webhookEvents);
  }
  await tx
    .update(paymentApprovals)
    .set({ status: 'approved', decidedAt: sql`now()` })
    .where(eq(paymentApprovals.id, approval.id));
}

export type Decider = { userId: string; role: TMembershipRole };

/**
 * The approvals that count, under a share lock of the approvers' memberships (a removal, block
 * or demotion waits for this transaction, or this one sees it): those of members who are still
 * active in the merchant and still may decide at the rule's role. A decision of someone removed
 * or demoted since stays in the history but moves no money.
 */
async function countValidApprovals(tx: Db, approval: PaymentApproval): Promise<number> {
  const approvers = await tx
    .select({ role: memberships.role })
    .from(paymentApprovalDecisions)
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, paymentApprovalDecisions.userId),
        eq(memberships.merchantId, approval.merchantId),
      ),
    )
    .where(
      and(
        eq(paymentApprovalDecisions.approvalId, approval.id),
        eq(paymentApprovalDecisions.decision, 'approve'),
        eq(memberships.status, 'active'),
      ),
    )
    .for('share', { of: memberships });
  return approvers.filter(
    ({ role }) =>
      roleCan(role, 'approvals.decide') && ROLE_RANK[role] >= ROLE_RANK[approval.approverRole],
  ).length;
}

/**
 * POST …/approvals/:id/approve | reject. A member whose role is at least the rule's approver
 * role decides once; the initiator cannot decide their own payment. Only approvals of members
 * still active with that role count (countValidApprovals); approving a Pix or a withdrawal needs
 * the merchant active (403 MERCHANT_NOT_ACTIVE, nothing recorded). The last approval carries
 * the payment out (money moves, document approved); if it cannot move any more (an account
 * closed meanwhile…), the approval and the document fail with the reason and the hold is let
 * go. One rejection declines it and lets the hold go.
 */
export async function decideApproval(
  deps: DataDeps,
  merchantId: string,
  approvalId: string,
  decider: Decider,
  decision: 'approve' | 'reject',
  executions: ApprovalExecutions,
  reason?: string,
): Promise<TPaymentApproval> {
  if (!isUuid(approvalId)) throw approvalNotFound();
  await deps.db.transaction(async (tx) => {
    const [approval] = await tx
      .select()
      .from(paymentApprovals)
      .where(and(eq(paymentApprovals.id, approvalId), eq(paymentApprovals.merchantId, merchantId)))
      .for('update');
    if (!approval) throw approvalNotFound();
    if (approval.status !== 'pending') throw approvalNotPending();
    if (approval.initiatedById === decider.userId) {
      throw new AppError(AppErrorCode.FORBIDDEN, 'Nobody approves their own payment', {
        approval: APPROVAL_MESSAGES.ownPayment,
      });
    }
    if (ROLE_RANK[decider.role] < ROLE_RANK[approval.approverRole]) {
      throw new AppError(AppErrorCode.FORBIDDEN, 'The rule needs a higher role', {
        approval: APPROVAL_MESSAGES.roleTooLow,
      });
    }
    // Approving may release the money: a merchant that may not send money any more cannot.
    if (decision === 'approve' && approval.operation !== 'between_accounts') {
      await requireActiveMerchant(tx, merchantId);
    }
    const decided = await tx
      .insert(paymentApprovalDecisions)
      .values({ approvalId, userId: decider.userId, decision })
      .onConflictDoNothing()
      .returning();
    if (decided.length === 0) {
      throw new AppError(AppErrorCode.CONFLICT, 'You already decided on this payment', {
        approval: APPROVAL_MESSAGES.alreadyDecided,
      });
    }
    if (decision === 'reject') {
      await closeWithoutMoving(deps, tx, approval, {
        approval: 'rejected',
        document: 'declined',
        reason: reason || 'Rejected by an approver',
      });
      return;
    }
    if ((await countValidApprovals(tx, approval)) < approval.requiredApprovals) return;
    try {
      await tx.transaction((savepoint) => carryOut(deps, savepoint, approval, executions));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await closeWithoutMoving(deps, tx, approval, {
        approval: 'failed',
        document: 'failed',
        reason: error.message,
      });
    }
  });
  const row = await findOne(deps.db, paymentApprovals, eq(paymentApprovals.id, approvalId));
  if (!row) throw approvalNotFound();
  const [dto] = await toApprovalDtos(deps.db, [row]);
  if (!dto) throw approvalNotFound();
  return dto;
}
