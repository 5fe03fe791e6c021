import {
  ZMerchantParams,
  ZPaymentApproval,
  ZPaymentApprovalParams,
  ZPaymentApprovalsQuery,
  ZPaymentApprovalsResponse,
  ZRejectApprovalRequest,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireUser } from '../../plugins/auth';
import { requireMembership } from '../../plugins/merchant-access';
import { type ApprovalExecutions, decideApproval, listApprovals } from '../../services/approvals';
import { executeBetweenAccounts, executePix } from '../../services/payments';
import { executeWithdrawal } from '../../services/withdrawals';
import { errorResponses } from '../error-responses';

const security = [{ bearerAuth: [] }];
const scoped = 'Needs an active membership of the merchant (else 404 NOT_FOUND) whose role has';
const deciding =
  'The member’s role must be at least the rule’s approver role and they cannot decide a ' +
  'payment they sent (403 `fields.approval`); once per member (409); only while pending (409).';

/** How each held payment is carried out by its last approval. */
const EXECUTIONS: ApprovalExecutions = {
  between_accounts: executeBetweenAccounts,
  pix: executePix,
  withdrawal: executeWithdrawal,
};

/** Payments held by approval rules (docs/payments.md "Approval rules"). */
const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const can = app.requireMerchantPermission;

  app.get(
    '/merchants/:merchantId/approvals',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['payments'],
        summary: 'Payments held by an approval rule (pending by default), newest first',
        description: `${scoped} merchant.read.`,
        security,
        params: ZMerchantParams,
        querystring: ZPaymentApprovalsQuery,
        response: { 200: ZPaymentApprovalsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      items: await listApprovals(app.db, request.params.merchantId, request.query.status),
    }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/merchants/:merchantId/approvals/:approvalId/${decision}`,
      {
        preHandler: can('approvals.decide'),
        schema: {
          tags: ['payments'],
          summary:
            decision === 'approve'
              ? 'Approve a held payment; the last approval moves the money'
              : 'Reject a held payment: declined, its hold released',
          description: `${scoped} approvals.decide. ${deciding}`,
          security,
          params: ZPaymentApprovalParams,
          body: z.nullish(ZRejectApprovalRequest),
          response: { 200: ZPaymentApproval, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        decideApproval(
          app.db,
          request.params.merchantId,
          request.params.approvalId,
          { userId: requireUser(request).id, role: requireMembership(request).role },
          decision,
          EXECUTIONS,
          request.body?.reason,
        ),
    );
  }
};

export default approvalsRoutes;
