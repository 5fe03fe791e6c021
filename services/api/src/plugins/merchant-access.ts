import type { TMerchantPermission } from '@arara/contracts';
import { ACT_AS_HEADER, isUuid } from '@arara/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Membership } from '../db/schema';
import {
  assertMerchantPermission,
  merchantNotFound,
} from '../services/merchants/assert-merchant-permission';
import { requireUser, verifyBearerToken } from './auth';

type PrefetchedMembership = {
  userId: string;
  merchantId: string;
  membership: Membership | undefined;
};

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
  interface FastifyInstance {
    /**
     * onRequest of the merchant scope: `app.authenticate` with the sign-in check and the
     * caller's membership of the route's merchant read in ONE statement (the membership is
     * checked later, by requireMerchantPermission). With X-Act-As-Session: `app.authenticate`.
     */
    authenticateMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The caller's active membership of the route's merchant (set by requireMerchantPermission). */
    membership: Membership | null;
    /** The membership authenticateMember read with the session: its user, merchant and row. */
    prefetchedMembership: PrefetchedMembership | null;
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
    app.decorateRequest('prefetchedMembership', null);
    app.decorate('authenticateMember', async (request: FastifyRequest, reply: FastifyReply) => {
      const { merchantId } = request.params as { merchantId?: unknown };
      if (
        request.headers[ACT_AS_HEADER] !== undefined ||
        typeof merchantId !== 'string' ||
        !isUuid(merchantId)
      ) {
        return app.authenticate(request, reply);
      }
      request.user = await verifyBearerToken(app, request, reply, async (user) => {
        const found = await app.repositories.refreshTokens.findSessionMembership(
          user.sessionId,
          user.id,
          merchantId,
        );
        request.prefetchedMembership = {
          userId: user.id,
          merchantId,
          membership: found.membership,
        };
        return found.active;
      });
    });
    app.decorate(
      'requireMerchantPermission',
      (permission: TMerchantPermission) => async (request: FastifyRequest) => {
        const { merchantId } = request.params as { merchantId?: unknown };
        if (typeof merchantId !== 'string') throw merchantNotFound();
        const user = requireUser(request);
        const prefetched = request.prefetchedMembership;
        request.membership = await assertMerchantPermission(
          app,
          user,
          merchantId,
          permission,
          prefetched && prefetched.userId === user.id && prefetched.merchantId === merchantId
            ? { membership: prefetched.membership }
            : undefined,
        );
      },
    );
  },
  { name: 'merchant-access', dependencies: ['auth', 'db'] },
);
