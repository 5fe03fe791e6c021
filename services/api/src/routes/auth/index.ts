import {
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutRequest,
  ZRefreshRequest,
  ZRefreshResponse,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
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

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token',
        body: ZRefreshRequest,
        response: { 200: ZRefreshResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => rotateRefreshToken(app, request.body.refreshToken),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke a refresh token',
        body: ZLogoutRequest,
        response: {
          204: z.null().describe('Revoked (or already unknown)'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      await revokeRefreshToken(app, request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  await app.register(registrationRoutes);
  await app.register(passwordRoutes);
  await app.register(twoFactorRoutes);
};

export default authRoutes;
