import { ZHealthResponse } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: ZHealthResponse, ...errorResponses(500) },
      },
    },
    async () => {
      // A failing query becomes a 500 from the error handler: the probe reports unhealthy.
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
};

export default healthRoutes;
