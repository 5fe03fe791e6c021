import { callApi } from '@arara/api-client/call';
import { endpointQueryOptions } from '@arara/api-client/query';
import { approvalEndpoints, type TApprovalStatus, type TPaymentStepUp } from '@arara/contracts';
import { useCallMutation } from '@/lib/call-mutation';

export const approvalsQueryOptions = (merchantId: string, status: TApprovalStatus) =>
  endpointQueryOptions(approvalEndpoints.list, { params: { merchantId }, query: { status } });

/**
 * POST …/approvals/:id/code: sends (or not, with an authenticator) the 6-digit code that approves
 * this payment; says where it is.
 */
export const useRequestApprovalCode = (merchantId: string) =>
  useCallMutation(merchantId, approvalEndpoints.code, (approvalId: string) =>
    callApi(approvalEndpoints.code, { params: { merchantId, approvalId }, body: {} }),
  );

/** Approving asks for the password and the code (it moves money); rejecting does not. */
type Decision =
  | { approvalId: string; decision: 'approve'; stepUp: TPaymentStepUp }
  | { approvalId: string; decision: 'reject' };

/** Approve or reject a held payment; approvals, documents and balances are read again. */
export const useDecideApproval = (merchantId: string) =>
  useCallMutation(merchantId, approvalEndpoints.approve, (variables: Decision) => {
    const params = { merchantId, approvalId: variables.approvalId };
    return variables.decision === 'approve'
      ? callApi(approvalEndpoints.approve, { params, body: variables.stepUp })
      : callApi(approvalEndpoints.reject, { params, body: {} });
  });
