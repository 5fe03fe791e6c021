import {
  ZApproveApprovalRequest,
  ZMerchantParams,
  ZPaymentApproval,
  ZPaymentApprovalParams,
  ZPaymentApprovalsQuery,
  ZPaymentApprovalsResponse,
  ZPixCodeChannel,
  ZRejectApprovalRequest,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireUser } from '../../plugins/auth';
import { requireMembership } from '../../plugins/merchant-access';
import {
  type ApprovalExecutions,
  decideApproval,
  listApprovals,
  requirePendingApproval,
  sendApprovalCode,
} from '../../services/approvals';
import { checkPaymentStepUp, executeBetweenAccounts, executePix } from '../../services/payments';
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

  app.post(
    '/merchants/:merchantId/approvals/:approvalId/code',
    {
      preHandler: can('approvals.decide'),
      schema: {
        tags: ['payments'],
        summary: 'Where the 6-digit code to approve a held payment comes from',
        description:
          `${scoped} approvals.decide. With two-factor on, the authenticator; otherwise a code ` +
          'is e-mailed now that approves only this payment (rate limited like the Pix codes: ' +
          '429). Not pending: 409.',
        security,
        params: ZPaymentApprovalParams,
        body: z.nullish(z.object({})),
        response: { 200: ZPixCodeChannel, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      sendApprovalCode(app, request.params.merchantId, request.params.approvalId, {
        userId: requireUser(request).id,
        clientAddress: request.ip,
      }),
  );

  app.post(
    '/merchants/:merchantId/approvals/:approvalId/approve',
    {
      preHandler: can('approvals.decide'),
      schema: {
        tags: ['payments'],
        summary:
          'Approve a held payment (password and 6-digit code); the last approval moves the money',
        description:
          `${scoped} approvals.decide. ${deciding} Like sending a Pix, it needs the password ` +
          '(400 `fields.password`, counted like a failed sign-in) and the code of the ' +
          'authenticator or the one e-mailed for this approval (400 `fields.code`). A merchant ' +
          'that is not active cannot release a Pix or a withdrawal (403 MERCHANT_NOT_ACTIVE).',
        security,
        params: ZPaymentApprovalParams,
        body: ZApproveApprovalRequest,
        response: { 200: ZPaymentApproval, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { merchantId, approvalId } = request.params;
      const user = requireUser(request);
      await requirePendingApproval(app.db, merchantId, approvalId);
      await checkPaymentStepUp(
        app,
        { userId: user.id, clientAddress: request.ip },
        request.body,
        `approval:${approvalId}`,
        { kind: 'approval', approvalId },
      );
      return decideApproval(
        app.db,
        merchantId,
        approvalId,
        { userId: user.id, role: requireMembership(request).role },
        'approve',
        EXECUTIONS,
      );
    },
  );

  app.post(
    '/merchants/:merchantId/approvals/:approvalId/reject',
    {
      preHandler: can('approvals.decide'),
      schema: {
        tags: ['payments'],
        summary: 'Reject a held payment: declined, its hold released',
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
        'reject',
        EXECUTIONS,
        request.body?.reason,
      ),
  );
};

export default approvalsRoutes;
