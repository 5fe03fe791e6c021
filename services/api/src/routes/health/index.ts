import { PUBLIC_CONFIG_ROUTE, ZHealthResponse, ZPublicConfig } from '@arara/contracts';
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

  app.get(
    PUBLIC_CONFIG_ROUTE,
    {
      schema: {
        tags: ['health'],
        summary: 'How the platform runs, for the apps: is the sandbox payer served (SANDBOX)',
        response: { 200: ZPublicConfig },
      },
    },
    async () => ({ sandbox: app.moneyRules.sandbox.enabled }),
  );
};

export default healthRoutes;
