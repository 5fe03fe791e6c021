import { AppErrorCode, ZLoginRequest, ZLoginResponse, ZRefreshResponse } from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { AppError, isAppError } from '../../lib/app-error';
import { readRefreshCookie } from '../../plugins/refresh-cookie';
import { loginWithPassword } from '../../services/auth/login-with-password';
import { revokeRefreshToken } from '../../services/auth/revoke-refresh-token';
import { rotateRefreshToken } from '../../services/auth/rotate-refresh-token';
import { errorResponses } from '../error-responses';
import passwordRoutes from './password';
import registrationRoutes from './registration';
import twoFactorRoutes from './two-factor';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Wrong password or unknown e-mail: 401 INVALID_CREDENTIALS. Right password for an ' +
          'unverified address: 403 EMAIL_NOT_VERIFIED. Failed sign-ins are rate limited per ' +
          'e-mail and per client address (429 RATE_LIMITED with Retry-After). A right password ' +
          'answers `status`: `signed_in` (tokens), `two_factor_required` (a `challengeToken` ' +
          'for /auth/login/two-factor) or `two_factor_setup_required` (a `setupToken` for ' +
          '/auth/two-factor/setup and /enable, when a merchant requires two-factor).',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => loginWithPassword(app, request.body, request.ip),
  );

  const cookieRouteDescription =
    'The refresh token comes in the httpOnly `arara_refresh` cookie (set by every sign-in), ' +
    'never in a body. The request must carry `X-Requested-With: arara`, and its Origin, when ' +
    'sent, must be one of CORS_ORIGINS (403 FORBIDDEN otherwise): a page of another site ' +
    'cannot use the cookie.';

  app.post(
    '/auth/refresh',
    {
      onRequest: app.requireCookieRequest,
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token of the cookie',
        description: `${cookieRouteDescription} Answers a new access token and sets the rotated refresh token's cookie; no cookie, or an invalid one: 401 (and the cookie is cleared).`,
        response: { 200: ZRefreshResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const token = readRefreshCookie(request);
      try {
        if (!token) throw new AppError(AppErrorCode.UNAUTHORIZED, 'No refresh token');
        return await rotateRefreshToken(app, token);
      } catch (error) {
        if (isAppError(error) && error.code === AppErrorCode.UNAUTHORIZED) {
          reply.clearRefreshCookie();
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireCookieRequest,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the refresh token of the cookie',
        description: `${cookieRouteDescription} Revokes the token and clears the cookie.`,
        response: {
          204: z.null().describe('Revoked (or already unknown)'),
          ...errorResponses(403),
        },
      },
    },
    async (request, reply) => {
      const token = readRefreshCookie(request);
      if (token) await revokeRefreshToken(app, token);
      return reply.clearRefreshCookie().code(204).send(null);
    },
  );

  await app.register(registrationRoutes);
  await app.register(passwordRoutes);
  await app.register(twoFactorRoutes);
};

export default authRoutes;
