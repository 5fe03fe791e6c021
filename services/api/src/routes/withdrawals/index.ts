import { operationFeeEndpoints, withdrawalEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { quoteOperationFee } from '../../services/fees/charge-fee';
import { createWithdrawal, quoteWithdrawal } from '../../services/withdrawals';
import { merchantRoutes, route } from '../endpoint-route';
import { sendPayment } from '../payments/send-payment';

/** Withdrawals to the merchant's own bank accounts, with the fee quoted first (docs/payments.md). */
const withdrawalsRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    route(scope, withdrawalEndpoints.quote, (request) =>
      quoteWithdrawal(scope.deps.db, request.params.merchantId, request.query),
    );
    // The fee of a Pix out or a transfer between accounts (docs/back-office.md "Fees").
    route(scope, operationFeeEndpoints.quote, (request) =>
      quoteOperationFee(scope.deps.db, request.params.merchantId, request.query),
    );
    route(
      scope,
      withdrawalEndpoints.create,
      async (request, reply) =>
        sendPayment(
          reply,
          await createWithdrawal(
            scope.deps,
            request.params.merchantId,
            request.body,
            request.idempotencyKey,
            requireUser(request).id,
          ),
        ),
      { preHandler: [scope.limitAmount] },
    );
  });

export default withdrawalsRoutes;
