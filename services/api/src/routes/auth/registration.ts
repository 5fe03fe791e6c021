import {
  ZRegisterRequest,
  ZRegisterResponse,
  ZResendVerificationRequest,
  ZVerifyEmailRequest,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { registerUser } from '../../services/auth/register-user';
import { resendVerification } from '../../services/auth/resend-verification';
import { verifyEmail } from '../../services/auth/verify-email';
import { errorResponses } from '../error-responses';

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and e-mail its verification link',
        description:
          'The account starts unverified and without merchants; signing in is refused ' +
          '(403 EMAIL_NOT_VERIFIED) until the link is used. An address already registered is a ' +
          '409 CONFLICT with `fields.email = validation.emailTaken`. Rate limited per address ' +
          'registered and per client address (429 RATE_LIMITED with Retry-After).',
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registerUser(app, request.body, request.ip)),
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address with the token from the e-mail',
        description:
          'A token works once, for 24 hours, and only with its own address; anything else is ' +
          '400 INVALID_TOKEN.',
        body: ZVerifyEmailRequest,
        response: { 200: ZRegisterResponse, ...errorResponses(400) },
      },
    },
    async (request) => verifyEmail(app, request.body),
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a new verification link',
        description:
          'Always 202, so the answer does not tell whether the address is registered; a link ' +
          'is sent only to an unverified account. Earlier links stop working. Rate limited.',
        body: ZResendVerificationRequest,
        response: {
          202: z.null().optional().describe('Accepted (no body)'),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      await resendVerification(app, request.body, request.ip);
      return reply.code(202).send(undefined);
    },
  );
};

export default registrationRoutes;
