import {
  ZSignedInResponse,
  ZTwoFactorDisableRequest,
  ZTwoFactorEnableRequest,
  ZTwoFactorEnableResponse,
  ZTwoFactorLoginRequest,
  ZTwoFactorRevocationRequest,
  ZTwoFactorRevokeRequest,
  ZTwoFactorSetupRequest,
  ZTwoFactorSetupResponse,
} from '@arara/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { disableTwoFactor } from '../../services/two-factor/disable-two-factor';
import { enableTwoFactor } from '../../services/two-factor/enable-two-factor';
import { loginWithTwoFactor } from '../../services/two-factor/login-with-two-factor';
import { requestTwoFactorRevocation } from '../../services/two-factor/request-two-factor-revocation';
import { resolveTwoFactorUser } from '../../services/two-factor/resolve-two-factor-user';
import { revokeTwoFactor } from '../../services/two-factor/revoke-two-factor';
import { startTwoFactorSetup } from '../../services/two-factor/start-two-factor-setup';
import { errorResponses } from '../error-responses';

const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Setup works signed in (Bearer) or with the setup token of a sign-in (no Bearer). */
  const authenticateIfBearer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.authenticate(request, reply);
  };
  const bearerOrSetupToken: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

  app.post(
    '/auth/login/two-factor',
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Second step of sign-in: a code of the app or a recovery code',
        description:
          'With the `challengeToken` of a `two_factor_required` login, and `code` (6 digits) or ' +
          '`recoveryCode`. Wrong, replayed or used code: 400 INVALID_TWO_FACTOR_CODE (the ' +
          'challenge stays usable until it expires, 5 min). Tries are rate limited per account ' +
          'and per address (429 with Retry-After). Unknown, used or expired challenge: 400 ' +
          'INVALID_TOKEN.',
        body: ZTwoFactorLoginRequest,
        response: { 200: ZSignedInResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => loginWithTwoFactor(app, request.body, request.ip),
  );

  app.post(
    '/auth/two-factor/setup',
    {
      onRequest: authenticateIfBearer,
      schema: {
        tags: ['two-factor'],
        summary: 'Start two-factor setup: a new secret and its otpauth:// URI',
        description:
          'Signed in (Bearer), or with the `setupToken` of a `two_factor_setup_required` login. ' +
          'Replaces a pending secret; 409 CONFLICT when two-factor is already on.',
        security: bearerOrSetupToken,
        body: ZTwoFactorSetupRequest,
        response: { 200: ZTwoFactorSetupResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      startTwoFactorSetup(app, await resolveTwoFactorUser(app, request, request.body?.setupToken)),
  );

  app.post(
    '/auth/two-factor/enable',
    {
      onRequest: authenticateIfBearer,
      schema: {
        tags: ['two-factor'],
        summary: 'Turn two-factor on with a code of the pending secret',
        description:
          'Returns 10 recovery codes, shown once. Signed in (Bearer), `password` is required ' +
          '(missing or wrong: 400 on `password`). With a `setupToken` (no Bearer) the token is ' +
          'consumed and `session` carries the tokens of the sign-in. Every other session of ' +
          'the user ends. Wrong code: 400 INVALID_TWO_FACTOR_CODE; no setup started or already ' +
          'on: 409 CONFLICT.',
        security: bearerOrSetupToken,
        body: ZTwoFactorEnableRequest,
        response: { 200: ZTwoFactorEnableResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) =>
      enableTwoFactor(
        app,
        await resolveTwoFactorUser(app, request, request.body.setupToken),
        request.body,
        request.ip,
      ),
  );

  app.post(
    '/auth/two-factor/disable',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['two-factor'],
        summary: 'Turn two-factor off (needs a code of the app or a recovery code)',
        description:
          'Deletes the secret and the recovery codes; every other session of the user ends. ' +
          'Wrong code: 400 INVALID_TWO_FACTOR_CODE ' +
          '(rate limited like sign-in codes); not on: 409 CONFLICT.',
        security: [{ bearerAuth: [] }],
        body: ZTwoFactorDisableRequest,
        response: {
          204: z.null().describe('Two-factor is off'),
          ...errorResponses(400, 401, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const actor = await resolveTwoFactorUser(app, request, undefined);
      await disableTwoFactor(app, actor, request.body.code, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/two-factor/revocation',
    {
      schema: {
        tags: ['two-factor'],
        summary: '"Lost your device?": e-mail a link that turns two-factor off',
        description:
          'With the `challengeToken` of the sign-in in progress (it proves the password). The ' +
          'link (`/confirm-2fa-revocation?token=…`) works once, for 1 hour. Rate limited.',
        body: ZTwoFactorRevocationRequest,
        response: {
          202: z.null().optional().describe('E-mail sent (no body)'),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      await requestTwoFactorRevocation(app, request.body, request.ip);
      return reply.code(202).send(undefined);
    },
  );

  app.post(
    '/auth/two-factor/revoke',
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Turn two-factor off with the token of a revocation e-mail',
        description: 'A bad, used or expired token is 400 INVALID_TOKEN.',
        body: ZTwoFactorRevokeRequest,
        response: { 204: z.null().describe('Two-factor is off'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await revokeTwoFactor(app, request.body);
      return reply.code(204).send(null);
    },
  );
};

export default twoFactorRoutes;
