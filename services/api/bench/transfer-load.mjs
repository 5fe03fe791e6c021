/**
 * The clients of bench/transfers.ts, in a worker thread so that sending requests does not take
 * CPU time from the API's event loop. Each client moves money back and forth between its own
 * pair of accounts until the deadline; the worker answers the latencies of accepted transfers
 * and the count of each status (and, when retrying, every transfer and failed attempt: the
 * resilience suite's PostgreSQL restart). Plain JavaScript: a worker's entry is loaded without
 * tsx; bench/bench-app.ts runTransferLoad starts it.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * One request over a kept-alive connection; answers the status once the body is read. node:http
 * rather than fetch: the clients share the machine with the API and the database, and fetch
 * (undici with web streams) took about a third of a core for this load.
 * @param {http.Agent} agent @param {URL} url @param {Record<string, string>} headers
 * @param {string | undefined} body a POST's body; none: a GET
 * @returns {Promise<number>}
 */
const send = (agent, url, headers, body) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      url,
      body === undefined
        ? { method: 'GET', agent, headers }
        : {
            method: 'POST',
            agent,
            headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });

/**
 * The ceiling loads (bench/transfers.ts): the same clients, each sending GET `url` with
 * `{account}` replaced by the first account of its pair, until the deadline; a 200 is accepted.
 * @param {{ url: string, accessToken: string, pairs: [string, string][], durationMs: number }} input
 * @returns {Promise<LoadOutput>}
 */
async function read({ url, accessToken, pairs, durationMs }) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<number, number>} */
  const statuses = {};
  const agent = new http.Agent({ keepAlive: true, maxSockets: pairs.length });
  /** @type {Record<string, string>} */
  const headers = accessToken ? { authorization: `Bearer ${accessToken}` } : {};
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    pairs.map(async ([account]) => {
      const target = new URL(url.replace('{account}', account));
      while (performance.now() < deadline) {
        const sentAt = performance.now();
        const status = await send(agent, target, headers, undefined);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 200) latencies.push(performance.now() - sentAt);
      }
    }),
  );
  const ms = performance.now() - started;
  agent.destroy();
  return { latencies, statuses, ms, sent: [], failures: [] };
}

/**
 * @typedef {{ url: string, accessToken: string, pairs: [string, string][], durationMs: number,
 *   keyPrefix: string, retry?: { delayMs: number, giveUpAt: number },
 *   read?: boolean }} LoadInput
 * @typedef {{ key: string, from: string, to: string, amount: number, status: number,
 *   attempts: number, at: number }} SentTransfer
 * @typedef {{ latencies: number[], statuses: Record<number, number>, ms: number,
 *   sent: SentTransfer[], failures: { at: number, status: number }[] }} LoadOutput
 */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Without `retry` (the bench), one attempt per transfer and a connection error ends the run.
 * With it (resilience/postgres-restart.ts), a network error (status 0) or a 5xx is sent again
 * with the same Idempotency-Key and body after `delayMs`, until `giveUpAt` (Date.now()).
 * @param {LoadInput} input @returns {Promise<LoadOutput>}
 */
async function run({ url, accessToken, pairs, durationMs, keyPrefix, retry }) {
  let sequence = 0;
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<number, number>} */
  const statuses = {};
  /** @type {SentTransfer[]} */
  const sent = [];
  /** @type {{ at: number, status: number }[]} */
  const failures = [];
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: pairs.length });
  /** @param {Record<string, string>} headers @param {string} body */
  const attempt = async (headers, body) => {
    if (!retry) return send(agent, target, headers, body);
    try {
      return await send(agent, target, headers, body);
    } catch {
      return 0;
    }
  };
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    pairs.map(async ([a, b]) => {
      let forward = true;
      while (performance.now() < deadline) {
        sequence += 1;
        const key = `${keyPrefix}-${sequence}`;
        const transfer = {
          fromVirtualAccountId: forward ? a : b,
          toVirtualAccountId: forward ? b : a,
          amount: 1 + (sequence % 1000),
        };
        const headers = {
          'content-type': 'application/json',
          authorization: `Bearer ${accessToken}`,
          'idempotency-key': key,
        };
        const body = JSON.stringify(transfer);
        const sentAt = performance.now();
        let attempts = 0;
        let status = 0;
        for (;;) {
          attempts += 1;
          status = await attempt(headers, body);
          statuses[status] = (statuses[status] ?? 0) + 1;
          const failed = status === 0 || status >= 500;
          if (!retry || !failed) break;
          failures.push({ at: Date.now(), status });
          if (Date.now() >= retry.giveUpAt) break;
          await sleep(retry.delayMs);
        }
        if (status === 201) latencies.push(performance.now() - sentAt);
        if (retry) {
          sent.push({
            key,
            from: transfer.fromVirtualAccountId,
            to: transfer.toVirtualAccountId,
            amount: transfer.amount,
            status,
            attempts,
            at: Date.now(),
          });
        }
        forward = !forward;
      }
    }),
  );
  const ms = performance.now() - started;
  agent.destroy();
  return { latencies, statuses, ms, sent, failures };
}

if (parentPort) {
  parentPort.postMessage(await (workerData.read ? read(workerData) : run(workerData)));
}
