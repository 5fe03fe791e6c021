import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import {
  adminTransactionEndpoints,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  endpointPath,
  endpointSearch,
  type TAdminTransaction,
  type TAdminTransactionsQuery,
  ZAdminTransactionPage,
  ZMailboxResponse,
  ZSignedInResponse,
  ZTwoFactorRequiredResponse,
} from '@arara/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../src/app';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseConfig, Db } from '../src/db/client';
import type { ServiceDeps } from '../src/services/deps';
import { defaultMoneyRules, type MoneyRules } from '../src/lib/money-rules';
import { defaultRateLimits } from '../src/lib/rate-limits';
import { codeFor } from './totp';
import { REFRESH_COOKIE } from '../src/plugins/refresh-cookie';

// The API test client of @arara/test-utils (endpoint objects in, inject responses out), here
// too so API tests keep importing their helpers from one place.
export { merchantClient, signInMerchant } from '@arara/test-utils/api';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const DEMO = { email: 'demo@arara.dev', password: 'Arara@2026' } as const;
export const ADMIN = { email: 'admin@arara.dev', password: 'Arara@2026' } as const;
export const TEST_APP_URL = 'http://app.test';
/** The answer to an e-mailed or issued token that is unknown, used up or expired. */
export const INVALID_TOKEN = { error: { code: 'INVALID_TOKEN', message: 'Invalid Token' } };

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
 * The money rules with the sandbox payer's routes served (SANDBOX=true), for the tests that play
 * it: `createTestApp({ money: withSandbox() })`; off by default, as in production.
 */
export const withSandbox = (sandbox: Partial<MoneyRules['sandbox']> = {}): MoneyRules => ({
  ...defaultMoneyRules,
  sandbox: { ...defaultMoneyRules.sandbox, ...sandbox, enabled: true },
});

/**
 * Builds the app against a fresh database: in-memory PGlite by default, a new PostgreSQL
 * database when DATABASE_URL is set. Seeded with the demo accounts unless told otherwise.
 */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const baseUrl = process.env.DATABASE_URL;
  const temp = baseUrl ? await createTempPostgresDatabase(baseUrl) : undefined;
  const database: DatabaseConfig = temp ? { kind: 'postgres', url: temp.url } : { kind: 'pglite' };

  // Each app its own folder of uploaded files, removed with it.
  const filesDir = await mkdtemp(join(tmpdir(), 'arara-files-test-'));
  try {
    const app = await buildApp({
      nodeEnv: 'test',
      fileStorage: { kind: 'disk', dir: filesDir },
      // The tests read e-mailed links from the development mailbox (opt-in).
      devMailbox: true,
      database,
      auth: { jwtSecret: TEST_JWT_SECRET, accessTokenTtl: 900, refreshTokenTtl: 3600 },
      seed: true,
      corsOrigins: ['http://localhost:3000'],
      refreshCookiePath: '/api/auth',
      appUrl: TEST_APP_URL,
      mail: { from: 'Arara <no-reply@arara.dev>' },
      rateLimits: defaultRateLimits,
      money: defaultMoneyRules,
      logger: false,
      ...overrides,
    });
    return {
      app,
      database: database.kind,
      async close() {
        await app.close();
        await temp?.drop();
        await rm(filesDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await temp?.drop();
    await rm(filesDir, { recursive: true, force: true });
    throw error;
  }
}

/** A test app that `useTestApp` builds: the TestApp, with its database and services' deps. */
export type TestAppHandle = TestApp & { readonly db: Db; readonly deps: ServiceDeps };

/**
 * The test app of the enclosing `describe` (or file): built on a fresh database by a `before`
 * hook registered here (so before the suite's own hooks) and closed by an `after` hook. Read
 * its fields inside hooks and tests only.
 */
export function useTestApp(overrides: Partial<AppOptions> = {}): TestAppHandle {
  let current: TestAppHandle | undefined;
  before(async () => {
    const built = await createTestApp(overrides);
    current = { ...built, db: built.app.db, deps: built.app.deps };
  });
  after(async () => {
    await current?.close();
  });
  return setInHook(() => current, 'the test app');
}

/**
 * An object that reads its fields from `current()` when they are read: what a `before` hook
 * sets up, handed out when the suite is declared. Read it inside hooks and tests only.
 */
export function setInHook<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, field) {
      const value = current();
      if (!value) throw new Error(`${what} is set up in a before hook: read it in a test`);
      return Reflect.get(value, field);
    },
  });
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
 * given to `app.inject`), so per-address rate limits of one test do not reach another. Each is
 * in a /64 of its own: the limits count an IPv6 client per /64.
 */
export function freshAddress(): string {
  addressCount += 1;
  return `2001:db8:f:${addressCount.toString(16)}::1`;
}

export type AuthedCall = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  query?: Record<string, string>;
};

/** A signed-in user's request (Bearer `accessToken`), from a fresh client address. */
export function authed(app: FastifyInstance, accessToken: string, call: AuthedCall) {
  return app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: freshAddress(),
    headers: { authorization: `Bearer ${accessToken}` },
    ...(call.query === undefined ? {} : { query: call.query }),
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
}

/** The answer has the status `status` and the body `{ error }`, exactly. */
export function assertError(
  res: LightMyRequestResponse,
  status: number,
  error: { code: string; message: string; fields?: Record<string, unknown> },
) {
  assert.equal(res.statusCode, status, res.body);
  assert.deepEqual(res.json(), { error });
}

/** A 400 whose field errors are exactly `fields` (`label` names the case in a failure). */
function assertFieldErrors(
  res: LightMyRequestResponse,
  fields: Record<string, string>,
  label: string,
) {
  assert.equal(res.statusCode, 400, label);
  assert.deepEqual(res.json().error.fields, fields, label);
}

/** Each query of `cases` is refused by `get` (400) with exactly its field errors. */
export async function assertRefusedQueries(
  get: (query: string) => PromiseLike<LightMyRequestResponse>,
  cases: [query: string, fields: Record<string, string>][],
) {
  for (const [query, fields] of cases) assertFieldErrors(await get(query), fields, query);
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

/** Signs in (from a fresh address) and returns the tokens (the refresh one from its cookie). */
export async function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
) {
  const res = await post(app, '/auth/login', credentials);
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return sessionOf(res);
}

/** The `arara_refresh` cookie a response sets (its attributes too), or undefined. */
export function refreshCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
}

/** The refresh token a sign-in or refresh response set in its cookie. */
export function refreshTokenOf(res: LightMyRequestResponse): string {
  const cookie = refreshCookieOf(res);
  if (!cookie?.value) throw new Error(`no refresh cookie: ${res.statusCode} ${res.body}`);
  return cookie.value;
}

/** A signed-in answer's body with the refresh token of its cookie. */
export function sessionOf(res: LightMyRequestResponse) {
  return { ...ZSignedInResponse.parse(res.json()), refreshToken: refreshTokenOf(res) };
}

/** What the web app sends on the refresh-cookie routes: the cookie, the CSRF header, its Origin. */
export function cookieRequest(app: FastifyInstance, url: string, refreshToken: string | null) {
  return app.inject({
    method: 'POST',
    url,
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: 'http://localhost:3000' },
    cookies: refreshToken === null ? {} : { [REFRESH_COOKIE]: refreshToken },
  });
}

/** POST /auth/refresh as the browser sends it, with `refreshToken` in the cookie. */
export const refreshWithCookie = (app: FastifyInstance, refreshToken: string | null) =>
  cookieRequest(app, '/auth/refresh', refreshToken);

/** POST /auth/logout as the browser sends it, with `refreshToken` in the cookie. */
export const logoutWithCookie = (app: FastifyInstance, refreshToken: string | null) =>
  cookieRequest(app, '/auth/logout', refreshToken);

/** Rows of a raw query; node-postgres and PGlite results both carry `rows`. */
export async function queryRows<TRow>(db: Db, query: SQL): Promise<TRow[]> {
  const result = (await db.execute(query)) as { rows: TRow[] };
  return result.rows;
}

import { DEMO_ADMIN_TOTP_SECRET } from '../src/seeds/seed';

export { DEMO_ADMIN_TOTP_SECRET as ADMIN_TOTP_SECRET };

/**
 * Lets the next code of the user's authenticator be used now, even of a step already used: a
 * test signs in more often than every 30 s. (The server refuses a step used before.)
 */
export async function forgetUsedTwoFactorStep(app: FastifyInstance, email: string) {
  await app.db.execute(
    sql`update user_two_factor set last_used_step = null
         where user_id = (select id from users where email = ${email})`,
  );
}

/** Merchant sign-in of a user with two-factor on: the password, then a code of `secret`. */
export async function signInWithTwoFactor(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  secret: string,
) {
  const first = await post(app, '/auth/login', credentials);
  if (first.statusCode !== 200) throw new Error(`login: ${first.statusCode} ${first.body}`);
  const { challengeToken } = ZTwoFactorRequiredResponse.parse(first.json());
  await forgetUsedTwoFactorStep(app, credentials.email);
  const res = await post(app, '/auth/login/two-factor', {
    challengeToken,
    code: codeFor(secret),
  });
  if (res.statusCode !== 200) throw new Error(`login/two-factor: ${res.statusCode} ${res.body}`);
  return sessionOf(res);
}

/**
 * Back-office sign-in of the seeded super admin, the password then a code of its authenticator:
 * the answer of the code step (its body and the refresh cookie).
 */
export async function adminSignInResponse(app: FastifyInstance): Promise<LightMyRequestResponse> {
  const first = await post(app, '/admin/auth/login', ADMIN);
  if (first.statusCode !== 200) throw new Error(`admin login: ${first.statusCode} ${first.body}`);
  const { challengeToken } = ZTwoFactorRequiredResponse.parse(first.json());
  await forgetUsedTwoFactorStep(app, ADMIN.email);
  return post(app, '/admin/auth/login/two-factor', {
    challengeToken,
    code: codeFor(DEMO_ADMIN_TOTP_SECRET),
  });
}

/** The super admin's back-office session (access token, and the refresh token of its cookie). */
export async function signInAdmin(app: FastifyInstance) {
  const res = await adminSignInResponse(app);
  if (res.statusCode !== 200) throw new Error(`admin two-factor: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as { accessToken: string }), refreshToken: refreshTokenOf(res) };
}

/**
 * The back office's transactions list (GET /admin/transactions, first page) as the super admin
 * reads it, with `query`'s filters.
 */
export async function backOfficeTransactions(
  app: FastifyInstance,
  query: TAdminTransactionsQuery,
): Promise<TAdminTransaction[]> {
  const { accessToken } = await signInAdmin(app);
  const res = await authed(app, accessToken, {
    method: 'GET',
    url: `${endpointPath(adminTransactionEndpoints.list)}${endpointSearch(query)}`,
  });
  assert.equal(res.statusCode, 200, res.body);
  return ZAdminTransactionPage.parse(res.json()).items;
}
