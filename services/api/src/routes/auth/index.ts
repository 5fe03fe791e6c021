import { AppErrorCode, authEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, isAppError } from '../../lib/app-error';
import { readRefreshCookie } from '../../plugins/refresh-cookie';
import { loginWithPassword } from '../../services/auth/login-with-password';
import { revokeRefreshToken } from '../../services/auth/revoke-refresh-token';
import { rotateRefreshToken } from '../../services/auth/rotate-refresh-token';
import { route } from '../endpoint-route';
import passwordRoutes from './password';
import registrationRoutes from './registration';
import twoFactorRoutes from './two-factor';

/** Sign-in and the session cookie (docs/architecture.md "Endpoints as data"). */
const authRoutes: FastifyPluginAsync = async (app) => {
  route(app, authEndpoints.login, (request) =>
    loginWithPassword(app.deps, request.body, request.ip),
  );

  // The cookie routes refuse a request another site's page could have sent.
  const cookieRoute = { onRequest: [app.requireCookieRequest] };
  route(
    app,
    authEndpoints.refresh,
    async (request, reply) => {
      const token = readRefreshCookie(request);
      try {
        if (!token) throw new AppError(AppErrorCode.UNAUTHORIZED, 'No refresh token');
        return await rotateRefreshToken(app.deps, token);
      } catch (error) {
        if (isAppError(error) && error.code === AppErrorCode.UNAUTHORIZED) {
          reply.clearRefreshCookie();
        }
        throw error;
      }
    },
    cookieRoute,
  );
  route(
    app,
    authEndpoints.logout,
    async (request, reply) => {
      const token = readRefreshCookie(request);
      if (token) await revokeRefreshToken(app.deps, token, request);
      reply.clearRefreshCookie();
    },
    cookieRoute,
  );

  await app.register(registrationRoutes);
  await app.register(passwordRoutes);
  await app.register(twoFactorRoutes);
};

export default authRoutes;
