import { disputeEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { decideDisputeInSandbox, listDisputes, openDispute } from '../../services/disputes';
import { merchantRoutes, route } from '../endpoint-route';

/**
 * The merchant's disputes with Arara's compliance about infractions closed against it
 * (docs/compliance.md "Disputes"); compliance's decision is simulated in the sandbox only.
 */
const disputesRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    const { deps } = scope;

    route(scope, disputeEndpoints.list, ({ params, query }) =>
      listDisputes(deps, params.merchantId, query),
    );

    route(scope, disputeEndpoints.open, (request) =>
      openDispute(
        deps,
        { merchantId: request.params.merchantId, userId: requireUser(request).id },
        request.body,
      ),
    );

    if (!deps.moneyRules.sandbox.enabled) return;
    route(scope, disputeEndpoints.sandboxDecide, ({ params, body }) =>
      decideDisputeInSandbox(deps, params.merchantId, params.disputeId, body),
    );
  });

export default disputesRoutes;
