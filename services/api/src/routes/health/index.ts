import { AppErrorCode, healthEndpoints } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { route } from '../endpoint-route';

const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, healthEndpoints.health, () => ({ status: 'ok' as const, database: app.dbKind }));
  route(app, healthEndpoints.ready, async (request) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: the database does not answer');
      throw new AppError(AppErrorCode.SERVICE_UNAVAILABLE, 'Database unavailable');
    }
    return { status: 'ok' as const, database: app.dbKind };
  });
  route(app, healthEndpoints.publicConfig, () => ({ sandbox: app.moneyRules.sandbox.enabled }));
};

export default healthRoutes;
