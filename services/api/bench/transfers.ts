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
 * accepted transfer. Then the ceiling of the same machine, with the same clients for
 * CEILING_SECONDS each: GET /health (no session, no database) and an authenticated read of one
 * virtual account (the session check and one select, no transaction). A transfer does that read's
 * work and a transaction more, so its rate stays below the read's. Prints the JSON; writes it to
 * the path given.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import {
  buildBenchApp,
  openBenchMerchant,
  percentile,
  report,
  round,
  runTransferLoad,
  scratchDatabase,
} from './bench-app';
import { queryRows } from '../test/helper';
import { assertLedgerInvariants } from '../test/ledger-fixtures';

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const ACCOUNTS = CONCURRENCY * 2;
const SECONDS = Number(process.env.DURATION ?? 15);
const FUNDS = 10_000_000; // R$ 100.000,00 per account
const CEILING_SECONDS = Number(process.env.CEILING_SECONDS ?? 10);

/**
 * CPU seconds (user + system) a thread or process has used, from /proc (Linux; NaN elsewhere):
 * the load clients share the API's process, so its main thread is read alone.
 */
function cpuSeconds(path: string): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(path, 'utf8').split(') ').at(-1)?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The API's main thread and the database's server processes for this database, in CPU seconds. */
async function cpuNow(db: Parameters<typeof queryRows>[0]) {
  const backends = await queryRows<{ pid: number }>(
    db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  ).catch(() => []);
  return {
    api: cpuSeconds(`/proc/${process.pid}/task/${process.pid}/stat`),
    backends: new Map(backends.map(({ pid }) => [pid, cpuSeconds(`/proc/${pid}/stat`)])),
  };
}

type Cpu = Awaited<ReturnType<typeof cpuNow>>;

/**
 * CPU milliseconds per accepted request between two readings: the API's thread, and the
 * database's server processes (PostgreSQL only; PGlite runs in the API's thread).
 */
function cpuMsPer(before: Cpu, after: Cpu, requests: number, database: string) {
  const backends = [...after.backends].reduce(
    (sum, [pid, seconds]) => sum + seconds - (before.backends.get(pid) ?? 0),
    0,
  );
  return {
    api: round(((after.api - before.api) * 1000) / requests),
    database: database === 'postgres' ? round((backends * 1000) / requests) : null,
  };
}

/** Rate and latencies of a load's accepted requests. */
function rateOf(load: { latencies: number[]; ms: number }) {
  const sorted = [...load.latencies].sort((x, y) => x - y);
  return {
    seconds: Math.round(load.ms / 100) / 10,
    accepted: sorted.length,
    perSecond: Math.round(sorted.length / (load.ms / 1000)),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

async function main() {
  const database = await scratchDatabase();
  const app = await buildBenchApp(database.config, 3600);
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const db = app.db;
    const { merchant, accessToken, pairs } = await openBenchMerchant(app, base, {
      clients: CONCURRENCY,
      funds: FUNDS,
    });
    const url = `${base}/merchants/${merchant.merchantId}/transfers/between-accounts`;
    const load = (input: { pairs: [string, string][]; durationMs: number; keyPrefix: string }) =>
      runTransferLoad({ ...input, url, accessToken });
    // Warm-up (connections, statement caches, JIT), then the measured run.
    const warmUp = await load({ pairs: pairs.slice(0, 4), durationMs: 2000, keyPrefix: 'warm' });
    const cpuBefore = await cpuNow(db);
    const run = await load({ pairs, durationMs: SECONDS * 1000, keyPrefix: 'run' });
    const cpuAfter = await cpuNow(db);
    const latencies = run.latencies;

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

    // The machine's ceiling: the same clients on requests that move no money.
    const ceilingLoad = async (path: string, token: string) => {
      const before = await cpuNow(db);
      const output = await runTransferLoad({
        url: `${base}${path}`,
        accessToken: token,
        pairs,
        durationMs: CEILING_SECONDS * 1000,
        keyPrefix: 'ceiling',
        read: true,
      });
      const after = await cpuNow(db);
      // A ceiling made of refusals (a 401, a 429) would say nothing about the machine.
      assert.deepEqual(
        Object.keys(output.statuses),
        ['200'],
        `${path}: every request answered 200`,
      );
      return {
        ...rateOf(output),
        statuses: output.statuses,
        cpuMsPerRequest: cpuMsPer(before, after, output.latencies.length, app.dbKind),
      };
    };
    const ceiling = {
      health: await ceilingLoad('/health', ''),
      read: await ceilingLoad(
        `/merchants/${merchant.merchantId}/virtual-accounts/{account}`,
        accessToken,
      ),
    };

    const { seconds, accepted, perSecond, p50, p95, p99, max } = rateOf(run);
    const result = {
      database: app.dbKind,
      concurrency: CONCURRENCY,
      seconds,
      transfers: accepted,
      perSecond,
      statuses: run.statuses,
      sendMs: { p50, p95, p99, max },
      // CPU milliseconds per accepted transfer. Steadier than the rate on a machine others share.
      cpuMsPerTransfer: cpuMsPer(cpuBefore, cpuAfter, latencies.length, app.dbKind),
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
      invariants: 'ok',
      ceiling,
    };
    report(result);
  } finally {
    await app.close();
    await database.drop();
  }
}

await main();
