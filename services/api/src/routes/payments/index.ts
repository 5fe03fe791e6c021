import { documentEndpoints, paymentEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { exportDocumentsCsv, getDocument, listDocuments } from '../../services/documents';
import { sendPixCode } from '../../services/payment-codes';
import {
  receiveSandboxPix,
  getPublicPix,
  previewPix,
  sendPixTransfer,
  transferBetweenAccounts,
} from '../../services/payments';
import { merchantRoutes, route } from '../endpoint-route';
import { sendPayment } from './send-payment';
import { sandboxCreditLimits } from '../../services/ledger';

/** Payments (docs/payments.md): transfers between own accounts, Pix, documents, public page. */
const paymentsRoutes: FastifyPluginAsync = async (app) => {
  route(app, paymentEndpoints.publicPix, (request) =>
    getPublicPix(app.deps.db, request.params.transactionId),
  );

  await merchantRoutes(app, (scope) => {
    const { deps } = scope;
    route(
      scope,
      paymentEndpoints.betweenAccounts,
      async (request, reply) =>
        sendPayment(
          reply,
          await transferBetweenAccounts(
            deps,
            request.params.merchantId,
            request.body,
            request.idempotencyKey,
            requireUser(request).id,
          ),
        ),
      { preHandler: [scope.limitAmount] },
    );

    route(scope, paymentEndpoints.pixPreview, async (request) => {
      await deps.rateLimiter.hitMember('pixKeyLookup', {
        userId: requireUser(request).id,
        merchantIds: [request.params.merchantId],
      });
      return previewPix(deps.db, request.body.destination);
    });

    route(scope, paymentEndpoints.pixCode, (request) =>
      sendPixCode(deps, requireUser(request).id, request.ip, {
        kind: 'pix',
        amount: request.body.amount,
        destination: request.body.destination,
      }),
    );

    route(
      scope,
      paymentEndpoints.pixTransfer,
      async (request, reply) =>
        sendPayment(
          reply,
          await sendPixTransfer(
            deps,
            {
              merchantId: request.params.merchantId,
              userId: requireUser(request).id,
              clientAddress: request.ip,
            },
            request.body,
            request.idempotencyKey,
          ),
        ),
      { preHandler: [scope.limitAmount] },
    );

    // A payer at another bank makes money up: served only in sandbox mode (SANDBOX=true).
    if (scope.moneyRules.sandbox.enabled) {
      route(
        scope,
        paymentEndpoints.sandboxReceivePix,
        async (request, reply) =>
          sendPayment(
            reply,
            await receiveSandboxPix(
              deps,
              request.params.merchantId,
              request.body,
              request.idempotencyKey,
              sandboxCreditLimits(scope.moneyRules),
            ),
          ),
        { preHandler: [scope.limitAmount] },
      );
    }

    route(scope, paymentEndpoints.documents, (request) =>
      listDocuments(deps.db, request.params.merchantId, request.query),
    );

    route(scope, documentEndpoints.exportCsv, ({ params, query }) =>
      exportDocumentsCsv(deps, params.merchantId, query),
    );

    route(scope, paymentEndpoints.document, (request) =>
      getDocument(deps.db, request.params.merchantId, request.params.documentId),
    );
  });
};

export default paymentsRoutes;
