import { AppErrorCode, PAYMENT_MESSAGES } from '@arara/contracts';
import type { Db } from '../../db/client';
import type { DocumentEventType } from '../webhooks/webhook-outbox';
import type { DataDeps } from '../deps';
import type { ApprovalRule } from '../../db/schema';
import {
  type ApprovalOperation,
  type PaymentApproval,
  paymentApprovals,
} from '../../db/schema-approvals';
import type { PaymentDocument } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import type { LockedVirtualAccount } from '../../repositories/ledger-repository';
import { insertDocument, type NewDocument } from '../documents/document-store';

/** What the last approval executes, per operation (stored as the approval's `request`). */
export type ApprovalExecution = (
  deps: DataDeps,
  tx: Db,
  approval: PaymentApproval,
  document: PaymentDocument,
  locked: LockedVirtualAccount[],
) => Promise<{
  ledgerEntryId: string;
  processedAt: Date;
  stages: NewDocument['stages'];
  /** The document's webhook events, written once it reads approved (docs/webhooks.md). */
  webhookEvents?: DocumentEventType[];
}>;

/** How each operation's held payment is carried out once approved (its payment service's). */
export type ApprovalExecutions = Record<ApprovalOperation, ApprovalExecution>;

/**
 * Inside the payment's transaction, with the origin account locked: blocks `hold` on it (the
 * money cannot be spent meanwhile; 422 when it is not available), writes the document as
 * `pending` (stage initiated) and the approval that waits for the rule's approvals.
 */
export async function holdForApproval(
  { repositories: { ledger } }: DataDeps,
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
  await ledger.addToBalances(account.id, { blockedBalance: input.hold }, tx);
  const hold = await ledger.insertHold(
    {
      merchantId: input.merchantId,
      virtualAccountId: account.id,
      amount: input.hold,
      reason: 'Waiting for approval',
    },
    tx,
  );
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
