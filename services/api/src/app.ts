import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseConfig } from './db/client';
import { seedDatabase } from './db/seed';
import authPlugin, { type AuthOptions } from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import swaggerPlugin from './plugins/swagger';
import authRoutes from './routes/auth/index';
import healthRoutes from './routes/health/index';
import meRoutes from './routes/me/index';

export type AppOptions = {
  database: DatabaseConfig;
  auth: AuthOptions;
  /** Seed the demo accounts when the database has no user yet. */
  seed: boolean;
  corsOrigins: string[];
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** True when this start seeded the demo accounts. */
    wasSeeded: boolean;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Behind the same-origin /api proxy; the proxy sets X-Forwarded-*.
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(cors, {
    origin: options.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { database: options.database });
  await app.register(authPlugin, options.auth);

  app.decorate('wasSeeded', options.seed ? await seedDatabase(app.db) : false);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);

  await app.ready();
  return app;
}
