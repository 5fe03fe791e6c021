import { ZMeResponse } from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { getMe } from '../../services/users/get-me';
import { errorResponses } from '../error-responses';

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['me'],
        summary: 'The signed-in user and their merchants',
        security: [{ bearerAuth: [] }],
        response: { 200: ZMeResponse, ...errorResponses(401) },
      },
    },
    async (request) => getMe(app, requireUser(request)),
  );
};

export default meRoutes;
