import { apiRequest } from '@arara/api-client';
import {
  APPROVAL_ROUTES,
  type TApprovalStatus,
  ZPaymentApproval,
  ZPaymentApprovalsResponse,
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

type Decision = { approvalId: string; decision: 'approve' | 'reject' };

/** Approve or reject a held payment; approvals, documents and balances are read again. */
export function useDecideApproval(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ approvalId, decision }: Decision) =>
      apiRequest(APPROVAL_ROUTES[decision](merchantId, approvalId), {
        method: 'POST',
        body: {},
        schema: ZPaymentApproval,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payments', merchantId] }),
  });
}
