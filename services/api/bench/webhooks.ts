/**
 * Webhook figures (docs/webhooks.md "Delivery"): how long from a movement's commit to the
 * receiver getting its event (p50/p95, target p95 ≤ 1 s), and how many deliveries per second
 * the worker sustains on a backlog (target ≥ 200/s), with zero events lost or delivered twice.
 *
 *   pnpm --filter @arara/api exec node --import tsx bench/webhooks.ts [output.json]
 *
 * Starts the API over a throw-away PGlite directory and a
 * receiver on 127.0.0.1 that answers 200 at once. One merchant, one bank account, one webhook
 * subscribed to Pix In. Latency: LATENCY_EVENTS Pix In (receiveExternalPix, each its own
 * transaction), one every LATENCY_GAP_MS, with the worker running; the clock starts when the
 * transaction's promise resolves (the commit). Throughput: with the worker stopped,
 * BACKLOG_EVENTS Pix In are committed, then a worker drains them; deliveries per second from its
 * start to the last receipt. Prints the JSON; writes it to the path given.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DatabaseConfig } from '../src/db/client';
import { sealSecret } from '../src/lib/totp-encryption';
import { dataDepsOf } from '../src/services/deps';
import { receiveExternalPix } from '../src/services/documents/receive-external-pix';
import { defaultWebhookOptions, startWebhookWorker } from '../src/services/webhooks';
import { openMerchant } from '../test/ledger-fixtures';
import { buildBenchApp, percentile, report, round } from './bench-app';

const LATENCY_EVENTS = Number(process.env.LATENCY_EVENTS ?? 200);
const LATENCY_GAP_MS = Number(process.env.LATENCY_GAP_MS ?? 20);
const BACKLOG_EVENTS = Number(process.env.BACKLOG_EVENTS ?? 2000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A receiver that answers 200 and notes when each event id arrived (and how often). */
async function startReceiver() {
  const arrivals = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      const { data } = JSON.parse(Buffer.concat(chunks).toString()) as {
        data: { documentId: string };
      };
      arrivals.set(data.documentId, [...(arrivals.get(data.documentId) ?? []), at]);
      response.end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    arrivals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function waitFor(check: () => boolean, what: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (!check()) {
    assert.ok(Date.now() < until, `timed out waiting for ${what}`);
    await sleep(2);
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arara-bench-webhooks-'));
  const database: DatabaseConfig = { kind: 'pglite', dataDir };
  const webhooks = { ...defaultWebhookOptions, allowLocalhost: true, requireHttps: false };
  const app = await buildBenchApp(database, 3600, { webhooks });
  const receiver = await startReceiver();
  let closed = false;
  try {
    const merchant = await openMerchant(app.db, 1);
    const [account = ''] = merchant.accountIds;
    await app.repositories.webhooks.insert({
      merchantId: merchant.merchantId,
      bankAccountId: merchant.bankAccountId,
      url: receiver.url,
      events: ['pix_in'],
      secretSealed: sealSecret('whsec_bench'),
      secretLast4: 'ench',
    });
    let n = 0;
    /** One Pix In committed through `target`: its document id and the time of the commit. */
    const pixIn = async (target: FastifyInstance) => {
      n += 1;
      const document = await target.db.transaction((tx) =>
        receiveExternalPix(dataDepsOf(target.db), tx, {
          merchantId: merchant.merchantId,
          virtualAccountId: account,
          amount: 100 + n,
          reference: `bench-${n}`,
          description: 'Bench Pix In',
          payer: { ispb: '00000000', institution: 'Bench', name: 'Bench payer', document: null },
          ledgerKey: `bench-${n}`,
          sandbox: null,
          origin: 'sandbox',
          now: new Date(),
        }),
      );
      return { id: document.id, committedAt: performance.now() };
    };

    // Latency: the worker of the app running, one Pix In every LATENCY_GAP_MS.
    const commits: { id: string; committedAt: number }[] = [];
    for (let i = 0; i < LATENCY_EVENTS; i += 1) {
      commits.push(await pixIn(app));
      await sleep(LATENCY_GAP_MS);
    }
    await waitFor(() => commits.every((c) => receiver.arrivals.has(c.id)), 'the latency events');
    const latencies = commits
      .map((c) => (receiver.arrivals.get(c.id)?.[0] ?? Number.NaN) - c.committedAt)
      .sort((x, y) => x - y);

    // Throughput: a backlog committed while no worker runs, then drained by one worker.
    await app.close();
    closed = true;
    const backlogApp = await buildBenchApp(database, 3600, {
      webhooks: { ...webhooks, worker: false },
    });
    try {
      const backlog: string[] = [];
      for (let i = 0; i < BACKLOG_EVENTS; i += 1) {
        backlog.push((await pixIn(backlogApp)).id);
      }
      const started = performance.now();
      const worker = startWebhookWorker(backlogApp.deps, { ...webhooks, concurrency: 32 });
      await waitFor(() => backlog.every((id) => receiver.arrivals.has(id)), 'the backlog');
      const drained = Math.max(...backlog.map((id) => receiver.arrivals.get(id)?.[0] ?? 0));
      await sleep(500);
      await worker.stop();

      const all = [...commits.map((c) => c.id), ...backlog];
      const lost = all.filter((id) => !receiver.arrivals.has(id)).length;
      const duplicated = all.filter((id) => (receiver.arrivals.get(id)?.length ?? 0) > 1).length;
      const seconds = (drained - started) / 1000;
      report({
        database: backlogApp.dbKind,
        latency: {
          events: latencies.length,
          gapMs: LATENCY_GAP_MS,
          commitToReceiverMs: {
            p50: round(percentile(latencies, 50)),
            p95: round(percentile(latencies, 95)),
            p99: round(percentile(latencies, 99)),
            max: round(latencies.at(-1) ?? Number.NaN),
          },
        },
        throughput: {
          events: backlog.length,
          seconds: Math.round(seconds * 100) / 100,
          perSecond: Math.round(backlog.length / seconds),
        },
        lost,
        duplicated,
      });
      assert.equal(lost, 0, 'no event lost');
      assert.equal(duplicated, 0, 'no event delivered twice');
    } finally {
      await backlogApp.close();
    }
  } finally {
    await receiver.close();
    if (!closed) await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
