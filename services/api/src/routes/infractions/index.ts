import { infractionEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import {
  decideSandboxAnalysis,
  defendInfraction,
  getInfraction,
  listInfractions,
  openSandboxInfraction,
} from '../../services/infractions';
import { merchantRoutes, route } from '../endpoint-route';

/**
 * MED infractions against the merchant's received Pix (docs/compliance.md "Infractions"): list,
 * detail, defenses; and the sandbox's side (the payer's institution opens one, then analyses
 * it; SANDBOX=true only, else 404 like every sandbox route).
 */
const infractionsRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    const { deps } = scope;

    route(scope, infractionEndpoints.list, ({ params, query }) =>
      listInfractions(deps, params.merchantId, query),
    );

    route(scope, infractionEndpoints.defend, (request) =>
      defendInfraction(
        deps,
        { merchantId: request.params.merchantId, userId: requireUser(request).id },
        request.params.infractionId,
        request.body,
      ),
    );

    // The other institution is simulated: served only in sandbox mode. Registered before the
    // detail so `/infractions/sandbox/open` is never read as an id.
    if (deps.moneyRules.sandbox.enabled) {
      route(scope, infractionEndpoints.sandboxOpen, ({ params, body }) =>
        openSandboxInfraction(deps, params.merchantId, body),
      );
      route(scope, infractionEndpoints.sandboxAnalysis, ({ params, body }) =>
        decideSandboxAnalysis(deps, params.merchantId, params.infractionId, body),
      );
    }

    route(scope, infractionEndpoints.get, ({ params }) =>
      getInfraction(deps, params.merchantId, params.infractionId),
    );
  });

export default infractionsRoutes;
