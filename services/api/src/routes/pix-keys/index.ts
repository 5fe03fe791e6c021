import { pixKeyEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import {
  addPixKey,
  confirmPixKey,
  deactivatePixKey,
  getPixKey,
  listPixKeys,
  lookupPixKeyAsMember,
  resendPixKeyCode,
} from '../../services/pix-keys';
import { merchantRoutes, route } from '../endpoint-route';

/** Pix keys of virtual accounts and the key lookup (docs/cards.md "Pix keys"). */
const pixKeysRoutes: FastifyPluginAsync = async (app) => {
  route(app, pixKeyEndpoints.lookup, (request) =>
    lookupPixKeyAsMember(app.deps, requireUser(request), request.query.key),
  );
  await merchantRoutes(app, (scope) => {
    const { deps } = scope;
    route(scope, pixKeyEndpoints.listForVirtualAccount, async ({ params, query }) => ({
      items: await listPixKeys(deps, params.merchantId, {
        ...query,
        virtualAccountId: params.virtualAccountId,
      }),
    }));
    route(scope, pixKeyEndpoints.create, (request) =>
      addPixKey(
        deps,
        requireUser(request).id,
        request.ip,
        request.params.merchantId,
        request.params.virtualAccountId,
        request.body,
      ),
    );
    route(scope, pixKeyEndpoints.confirm, ({ params, body }) =>
      confirmPixKey(deps, params.merchantId, params.pixKeyId, body.code),
    );
    route(scope, pixKeyEndpoints.resendCode, (request) =>
      resendPixKeyCode(
        deps,
        requireUser(request).id,
        request.ip,
        request.params.merchantId,
        request.params.pixKeyId,
      ),
    );
    route(scope, pixKeyEndpoints.list, async ({ params, query }) => ({
      items: await listPixKeys(deps, params.merchantId, query),
    }));
    route(scope, pixKeyEndpoints.get, ({ params }) =>
      getPixKey(deps, params.merchantId, params.pixKeyId),
    );
    route(scope, pixKeyEndpoints.deactivate, ({ params }) =>
      deactivatePixKey(deps, params.merchantId, params.pixKeyId),
    );
  });
};

export default pixKeysRoutes;
