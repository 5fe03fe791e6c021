import * as z from 'zod/mini';
import { type Endpoint, merchantEndpoint, merchantParams } from './endpoint';
import { ZMembershipRole } from './me';
import { ZPaymentDocument, ZPaymentStepUp, ZPixCodeChannel } from './payments';

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
export const ZPaymentApprovalParams = merchantParams({ approvalId: z.string() });
/** POST …/approve: approving moves money (the last approval), so it asks for the step-up of a Pix. */
export const ZApproveApprovalRequest = ZPaymentStepUp;
export type TApproveApprovalRequest = z.infer<typeof ZApproveApprovalRequest>;
export const ZRejectApprovalRequest = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

/** POST …/code takes no body (or an empty one). */
export const ZApprovalCodeRequest = z.nullish(z.object({}));
export const ZRejectApprovalBody = z.nullish(ZRejectApprovalRequest);

const DECIDING =
  'The member’s role must be at least the rule’s approver role and they cannot decide a ' +
  'payment they sent (403 `fields.approval`); once per member (409); only while pending (409).';

/** Payments held by approval rules (docs/payments.md "Approval rules"). */
export const approvalEndpoints = {
  list: merchantEndpoint({
    method: 'GET',
    path: '/approvals',
    access: 'merchant.read',
    group: 'approvals',
    summary: 'Payments held by an approval rule (pending by default), newest first',
    query: ZPaymentApprovalsQuery,
    response: ZPaymentApprovalsResponse,
  }),
  code: merchantEndpoint({
    method: 'POST',
    path: '/approvals/:approvalId/code',
    access: 'approvals.decide',
    group: 'approvals',
    summary: 'Where the 6-digit code to approve a held payment comes from',
    description:
      'With two-factor on, the authenticator; otherwise a code is e-mailed now that approves ' +
      'only this payment (rate limited like the Pix codes: 429). Not pending: 409.',
    params: ZPaymentApprovalParams,
    body: ZApprovalCodeRequest,
    response: ZPixCodeChannel,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  approve: merchantEndpoint({
    method: 'POST',
    path: '/approvals/:approvalId/approve',
    access: 'approvals.decide',
    group: 'approvals',
    summary:
      'Approve a held payment (password and 6-digit code); the last approval moves the money',
    description:
      `${DECIDING} Like sending a Pix, it needs the password (400 \`fields.password\`, counted ` +
      'like a failed sign-in) and the code of the authenticator or the one e-mailed for this ' +
      'approval (400 `fields.code`). A merchant that is not active cannot release a Pix or a ' +
      'withdrawal (403 MERCHANT_NOT_ACTIVE).',
    params: ZPaymentApprovalParams,
    body: ZApproveApprovalRequest,
    response: ZPaymentApproval,
    errors: [400, 401, 403, 404, 409, 429],
    invalidates: ['approvals', 'payments', 'accounts'],
  }),
  reject: merchantEndpoint({
    method: 'POST',
    path: '/approvals/:approvalId/reject',
    access: 'approvals.decide',
    group: 'approvals',
    summary: 'Reject a held payment: declined, its hold released',
    description: DECIDING,
    params: ZPaymentApprovalParams,
    body: ZRejectApprovalBody,
    response: ZPaymentApproval,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['approvals', 'payments', 'accounts'],
  }),
} as const satisfies Record<string, Endpoint>;
