import { AppErrorCode, type TAdminPermission } from '@arara/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminProfile, User } from '../db/schema';
import { AppError } from '../lib/app-error';
import { adminCan } from '../services/admin/admin-can';
import { pathOf } from '../services/admin/audited-request';
import { verifyBearerToken } from './auth';

/** The admin of a back-office request, as the database has them now. */
export type BackOfficeAdmin = { user: User; profile: AdminProfile | null };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest handler of /admin/* routes: a back-office token (`adm` claim, from
     * POST /admin/auth/login) of a user who is still an admin, whose profile is super admin or
     * lists `permission` (none: any admin), and who has two-factor on. 401 without a valid token, 403 otherwise. The
     * X-Act-As-Session header is ignored: in the back office the admin is always themselves.
     */
    requireAdminPermission: (
      permission?: TAdminPermission,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `requireAdminPermission`. */
    admin: BackOfficeAdmin | null;
  }
}

const forbidden = (message: string) => new AppError(AppErrorCode.FORBIDDEN, message);

export { adminCan };

export default fp(
  async (app) => {
    app.decorateRequest('admin', null);

    app.decorate('requireAdminPermission', (permission?: TAdminPermission) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const tokenUser = await verifyBearerToken(app, request, reply);
        request.user = tokenUser;
        if (!tokenUser.isAdmin) throw forbidden('A back-office session is required');
        const user = await app.repositories.users.findById(tokenUser.id);
        if (!user?.isAdmin) throw forbidden('A back-office session is required');
        // Checked now, not only at sign-in: an admin who turned it off is out at once.
        if (!(await app.repositories.twoFactor.isEnabled(user.id))) {
          throw forbidden('The back office requires two-factor authentication');
        }
        const profile = user.adminProfileId
          ? ((await app.repositories.backOffice.findProfile(user.adminProfileId)) ?? null)
          : null;
        if (permission && !adminCan(profile, permission)) {
          throw forbidden(`Your admin profile lacks the permission ${permission}`);
        }
        request.admin = { user, profile };
      };
    });

    // Every request made while acting as someone, reads included, with who really made it.
    // An allowed one was recorded before it ran (no record, no request: see resolveActAs); its
    // answer is filled in before the response leaves. A refused one is recorded here.
    app.addHook('onSend', async (request, reply, payload) => {
      const acting = request.user?.actingAs;
      if (!acting) return payload;
      try {
        if (request.actAsAuditId) {
          await app.repositories.backOffice.setAuditStatus(request.actAsAuditId, reply.statusCode);
          return payload;
        }
        await app.repositories.backOffice.record({
          actorId: acting.adminId,
          subjectUserId: request.user?.id ?? null,
          merchantId: acting.merchantId,
          actAsSessionId: acting.sessionId,
          action: `${request.method} ${request.routeOptions.url ?? pathOf(request)}`,
          method: request.method,
          path: pathOf(request),
          statusCode: reply.statusCode,
          ip: request.ip,
        });
      } catch (error) {
        request.log.error({ err: error, actAs: acting }, 'act-as audit record failed');
      }
      return payload;
    });
  },
  { name: 'back-office', dependencies: ['auth', 'db'] },
);
