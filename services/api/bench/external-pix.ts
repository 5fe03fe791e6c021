/**
 * External Pix figures (docs/payments.md "Settlement"): the end-to-end time of a Pix to another
 * institution in the sandbox, from the request to its document `approved` (completed), median and
 * p95 over PIX_COUNT Pix, with the settlement worker of the app running and the network's delay
 * as configured (SETTLEMENT_DELAY_MS, 1500 ms by default: the figure is that delay plus what the
 * platform adds: the request's transaction, the worker's poll and the settlement's transaction).
 *
 *   pnpm --filter @arara/api exec node --import tsx bench/external-pix.ts [output.json]
 *
 * Over a throw-away PGlite directory: one merchant funded by a deposit, PIX_COUNT Pix sent
 * through the service of POST /v1/pix/transfers (`sendPixOrder`, no HTTP or step-up), one every
 * PIX_GAP_MS, each to a different bare e-mail key outside the platform; the documents' statuses
 * are polled every 5 ms. Ledger invariants and "every Pix completed once" are checked after.
 * Prints the JSON; writes it to the path given.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { DatabaseConfig } from '../src/db/client';
import { paymentDocuments } from '../src/db/schema-payments';
import { sendPixOrder } from '../src/services/payments';
import { defaultSettlementOptions } from '../src/services/settlements';
import { assertLedgerInvariants, deposit, openMerchant } from '../test/ledger-fixtures';
import { buildBenchApp, percentile, report, round } from './bench-app';

const PIX_COUNT = Number(process.env.PIX_COUNT ?? 50);
const PIX_GAP_MS = Number(process.env.PIX_GAP_MS ?? 40);
const DELAY_MS = Number(process.env.SETTLEMENT_DELAY_MS ?? defaultSettlementOptions.delayMs);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arara-bench-external-pix-'));
  const database: DatabaseConfig = { kind: 'pglite', dataDir };
  const app = await buildBenchApp(database, 3600, {
    settlement: { worker: true, delayMs: DELAY_MS },
    webhooks: { worker: false },
  });
  await app.ready();
  try {
    const merchant = await openMerchant(app.db, 1);
    const [account = ''] = merchant.accountIds;
    await deposit(app.db, merchant.merchantId, account, PIX_COUNT * 1_000);

    const started = new Map<string, number>();
    const completed = new Map<string, number>();
    const sends: Promise<void>[] = [];
    for (let i = 0; i < PIX_COUNT; i += 1) {
      const at = performance.now();
      sends.push(
        sendPixOrder(
          app.deps,
          { merchantId: merchant.merchantId, initiatedById: randomUUID() },
          {
            virtualAccountId: account,
            destination: { type: 'key', key: `bench-${i}@example.org` },
            amount: 1_000,
          },
          randomUUID(),
        ).then((result) => {
          assert.equal(result.document.status, 'pending');
          started.set(result.document.id, at);
        }),
      );
      await sleep(PIX_GAP_MS);
    }
    await Promise.all(sends);
    const until = Date.now() + 120_000 + DELAY_MS * 2;
    while (completed.size < PIX_COUNT) {
      assert.ok(Date.now() < until, 'timed out waiting for the settlements');
      const pending = [...started.keys()].filter((id) => !completed.has(id));
      const rows = await app.db
        .select({ id: paymentDocuments.id, status: paymentDocuments.status })
        .from(paymentDocuments)
        .where(inArray(paymentDocuments.id, pending));
      const now = performance.now();
      for (const row of rows) {
        assert.notEqual(row.status, 'failed', 'no external Pix fails');
        if (row.status === 'approved') completed.set(row.id, now);
      }
      await sleep(5);
    }
    const times = [...completed]
      .map(([id, at]) => at - (started.get(id) ?? at))
      .sort((x, y) => x - y);
    await assertLedgerInvariants(app.db);
    report({
      database: database.kind,
      pix: PIX_COUNT,
      gapMs: PIX_GAP_MS,
      networkDelayMs: DELAY_MS,
      requestToCompletedMs: {
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        max: round(times.at(-1) ?? Number.NaN),
      },
      platformOverheadMs: {
        p50: round(percentile(times, 50) - DELAY_MS),
        p95: round(percentile(times, 95) - DELAY_MS),
      },
    });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
