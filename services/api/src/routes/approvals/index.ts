import { approvalEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { requireMembership } from '../../plugins/merchant-access';
import {
  type ApprovalExecutions,
  decideApproval,
  listApprovals,
  requirePendingApproval,
  sendApprovalCode,
} from '../../services/approvals';
import { checkPaymentStepUp } from '../../services/payment-codes';
import { executeBetweenAccounts, executePix } from '../../services/payments';
import { executeWithdrawal } from '../../services/withdrawals';
import { merchantRoutes, route } from '../endpoint-route';

/** How each held payment is carried out by its last approval. */
const EXECUTIONS: ApprovalExecutions = {
  between_accounts: executeBetweenAccounts,
  pix: executePix,
  withdrawal: executeWithdrawal,
};

/** Payments held by approval rules (docs/payments.md "Approval rules"). */
const approvalsRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    const { deps } = scope;
    route(scope, approvalEndpoints.list, async ({ params, query }) => ({
      items: await listApprovals(deps.db, params.merchantId, query.status),
    }));

    route(scope, approvalEndpoints.code, (request) =>
      sendApprovalCode(deps, request.params.merchantId, request.params.approvalId, {
        userId: requireUser(request).id,
        clientAddress: request.ip,
      }),
    );

    route(scope, approvalEndpoints.approve, async (request) => {
      const { merchantId, approvalId } = request.params;
      const user = requireUser(request);
      await requirePendingApproval(deps.db, merchantId, approvalId);
      await checkPaymentStepUp(
        deps,
        { userId: user.id, clientAddress: request.ip },
        request.body,
        `approval:${approvalId}`,
        { kind: 'approval', approvalId },
      );
      return decideApproval(
        deps,
        merchantId,
        approvalId,
        { userId: user.id, role: requireMembership(request).role },
        'approve',
        EXECUTIONS,
      );
    });

    route(scope, approvalEndpoints.reject, (request) =>
      decideApproval(
        deps,
        request.params.merchantId,
        request.params.approvalId,
        { userId: requireUser(request).id, role: requireMembership(request).role },
        'reject',
        EXECUTIONS,
        request.body?.reason,
      ),
    );
  });

export default approvalsRoutes;
