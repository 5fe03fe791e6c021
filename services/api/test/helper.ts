import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../src/app';
import type { DatabaseConfig } from '../src/db/client';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const DEMO = { email: 'demo@arara.dev', password: 'Arara@2026' } as const;
export const ADMIN = { email: 'admin@arara.dev', password: 'Arara@2026' } as const;

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseConfig['kind'];
  close: () => Promise<void>;
};

/** A throw-away database on the server DATABASE_URL points to; dropped by `drop()`. */
async function createTempPostgresDatabase(baseUrl: string) {
  const name = `arara_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Builds the app against a fresh database: in-memory PGlite by default, a new PostgreSQL
 * database when DATABASE_URL is set. Seeded with the demo accounts unless told otherwise.
 */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const baseUrl = process.env.DATABASE_URL;
  const temp = baseUrl ? await createTempPostgresDatabase(baseUrl) : undefined;
  const database: DatabaseConfig = temp ? { kind: 'postgres', url: temp.url } : { kind: 'pglite' };

  try {
    const app = await buildApp({
      database,
      auth: { jwtSecret: TEST_JWT_SECRET, accessTokenTtl: 900, refreshTokenTtl: 3600 },
      seed: true,
      corsOrigins: ['http://localhost:3000'],
      logger: false,
      ...overrides,
    });
    return {
      app,
      database: database.kind,
      async close() {
        await app.close();
        await temp?.drop();
      },
    };
  } catch (error) {
    await temp?.drop();
    throw error;
  }
}

export async function login(
  app: FastifyInstance,
  credentials: { email: string; password: string },
) {
  return app.inject({ method: 'POST', url: '/auth/login', payload: credentials });
}
