import type { TPixCodeChannel } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { sendPixCode } from '../payment-codes/send-pix-code';
import { requirePendingApproval } from './require-pending-approval';

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
