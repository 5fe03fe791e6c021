import { randomBytes } from 'node:crypto';
import { ZSignedInResponse, ZMailboxResponse } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../src/app';
import type { SQL } from 'drizzle-orm';
import type { DatabaseConfig, Db } from '../src/db/client';
import { defaultRateLimits } from '../src/lib/rate-limits';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const DEMO = { email: 'demo@arara.dev', password: 'Arara@2026' } as const;
export const ADMIN = { email: 'admin@arara.dev', password: 'Arara@2026' } as const;
export const TEST_APP_URL = 'http://app.test';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseConfig['kind'];
  close: () => Promise<void>;
};

/** A throw-away database on the server DATABASE_URL points to; dropped by `drop()`. */
export async function createTempPostgresDatabase(baseUrl: string) {
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
      nodeEnv: 'test',
      // The tests read e-mailed links from the development mailbox (opt-in).
      devMailbox: true,
      database,
      auth: { jwtSecret: TEST_JWT_SECRET, accessTokenTtl: 900, refreshTokenTtl: 3600 },
      seed: true,
      corsOrigins: ['http://localhost:3000'],
      appUrl: TEST_APP_URL,
      mail: { from: 'Arara <no-reply@arara.dev>' },
      rateLimits: defaultRateLimits,
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

let addressCount = 0;
/**
 * A client address no other request used (IPv6 documentation prefix: it is only a string
 * given to `app.inject`), so per-address rate limits of one test do not reach another.
 */
export function freshAddress(): string {
  addressCount += 1;
  return `2001:db8::${addressCount.toString(16)}`;
}

/** POST with a JSON body, from `address` (a fresh one unless given). */
export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  options: { address?: string; accessToken?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.address ?? freshAddress(),
    headers: options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {},
  });
}

/** The development mailbox, newest first. */
export async function mailbox(app: FastifyInstance, to?: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/dev/mailbox',
    query: to === undefined ? {} : { to },
  });
  if (res.statusCode !== 200) throw new Error(`GET /dev/mailbox: ${res.statusCode} ${res.body}`);
  return ZMailboxResponse.parse(res.json()).messages;
}

/** The link of the newest e-mail to `to` (the one of the web app), parsed. */
export async function latestLink(app: FastifyInstance, to: string): Promise<URL> {
  const [message] = await mailbox(app, to);
  if (!message) throw new Error(`no e-mail to ${to}`);
  const match = message.text.match(new RegExp(`${TEST_APP_URL}/\\S+`));
  if (!match) throw new Error(`no link in the e-mail to ${to}:\n${message.text}`);
  return new URL(match[0]);
}

export const tokenOf = (link: URL): string => {
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`no token in ${link.href}`);
  return token;
};

export type NewAccount = { name: string; email: string; password: string };

export async function register(
  app: FastifyInstance,
  account: NewAccount & { language?: 'en' | 'pt-BR' },
) {
  return post(app, '/auth/register', { ...account, acceptTerms: true });
}

/** Registers the account and follows its verification link: it can sign in. */
export async function createVerifiedAccount(app: FastifyInstance, account: NewAccount) {
  const registered = await register(app, account);
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const link = await latestLink(app, account.email);
  const verified = await post(app, '/auth/verify-email', {
    email: link.searchParams.get('email'),
    token: tokenOf(link),
  });
  if (verified.statusCode !== 200) throw new Error(`verify-email: ${verified.body}`);
}

/** Signs in (from a fresh address) and returns the tokens. */
export async function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
) {
  const res = await post(app, '/auth/login', credentials);
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return ZSignedInResponse.parse(res.json());
}

/** Rows of a raw query; node-postgres and PGlite results both carry `rows`. */
export async function queryRows<TRow>(db: Db, query: SQL): Promise<TRow[]> {
  const result = (await db.execute(query)) as { rows: TRow[] };
  return result.rows;
}
