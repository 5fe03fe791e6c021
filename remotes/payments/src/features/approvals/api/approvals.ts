import { apiRequest } from '@arara/api-client';
import {
  APPROVAL_ROUTES,
  type TApprovalStatus,
  type TPaymentStepUp,
  ZPaymentApproval,
  ZPaymentApprovalsResponse,
  ZPixCodeChannel,
} from '@arara/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const approvalsKeys = {
  all: (merchantId: string) => ['payments', merchantId, 'approvals'] as const,
  list: (merchantId: string, status: TApprovalStatus) =>
    ['payments', merchantId, 'approvals', status] as const,
};

export const approvalsQueryOptions = (merchantId: string, status: TApprovalStatus) =>
  queryOptions({
    queryKey: approvalsKeys.list(merchantId, status),
    queryFn: ({ signal }) =>
      apiRequest(`${APPROVAL_ROUTES.list(merchantId)}?status=${status}`, {
        schema: ZPaymentApprovalsResponse,
        signal,
      }),
  });

/**
 * POST …/approvals/:id/code: sends (or not, with an authenticator) the 6-digit code that approves
 * this payment; says where it is.
 */
export function useRequestApprovalCode(merchantId: string) {
  return useMutation({
    mutationFn: (approvalId: string) =>
      apiRequest(APPROVAL_ROUTES.code(merchantId, approvalId), {
        method: 'POST',
        body: {},
        schema: ZPixCodeChannel,
      }),
  });
}

/** Approving asks for the password and the code (it moves money); rejecting does not. */
type Decision =
  | { approvalId: string; decision: 'approve'; stepUp: TPaymentStepUp }
  | { approvalId: string; decision: 'reject' };

/** Approve or reject a held payment; approvals, documents and balances are read again. */
export function useDecideApproval(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Decision) =>
      apiRequest(APPROVAL_ROUTES[variables.decision](merchantId, variables.approvalId), {
        method: 'POST',
        body: variables.decision === 'approve' ? variables.stepUp : {},
        schema: ZPaymentApproval,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payments', merchantId] }),
  });
}
