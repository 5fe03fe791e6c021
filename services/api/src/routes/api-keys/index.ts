import { apiKeyEndpoints, requestLogEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { pathOf } from '../../services/admin/audited-request';
import { type ApiKeyActor, createApiKey, listApiKeys, revokeApiKey } from '../../services/api-keys';
import { getRequestLog, listRequestLogs } from '../../services/request-logs';
import { merchantRoutes, route } from '../endpoint-route';

/** Who creates or revokes a key, for the audit trail. */
function actorOf(request: FastifyRequest): ApiKeyActor {
  const user = requireUser(request);
  return {
    userId: user.id,
    actingAs: user.actingAs,
    method: request.method,
    path: pathOf(request),
    ip: request.ip,
  };
}

/**
 * The developer screens' data (docs/developers.md): the merchant's API keys (read with
 * developer.read, created and revoked with developer.manage) and the public API's request log.
 */
const apiKeysRoutes: FastifyPluginAsync = (app) =>
  merchantRoutes(app, (scope) => {
    const { deps } = scope;
    route(scope, apiKeyEndpoints.list, ({ params }) => listApiKeys(deps, params.merchantId));
    route(scope, apiKeyEndpoints.create, (request, reply) => {
      // The answer holds the secret: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return createApiKey(deps, request.params.merchantId, actorOf(request), request.body);
    });
    route(scope, apiKeyEndpoints.revoke, (request) =>
      revokeApiKey(deps, request.params.merchantId, request.params.apiKeyId, actorOf(request)),
    );
    route(scope, requestLogEndpoints.list, ({ params, query }) =>
      listRequestLogs(deps, params.merchantId, query),
    );
    route(scope, requestLogEndpoints.get, ({ params }) =>
      getRequestLog(deps, params.merchantId, params.requestLogId),
    );
  });

export default apiKeysRoutes;
