import { openFinanceEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { sandboxCreditLimits } from '../../services/ledger';
import {
  authorisePaymentInitiation,
  cancelPaymentInitiation,
  createPaymentInitiation,
  getPaymentInitiation,
  listPaymentInitiations,
  rejectPaymentInitiation,
} from '../../services/open-finance';
import { merchantRoutes, route } from '../endpoint-route';

/** Open finance payment initiation requests, with the sandbox payer (docs/payments.md). */
const openFinanceRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    const { deps } = scope;
    const { db, moneyRules } = deps;
    route(scope, openFinanceEndpoints.list, ({ params, query }) =>
      listPaymentInitiations(db, params.merchantId, query),
    );
    route(scope, openFinanceEndpoints.get, ({ params }) =>
      getPaymentInitiation(db, params.merchantId, params.initiationId),
    );
    route(
      scope,
      openFinanceEndpoints.create,
      (request) =>
        createPaymentInitiation(
          db,
          request.params.merchantId,
          request.body,
          requireUser(request).id,
        ),
      { preHandler: [scope.limitAmount] },
    );
    route(scope, openFinanceEndpoints.cancel, ({ params }) =>
      cancelPaymentInitiation(db, params.merchantId, params.initiationId),
    );
    // The sandbox payer decides at their institution (and makes money up): served only in
    // sandbox mode (SANDBOX=true), else 404.
    if (!moneyRules.sandbox.enabled) return;
    route(scope, openFinanceEndpoints.sandboxAuthorise, ({ params, idempotencyKey }) =>
      authorisePaymentInitiation(
        deps,
        params.merchantId,
        params.initiationId,
        idempotencyKey,
        sandboxCreditLimits(moneyRules),
      ),
    );
    route(scope, openFinanceEndpoints.sandboxReject, ({ params, body }) =>
      rejectPaymentInitiation(db, params.merchantId, params.initiationId, body),
    );
  });

export default openFinanceRoutes;
