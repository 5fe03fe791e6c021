/**
 * Payments figures (issue 5): sustained transfers per second through the HTTP API, the p95 of
 * the send request under that load, and the ledger invariants checked after the run.
 *
 *   pnpm --filter @arara/api exec node --import tsx bench/transfers.ts [output.json]
 *   scripts/with-postgres.sh pnpm --filter @arara/api exec node --import tsx bench/transfers.ts [output.json]
 *
 * Starts the API on a free port over a throw-away database (PGlite by default; a fresh
 * PostgreSQL database when DATABASE_URL is set), opens one merchant with ACCOUNTS funded virtual
 * accounts and its owner, then CONCURRENCY clients send POST …/transfers/between-accounts (each
 * with its own Idempotency-Key, 1 cent to 10 reais) for DURATION seconds. Each client moves money around
 * its own pair of accounts, as a merchant's teams would; every transfer takes row locks on both
 * accounts in one transaction. Afterwards: every entry sums to zero, cached balances equal their
 * postings, no available balance is negative, money is conserved, and there is one document per
 * accepted transfer. Prints the JSON; writes it to the path given.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ZSignedInResponse } from '@arara/contracts';
import { buildBenchApp, percentile, report, round } from './bench-app';
import type { DatabaseConfig } from '../src/db/client';
import { hashPassword } from '../src/lib/password';
import { queryRows } from '../test/helper';
import { assertLedgerInvariants, deposit, openMerchant } from '../test/ledger-fixtures';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const ACCOUNTS = CONCURRENCY * 2;
const SECONDS = Number(process.env.DURATION ?? 15);
const FUNDS = 10_000_000; // R$ 100.000,00 per account
const PASSWORD = 'bench-password-1';

type LoadInput = {
  url: string;
  accessToken: string;
  pairs: [string, string][];
  durationMs: number;
  keyPrefix: string;
};
type LoadOutput = { latencies: number[]; statuses: Record<number, number>; ms: number };

async function admin(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A throw-away database: a PGlite directory, or a new database on the given server. */
async function scratchDatabase(): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
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
    config: { kind: 'postgres', url: scratch.toString() },
    drop: () => admin(url, `drop database if exists ${name} with (force)`),
  };
}

async function main() {
  const database = await scratchDatabase();
  const app = await buildBenchApp(database.config, 3600);
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const db = app.db;
    const merchant = await openMerchant(db, ACCOUNTS);
    for (const account of merchant.accountIds) {
      await deposit(db, merchant.merchantId, account, FUNDS);
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
    const url = `${base}/merchants/${merchant.merchantId}/transfers/between-accounts`;

    const pairs = Array.from({ length: CONCURRENCY }, (_, client): [string, string] => [
      merchant.accountIds[client * 2] ?? '',
      merchant.accountIds[client * 2 + 1] ?? '',
    ]);
    const load = (input: Omit<LoadInput, 'url' | 'accessToken'>) =>
      new Promise<LoadOutput>((resolve, reject) => {
        const worker = new Worker(new URL('./transfer-load.mjs', import.meta.url), {
          workerData: { ...input, url, accessToken } satisfies LoadInput,
        });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    // Warm-up (connections, statement caches, JIT), then the measured run.
    const warmUp = await load({ pairs: pairs.slice(0, 4), durationMs: 2000, keyPrefix: 'warm' });
    const run = await load({ pairs, durationMs: SECONDS * 1000, keyPrefix: 'run' });
    const latencies = run.latencies;
    const elapsed = run.ms / 1000;

    await assertLedgerInvariants(db);
    const [money] = await queryRows<{ total: string | number }>(
      db,
      sql`select coalesce(sum(balance), 0) as total from virtual_accounts where merchant_id = ${merchant.merchantId}`,
    );
    assert.equal(Number(money?.total), FUNDS * ACCOUNTS, 'the merchant’s money is conserved');
    const [documents] = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from payment_documents where merchant_id = ${merchant.merchantId}`,
    );
    assert.equal(
      Number(documents?.n),
      latencies.length + warmUp.latencies.length,
      'one document per accepted transfer',
    );

    const sorted = [...latencies].sort((x, y) => x - y);
    const result = {
      database: app.dbKind,
      concurrency: CONCURRENCY,
      seconds: Math.round(elapsed * 10) / 10,
      transfers: latencies.length,
      perSecond: Math.round(latencies.length / elapsed),
      statuses: run.statuses,
      sendMs: {
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? Number.NaN),
      },
      invariants: 'ok',
    };
    report(result);
  } finally {
    await app.close();
    await database.drop();
  }
}

await main();
