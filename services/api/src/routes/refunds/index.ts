import { documentEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { getReceipt } from '../../services/documents/get-receipt';
import { assertRefundRequest, refundReceivedPix } from '../../services/refunds/refund-received-pix';
import { refundSentPixInSandbox } from '../../services/refunds/refund-sent-pix-in-sandbox';
import { sendPixCode } from '../../services/payment-codes';
import { merchantRoutes, route } from '../endpoint-route';
import { sendPayment } from '../payments/send-payment';

/**
 * Refunds (returns) of a Pix and receipts of settled documents (docs/documents.md "Refunds
 * (returns)", "Receipts"), with the sandbox's side of a refund (the receiving institution
 * gives a Pix back; SANDBOX=true only, else 404).
 */
const refundsRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    const { deps } = scope;

    route(scope, documentEndpoints.refundCode, async (request) => {
      const { params, body } = request;
      await assertRefundRequest(deps, params.merchantId, params.documentId, body.amount);
      return sendPixCode(deps, requireUser(request).id, request.ip, {
        kind: 'refund',
        documentId: params.documentId,
        amount: body.amount,
      });
    });

    route(
      scope,
      documentEndpoints.refund,
      async (request, reply) =>
        sendPayment(
          reply,
          await refundReceivedPix(
            deps,
            {
              merchantId: request.params.merchantId,
              userId: requireUser(request).id,
              clientAddress: request.ip,
            },
            request.params.documentId,
            request.body,
            request.idempotencyKey,
          ),
        ),
      { preHandler: [scope.limitAmount] },
    );

    route(scope, documentEndpoints.receipt, ({ params, query }) =>
      getReceipt(deps.db, params.merchantId, params.documentId, query.language),
    );

    // The receiving institution is simulated: served only in sandbox mode.
    if (!deps.moneyRules.sandbox.enabled) return;
    route(scope, documentEndpoints.sandboxRefund, async (request, reply) =>
      sendPayment(
        reply,
        await refundSentPixInSandbox(
          deps,
          request.params.merchantId,
          request.params.documentId,
          request.body,
          request.idempotencyKey,
        ),
      ),
    );
  });

export default refundsRoutes;
