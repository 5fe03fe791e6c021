import {
  APPROVAL_MESSAGES,
  AppErrorCode,
  PAYMENT_MESSAGES,
  ROLE_RANK,
  roleCan,
  type TApprovalStatus,
  type TMembershipRole,
  type TPaymentApproval,
  type TPixCodeChannel,
} from '@arara/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../deps';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/map-row';
import { type ApprovalRule, approvalRules, memberships, users } from '../../db/schema';
import {
  type ApprovalOperation,
  type PaymentApproval,
  paymentApprovalDecisions,
  paymentApprovals,
} from '../../db/schema-approvals';
import { ledgerHolds } from '../../db/schema-ledger';
import {
  type PaymentDocument,
  paymentDocumentStages,
  paymentDocuments,
} from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import {
  createLedgerRepository,
  type LockedVirtualAccount,
} from '../../repositories/ledger-repository';
import { requireActiveMerchant } from '../merchants/require-active-merchant';
import { insertDocument, type NewDocument, toDocumentDtos } from '../documents/document-store';
import { sendPixCode } from '../payment-codes/send-pix-code';

/**
 * Approval rules (Settings › Approval Rules, docs/payments.md "Approval rules"): the active rule
 * of the merchant for this operation (or `any`) whose threshold the amount reaches; the highest
 * threshold wins, then the most approvals, then the highest approver role.
 */
export async function findApprovalRule(
  db: Db,
  merchantId: string,
  operation: ApprovalOperation,
  amount: number,
): Promise<ApprovalRule | undefined> {
  // Asked by every payment: a hand-written statement (see selectRows).
  const rules = await selectRows(
    db,
    approvalRules,
    sql`select * from ${approvalRules}
         where merchant_id = ${merchantId} and active
           and operation in (${operation}, 'any') and min_amount <= ${amount}`,
  );
  return rules.sort(
    (a, b) =>
      b.minAmount - a.minAmount ||
      b.requiredApprovals - a.requiredApprovals ||
      ROLE_RANK[b.approverRole] - ROLE_RANK[a.approverRole],
  )[0];
}

/** What the last approval executes, per operation (stored as the approval's `request`). */
export type ApprovalExecution = (
  tx: Db,
  approval: PaymentApproval,
  document: PaymentDocument,
  locked: LockedVirtualAccount[],
) => Promise<{ ledgerEntryId: string; processedAt: Date; stages: NewDocument['stages'] }>;

/** How each operation's held payment is carried out once approved (its payment service's). */
export type ApprovalExecutions = Record<ApprovalOperation, ApprovalExecution>;

/**
 * Inside the payment's transaction, with the origin account locked: blocks `hold` on it (the
 * money cannot be spent meanwhile; 422 when it is not available), writes the document as
 * `pending` (stage initiated) and the approval that waits for the rule's approvals.
 */
export async function holdForApproval(
  tx: Db,
  input: {
    merchantId: string;
    operation: ApprovalOperation;
    rule: ApprovalRule;
    initiatedById: string;
    account: LockedVirtualAccount;
    /** What the movement will take from the account (amount, plus a withdrawal's fee). */
    hold: number;
    amount: number;
    document: NewDocument['document'];
    request: Record<string, unknown>;
  },
): Promise<PaymentDocument> {
  const { account } = input;
  if (account.balance - account.blockedBalance < input.hold) {
    throw new AppError(AppErrorCode.INSUFFICIENT_FUNDS, 'Insufficient available balance', {
      amount: PAYMENT_MESSAGES.insufficientFunds,
    });
  }
  const repo = createLedgerRepository(tx);
  await repo.addToBalances(account.id, { blockedBalance: input.hold });
  const hold = await repo.insertHold({
    merchantId: input.merchantId,
    virtualAccountId: account.id,
    amount: input.hold,
    reason: 'Waiting for approval',
  });
  const document = await insertDocument(tx, {
    document: { ...input.document, status: 'pending' },
    stages: ['initiated'],
  });
  await tx.insert(paymentApprovals).values({
    merchantId: input.merchantId,
    documentId: document.id,
    ruleId: input.rule.id,
    operation: input.operation,
    amount: input.amount,
    requiredApprovals: input.rule.requiredApprovals,
    approverRole: input.rule.approverRole,
    initiatedById: input.initiatedById,
    holdId: hold.id,
    request: input.request,
  });
  return document;
}

const notFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Approval not found', {
    approval: APPROVAL_MESSAGES.notFound,
  });

/** Approvals as the contract shows them, with their documents and decisions. */
async function toApprovalDtos(db: Db, rows: PaymentApproval[]): Promise<TPaymentApproval[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [documents, decisions, initiators] = await Promise.all([
    db
      .select()
      .from(paymentDocuments)
      .where(
        inArray(
          paymentDocuments.id,
          rows.map((row) => row.documentId),
        ),
      ),
    db
      .select({
        approvalId: paymentApprovalDecisions.approvalId,
        userId: paymentApprovalDecisions.userId,
        userName: users.name,
        decision: paymentApprovalDecisions.decision,
        createdAt: paymentApprovalDecisions.createdAt,
      })
      .from(paymentApprovalDecisions)
      .innerJoin(users, eq(users.id, paymentApprovalDecisions.userId))
      .where(inArray(paymentApprovalDecisions.approvalId, ids))
      .orderBy(asc(paymentApprovalDecisions.createdAt)),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((row) => row.initiatedById),
        ),
      ),
  ]);
  const dtos = new Map(
    (await toDocumentDtos(db, documents)).map((document) => [document.id, document] as const),
  );
  return rows.flatMap((row) => {
    const document = dtos.get(row.documentId);
    if (!document) return [];
    return [
      {
        id: row.id,
        operation: row.operation,
        status: row.status,
        amount: row.amount,
        requiredApprovals: row.requiredApprovals,
        approverRole: row.approverRole,
        initiatedBy: {
          id: row.initiatedById,
          name: initiators.find((user) => user.id === row.initiatedById)?.name ?? '',
        },
        decisions: decisions
          .filter((decision) => decision.approvalId === row.id)
          .map((decision) => ({
            userId: decision.userId,
            userName: decision.userName,
            decision: decision.decision,
            createdAt: decision.createdAt.toISOString(),
          })),
        failureReason: row.failureReason,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        document,
      },
    ];
  });
}

/** GET …/approvals: newest first, pending ones by default. */
export async function listApprovals(
  db: Db,
  merchantId: string,
  status: TApprovalStatus = 'pending',
): Promise<TPaymentApproval[]> {
  const rows = await db
    .select()
    .from(paymentApprovals)
    .where(and(eq(paymentApprovals.merchantId, merchantId), eq(paymentApprovals.status, status)))
    .orderBy(desc(paymentApprovals.createdAt), desc(paymentApprovals.id))
    .limit(100);
  return toApprovalDtos(db, rows);
}

const notPending = () =>
  new AppError(AppErrorCode.CONFLICT, 'This payment is no longer waiting for approval', {
    approval: APPROVAL_MESSAGES.notPending,
  });

/**
 * Before a step-up is asked for or used up: the approval is the merchant's (else 404) and still
 * pending (else 409). decideApproval checks both again under the approval's lock.
 */
export async function requirePendingApproval(
  db: Db,
  merchantId: string,
  approvalId: string,
): Promise<void> {
  if (!isUuid(approvalId)) throw notFound();
  const [approval] = await db
    .select({ status: paymentApprovals.status })
    .from(paymentApprovals)
    .where(and(eq(paymentApprovals.id, approvalId), eq(paymentApprovals.merchantId, merchantId)))
    .limit(1);
  if (!approval) throw notFound();
  if (approval.status !== 'pending') throw notPending();
}

/**
 * POST …/approvals/:id/code: the 6-digit code to approve this held payment (pending, of this
 * merchant; else 404/409): the authenticator's, or one e-mailed now that approves only it.
 */
export async function sendApprovalCode(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter' | 'mailer'>,
  merchantId: string,
  approvalId: string,
  decider: { userId: string; clientAddress: string },
): Promise<TPixCodeChannel> {
  await requirePendingApproval(deps.db, merchantId, approvalId);
  return sendPixCode(deps, decider.userId, decider.clientAddress, {
    kind: 'approval',
    approvalId,
  });
}

/** Ends a held payment without moving money: document declined/failed, hold released. */
async function closeWithoutMoving(
  tx: Db,
  approval: PaymentApproval,
  outcome: { approval: 'rejected' | 'failed'; document: 'declined' | 'failed'; reason: string },
) {
  const repo = createLedgerRepository(tx);
  const [hold] = await tx
    .select()
    .from(ledgerHolds)
    .where(eq(ledgerHolds.id, approval.holdId))
    .limit(1);
  if (hold?.status === 'active') {
    await repo.lockVirtualAccounts([hold.virtualAccountId]);
    await repo.addToBalances(hold.virtualAccountId, { blockedBalance: -hold.amount });
    await repo.closeHold(hold.id, 'released');
  }
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
async function carryOut(tx: Db, approval: PaymentApproval, executions: ApprovalExecutions) {
  const execution = executions[approval.operation];
  const repo = createLedgerRepository(tx);
  const [document] = await tx
    .select()
    .from(paymentDocuments)
    .where(eq(paymentDocuments.id, approval.documentId))
    .limit(1);
  const [hold] = await tx
    .select()
    .from(ledgerHolds)
    .where(eq(ledgerHolds.id, approval.holdId))
    .limit(1);
  if (!document || !hold) throw new Error('approval without its document or hold');
  const accountIds = [
    hold.virtualAccountId,
    ...((approval.request.otherAccounts as string[]) ?? []),
  ];
  const locked = await repo.lockVirtualAccounts(accountIds);
  await repo.addToBalances(hold.virtualAccountId, { blockedBalance: -hold.amount });
  await repo.closeHold(hold.id, 'released');
  const origin = locked.find((account) => account.id === hold.virtualAccountId);
  if (origin) origin.blockedBalance -= hold.amount;
  const done = await execution(tx, approval, document, locked);
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
  db: Db,
  merchantId: string,
  approvalId: string,
  decider: Decider,
  decision: 'approve' | 'reject',
  executions: ApprovalExecutions,
  reason?: string,
): Promise<TPaymentApproval> {
  if (!isUuid(approvalId)) throw notFound();
  await db.transaction(async (tx) => {
    const [approval] = await tx
      .select()
      .from(paymentApprovals)
      .where(and(eq(paymentApprovals.id, approvalId), eq(paymentApprovals.merchantId, merchantId)))
      .for('update');
    if (!approval) throw notFound();
    if (approval.status !== 'pending') throw notPending();
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
      await closeWithoutMoving(tx, approval, {
        approval: 'rejected',
        document: 'declined',
        reason: reason || 'Rejected by an approver',
      });
      return;
    }
    if ((await countValidApprovals(tx, approval)) < approval.requiredApprovals) return;
    try {
      await tx.transaction((savepoint) => carryOut(savepoint, approval, executions));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await closeWithoutMoving(tx, approval, {
        approval: 'failed',
        document: 'failed',
        reason: error.message,
      });
    }
  });
  const [row] = await db
    .select()
    .from(paymentApprovals)
    .where(eq(paymentApprovals.id, approvalId))
    .limit(1);
  if (!row) throw notFound();
  const [dto] = await toApprovalDtos(db, [row]);
  if (!dto) throw notFound();
  return dto;
}
