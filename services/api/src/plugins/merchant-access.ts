import type { TMerchantPermission } from '@arara/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Membership } from '../db/schema';
import {
  assertMerchantPermission,
  merchantNotFound,
} from '../services/merchants/assert-merchant-permission';
import { requireUser } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for `/merchants/:merchantId/...` routes (after `app.authenticate`): loads the
     * caller's membership into `request.membership` or refuses (see assertMerchantPermission).
     */
    requireMerchantPermission: (
      permission: TMerchantPermission,
    ) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The caller's active membership of the route's merchant (set by requireMerchantPermission). */
    membership: Membership | null;
  }
}

/** The membership a requireMerchantPermission preHandler put on the request. */
export function requireMembership(request: FastifyRequest): Membership {
  if (!request.membership) throw merchantNotFound();
  return request.membership;
}

export default fp(
  async (app) => {
    app.decorateRequest('membership', null);
    app.decorate(
      'requireMerchantPermission',
      (permission: TMerchantPermission) => async (request: FastifyRequest) => {
        const { merchantId } = request.params as { merchantId?: unknown };
        if (typeof merchantId !== 'string') throw merchantNotFound();
        request.membership = await assertMerchantPermission(
          app,
          requireUser(request),
          merchantId,
          permission,
        );
      },
    );
  },
  { name: 'merchant-access', dependencies: ['auth', 'db'] },
);
