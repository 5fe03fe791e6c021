/**
 * What the HTTP benches (and resilience/postgres-restart.ts) share: the API built as they run it
 * (test mode, nothing seeded, the default rate limits and money rules) over a throw-away
 * database, a funded merchant and its owner, the transfer clients, and the latency figures.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { ZSignedInResponse } from '@arara/contracts';
import { type AppOptions, buildApp } from '../src/app';
import { type DatabaseConfig, defaultPoolLimits } from '../src/db/client';
import { hashPassword } from '../src/lib/password';
import { deposit, openMerchant } from '../test/ledger-fixtures';
import { defaultMoneyRules } from '../src/lib/money-rules';
import { defaultRateLimits } from '../src/lib/rate-limits';

/** The API over `database`; access tokens live `accessTokenTtl` seconds. */
export function buildBenchApp(
  database: DatabaseConfig,
  accessTokenTtl: number,
  overrides: Partial<AppOptions> = {},
) {
  return buildApp({
    nodeEnv: 'test',
    database,
    auth: {
      jwtSecret: 'bench-secret-that-is-at-least-32-characters',
      accessTokenTtl,
      refreshTokenTtl: 3600,
    },
    seed: false,
    corsOrigins: [],
    refreshCookiePath: '/api/auth',
    appUrl: 'http://localhost:3000',
    mail: { from: 'Arara <no-reply@arara.dev>' },
    rateLimits: defaultRateLimits,
    money: defaultMoneyRules,
    ...overrides,
  });
}

type BenchApp = Awaited<ReturnType<typeof buildBenchApp>>;

/** The `p`th percentile of ascending `sorted` samples (NaN when there are none). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Milliseconds to one decimal. */
export const round = (ms: number) => Math.round(ms * 10) / 10;

/** Prints the figures as JSON, and writes them to the path given as the first argument. */
export function report(result: object) {
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  const output = process.argv[2];
  if (output) writeFileSync(output, `${json}\n`);
}

/** A throw-away database: a PGlite directory, or a new database on DATABASE_URL's server. */
export async function scratchDatabase(): Promise<{
  config: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'arara-bench-'));
    return {
      config: { kind: 'pglite', dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `arara_bench_${randomBytes(4).toString('hex')}`;
  await admin(url, `create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    // DB_POOL_MAX, as for the API: its pool size for this run (default defaultPoolLimits.max).
    config: {
      kind: 'postgres',
      url: scratch.toString(),
      pool: { ...defaultPoolLimits, max: Number(process.env.DB_POOL_MAX ?? defaultPoolLimits.max) },
    },
    drop: () => admin(url, `drop database if exists ${name} with (force)`),
  };
}

async function admin(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const PASSWORD = 'bench-password-1';

/**
 * A merchant with two virtual accounts of `funds` cents per client, its owner signed in through
 * the API listening at `base`, and each client's pair of accounts.
 */
export async function openBenchMerchant(
  app: BenchApp,
  base: string,
  { clients, funds }: { clients: number; funds: number },
) {
  const db = app.db;
  const merchant = await openMerchant(db, clients * 2);
  for (const account of merchant.accountIds) {
    await deposit(db, merchant.merchantId, account, funds);
  }
  const email = 'bench-owner@example.com';
  const user = await app.repositories.users.create({
    name: 'Bench Owner',
    email,
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: new Date(),
  });
  await app.repositories.memberships.add({
    userId: user.id,
    merchantId: merchant.merchantId,
    role: 'owner',
  });
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { accessToken } = ZSignedInResponse.parse(await login.json());
  const pairs = Array.from({ length: clients }, (_, client): [string, string] => [
    merchant.accountIds[client * 2] ?? '',
    merchant.accountIds[client * 2 + 1] ?? '',
  ]);
  return { merchant, accessToken, pairs };
}

/** What bench/transfer-load.mjs takes: see its types. */
export type TransferLoadInput = {
  url: string;
  accessToken: string;
  pairs: [string, string][];
  durationMs: number;
  keyPrefix: string;
  /** Resend with the same Idempotency-Key after a network error or a 5xx, until `giveUpAt`. */
  retry?: { delayMs: number; giveUpAt: number };
  /**
   * A ceiling load instead of transfers: each client sends GET `url` with `{account}` replaced by
   * the first account of its pair (no Authorization header when `accessToken` is empty).
   */
  read?: boolean;
};
/** One transfer of a retrying load: its key, what it moved and how it ended. */
export type SentTransfer = {
  key: string;
  from: string;
  to: string;
  amount: number;
  status: number;
  attempts: number;
  /** Date.now() of the final answer. */
  at: number;
};
export type TransferLoadOutput = {
  latencies: number[];
  /** Count of each status of every attempt (0: no answer, the connection failed). */
  statuses: Record<number, number>;
  ms: number;
  /** With `retry`: every transfer, and every failed attempt's time and status. */
  sent: SentTransfer[];
  failures: { at: number; status: number }[];
};

/** Runs bench/transfer-load.mjs in a worker thread (the clients take no CPU from the API). */
export const runTransferLoad = (input: TransferLoadInput) =>
  new Promise<TransferLoadOutput>((resolve, reject) => {
    const worker = new Worker(new URL('./transfer-load.mjs', import.meta.url), {
      workerData: input,
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
