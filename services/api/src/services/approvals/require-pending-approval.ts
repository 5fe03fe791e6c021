import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentApprovals } from '../../db/schema-approvals';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { approvalNotFound, approvalNotPending } from './approval-errors';

/**
 * Before a step-up is asked for or used up: the approval is the merchant's (else 404) and still
 * pending (else 409). decideApproval checks both again under the approval's lock.
 */
export async function requirePendingApproval(
  db: Db,
  merchantId: string,
  approvalId: string,
): Promise<void> {
  if (!isUuid(approvalId)) throw approvalNotFound();
  const [approval] = await db
    .select({ status: paymentApprovals.status })
    .from(paymentApprovals)
    .where(and(eq(paymentApprovals.id, approvalId), eq(paymentApprovals.merchantId, merchantId)))
    .limit(1);
  if (!approval) throw approvalNotFound();
  if (approval.status !== 'pending') throw approvalNotPending();
}
