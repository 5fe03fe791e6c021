import * as z from 'zod/mini';
import { ZMembershipRole } from './me';
import { ZPaymentDocument, ZPaymentStepUp } from './payments';

/**
 * Payments held by an approval rule (Settings › Approval Rules): a Pix, a transfer between
 * accounts or a withdrawal at or above a rule's threshold waits, its money on hold, until enough
 * members with the rule's role (or above) approve it; the last approval moves the money, one
 * rejection declines it. Error texts are `payments:approvals.errors.*` keys.
 */
export const APPROVAL_MESSAGES = {
  notFound: 'payments:approvals.errors.notFound',
  notPending: 'payments:approvals.errors.notPending',
  ownPayment: 'payments:approvals.errors.ownPayment',
  roleTooLow: 'payments:approvals.errors.roleTooLow',
  alreadyDecided: 'payments:approvals.errors.alreadyDecided',
} as const;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export const ZApprovalStatus = z.enum(APPROVAL_STATUSES);
export type TApprovalStatus = z.infer<typeof ZApprovalStatus>;

export const ZApprovalDecision = z.object({
  userId: z.string(),
  userName: z.string(),
  decision: z.enum(['approve', 'reject']),
  createdAt: z.string(),
});

export const ZPaymentApproval = z.object({
  id: z.string(),
  operation: z.enum(['pix', 'between_accounts', 'withdrawal']),
  status: ZApprovalStatus,
  amount: z.number(),
  requiredApprovals: z.number(),
  approverRole: ZMembershipRole,
  initiatedBy: z.object({ id: z.string(), name: z.string() }),
  decisions: z.array(ZApprovalDecision),
  /** Why the money could not move when the last approval came (status failed). */
  failureReason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  document: ZPaymentDocument,
});
export type TPaymentApproval = z.infer<typeof ZPaymentApproval>;

export const ZPaymentApprovalsQuery = z.object({ status: z.optional(ZApprovalStatus) });
export const ZPaymentApprovalsResponse = z.object({ items: z.array(ZPaymentApproval) });
export type TPaymentApprovalsResponse = z.infer<typeof ZPaymentApprovalsResponse>;
export const ZPaymentApprovalParams = z.object({ merchantId: z.uuid(), approvalId: z.string() });
/** POST …/approve: approving moves money (the last approval), so it asks for the step-up of a Pix. */
export const ZApproveApprovalRequest = ZPaymentStepUp;
export type TApproveApprovalRequest = z.infer<typeof ZApproveApprovalRequest>;
export const ZRejectApprovalRequest = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

export const APPROVAL_ROUTES = {
  list: (merchantId: string) => `/merchants/${merchantId}/approvals`,
  /** Where the 6-digit code of an approval comes from (authenticator, or e-mailed now). */
  code: (merchantId: string, approvalId: string) =>
    `/merchants/${merchantId}/approvals/${approvalId}/code`,
  approve: (merchantId: string, approvalId: string) =>
    `/merchants/${merchantId}/approvals/${approvalId}/approve`,
  reject: (merchantId: string, approvalId: string) =>
    `/merchants/${merchantId}/approvals/${approvalId}/reject`,
} as const;
