import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZRegisterResponse,
  ZResetPasswordRequest,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireUser } from '../../plugins/auth';
import { changePassword } from '../../services/auth/change-password';
import { requestPasswordReset } from '../../services/auth/request-password-reset';
import { resetPassword } from '../../services/auth/reset-password';
import { errorResponses } from '../error-responses';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        description:
          'Always 202, so the answer does not tell whether the address is registered. The ' +
          'link works once, for 1 hour; earlier links stop working. Rate limited.',
        body: ZForgotPasswordRequest,
        response: {
          202: z.null().optional().describe('Accepted (no body)'),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app, request.body, request.ip);
      return reply.code(202).send(undefined);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from a reset e-mail',
        description:
          'Also marks the address verified and signs the user out of every session. A bad, ' +
          'used or expired token is 400 INVALID_TOKEN.',
        body: ZResetPasswordRequest,
        response: { 200: ZRegisterResponse, ...errorResponses(400) },
      },
    },
    async (request) => resetPassword(app, request.body),
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change the password of the signed-in user',
        description:
          'Signs out every other session; the one of this access token (its `sid`) stays. A ' +
          'wrong current password is 400 with `fields.currentPassword = validation.wrongPassword` ' +
          'and counts as a failed sign-in.',
        security: [{ bearerAuth: [] }],
        body: ZChangePasswordRequest,
        response: {
          204: z.null().describe('Changed'),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      await changePassword(app, requireUser(request), request.body, request.ip);
      return reply.code(204).send(null);
    },
  );
};

export default passwordRoutes;
