/**
 * PostgreSQL restarted during a burst of transfers (docs/reliability.md), run by the resilience
 * suite (e2e/resilience/postgres-restart.spec.ts) inside scripts/with-postgres.sh:
 *
 *   scripts/with-postgres.sh pnpm --filter @arara/api exec node --import tsx resilience/postgres-restart.ts [output.json]
 *
 * The API (as the benches build it, bench/bench-app.ts) on a fresh database of that server; a
 * merchant with a funded pair of accounts per client; CLIENTS clients send transfers between
 * their accounts for SECONDS, each with its own Idempotency-Key, and send a transfer again with
 * the same key and body after a network error or a 5xx. STOP_AFTER seconds in, the server is
 * stopped (its sessions ended), stays down DOWN_MS, and is started again. Afterwards: every
 * transfer was accepted, each is in the ledger exactly once with what was sent (none lost, none
 * doubled), and the ledger invariants hold. Prints the figures as JSON (writes them to the path
 * given); without a PostgreSQL it can restart, prints why it did not run and exits 0.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  buildBenchApp,
  openBenchMerchant,
  report,
  runTransferLoad,
  scratchDatabase,
  type TransferLoadOutput,
} from '../bench/bench-app';
import { queryRows } from '../test/helper';
import { assertLedgerInvariants } from '../test/ledger-fixtures';

const CLIENTS = Number(process.env.CLIENTS ?? 8);
const SECONDS = Number(process.env.DURATION ?? 12);
const STOP_AFTER = Number(process.env.STOP_AFTER ?? 4);
const DOWN_MS = Number(process.env.DOWN_MS ?? 3000);
const FUNDS = 10_000_000; // R$ 100.000,00 per account
const RETRY_DELAY_MS = 250;
/** After the burst, how long a transfer may keep retrying before it counts as lost. */
const GIVE_UP_AFTER_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why the scenario cannot run here, or undefined when it can. */
function whyNot(): string | undefined {
  if (!process.env.DATABASE_URL) {
    return 'no DATABASE_URL: the embedded PGlite has no server to restart (run it under scripts/with-postgres.sh, as CI does)';
  }
  if (!process.env.WITH_POSTGRES_CONTROL) {
    return 'DATABASE_URL is not a scripts/with-postgres.sh server (no WITH_POSTGRES_CONTROL): it restarts only a server it owns';
  }
  return undefined;
}

async function control(action: 'stop' | 'start'): Promise<void> {
  await promisify(execFile)(process.env.WITH_POSTGRES_CONTROL ?? '', [action]);
}

/** Stops the server STOP_AFTER seconds in, starts it DOWN_MS later; answers the times. */
async function restartDuringBurst() {
  await sleep(STOP_AFTER * 1000);
  const stopping = Date.now();
  await control('stop');
  const stopped = Date.now();
  await sleep(DOWN_MS);
  await control('start');
  return { stopping, stopped, started: Date.now() };
}

async function main() {
  const reason = whyNot();
  if (reason) {
    report({ skipped: reason });
    return;
  }
  const database = await scratchDatabase();
  const app = await buildBenchApp(database.config, 3600);
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const db = app.db;
    const { merchant, accessToken, pairs } = await openBenchMerchant(app, base, {
      clients: CLIENTS,
      funds: FUNDS,
    });
    const burst = runTransferLoad({
      url: `${base}/merchants/${merchant.merchantId}/transfers/between-accounts`,
      accessToken,
      pairs,
      durationMs: SECONDS * 1000,
      keyPrefix: 'burst',
      retry: { delayMs: RETRY_DELAY_MS, giveUpAt: Date.now() + SECONDS * 1000 + GIVE_UP_AFTER_MS },
    });
    const [restart, load] = await Promise.all([restartDuringBurst(), burst]);
    const figures = check(load, restart);

    // What the database holds, read through the API's own pool (which lived through it).
    const documents = await queryRows<{
      key: string;
      amount: string | number;
      from: string;
      to: string;
      entry: string | null;
    }>(
      db,
      sql`select idempotency_key as key, amount, virtual_account_id as "from",
                 counterpart_virtual_account_id as "to", ledger_entry_id as entry
            from payment_documents where merchant_id = ${merchant.merchantId} and kind = 'transfer'`,
    );
    const byKey = new Map(documents.map((document) => [document.key, document]));
    const lost = load.sent.filter((transfer) => {
      const document = byKey.get(transfer.key);
      return (
        !document ||
        Number(document.amount) !== transfer.amount ||
        document.from !== transfer.from ||
        document.to !== transfer.to ||
        !document.entry
      );
    });
    assert.deepEqual(lost, [], 'every accepted transfer is in the ledger with what was sent');
    const sentKeys = new Set(load.sent.map((transfer) => transfer.key));
    const unexpected = documents.filter((document) => !sentKeys.has(document.key));
    assert.deepEqual(unexpected, [], 'no transfer document but those sent');
    const [entries] = await queryRows<{ n: string | number; distinct: string | number }>(
      db,
      sql`select count(*) as n, count(distinct id) as distinct from ledger_entries
           where merchant_id = ${merchant.merchantId} and type = 'transfer'`,
    );
    const doubled = Number(entries?.n) - load.sent.length;
    assert.equal(doubled, 0, 'one ledger entry per transfer: none doubled');
    assert.equal(
      new Set(documents.map((document) => document.entry)).size,
      documents.length,
      'each document has its own ledger entry',
    );
    await assertLedgerInvariants(db);
    const [money] = await queryRows<{ total: string | number }>(
      db,
      sql`select coalesce(sum(balance), 0) as total from virtual_accounts where merchant_id = ${merchant.merchantId}`,
    );
    assert.equal(Number(money?.total), FUNDS * CLIENTS * 2, 'the merchant’s money is conserved');

    report({
      database: app.dbKind,
      clients: CLIENTS,
      seconds: SECONDS,
      ...figures,
      inLedger: documents.length,
      lost: lost.length,
      doubled,
      invariants: 'ok',
    });
  } finally {
    // A connection lent out and never given back would hold the close (and a shutdown) forever.
    const closed = await Promise.race([
      app.close().then(() => true),
      new Promise<false>((resolve) => setTimeout(resolve, 15_000, false).unref()),
    ]);
    await database.drop();
    assert.ok(closed, 'the API closes: its pool got every connection back');
  }
}

/** Every transfer accepted, and the figures of the outage. */
function check(load: TransferLoadOutput, restart: Awaited<ReturnType<typeof restartDuringBurst>>) {
  const refused = load.sent.filter(
    (transfer) => transfer.status !== 201 && transfer.status !== 200,
  );
  assert.deepEqual(refused, [], 'every transfer was accepted in the end');
  const retried = load.sent.filter((transfer) => transfer.attempts > 1);
  // A first attempt may have committed and lost its answer: its retry is answered 200 (replay).
  const replayed = load.sent.filter((transfer) => transfer.status === 200);
  assert.ok(retried.length > 0, 'the restart happened while transfers were being sent');
  const lastFailure = Math.max(...load.failures.map((failure) => failure.at));
  const firstAcceptedAfterStart = Math.min(
    ...load.sent
      .filter((transfer) => transfer.at >= restart.started)
      .map((transfer) => transfer.at),
  );
  return {
    transfers: load.sent.length,
    acceptedFirstTime: load.sent.length - retried.length,
    retried: retried.length,
    replayed: replayed.length,
    failedAttempts: load.failures.length,
    attemptStatuses: load.statuses,
    maxAttempts: Math.max(...load.sent.map((transfer) => transfer.attempts)),
    stopMs: restart.stopped - restart.stopping,
    downMs: restart.started - restart.stopped,
    /** From the server accepting connections again to the first transfer accepted after it. */
    firstAcceptedAfterStartMs: firstAcceptedAfterStart - restart.started,
    /** From the server accepting connections again to the last failed attempt (negative: none after). */
    lastFailureAfterStartMs: lastFailure - restart.started,
  };
}

await main();
