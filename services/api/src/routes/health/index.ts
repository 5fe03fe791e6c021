import { AppErrorCode, healthEndpoints, ZHealthResponse } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { route } from '../endpoint-route';
import { errorResponses } from '../error-responses';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database query)',
        description:
          'For restart decisions: a database outage does not make every instance "dead". ' +
          'Use GET /ready to decide whether to send traffic.',
        response: { 200: ZHealthResponse },
      },
    },
    async () => ({ status: 'ok' as const, database: app.dbKind }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        description: '503 SERVICE_UNAVAILABLE while the database does not answer `select 1`.',
        response: { 200: ZHealthResponse, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: the database does not answer');
        throw new AppError(AppErrorCode.SERVICE_UNAVAILABLE, 'Database unavailable');
      }
      return { status: 'ok' as const, database: app.dbKind };
    },
  );

  route(app, healthEndpoints.publicConfig, () => ({ sandbox: app.moneyRules.sandbox.enabled }));
};

export default healthRoutes;
