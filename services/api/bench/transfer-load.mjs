/**
 * The clients of bench/transfers.ts, in a worker thread so that sending requests does not take
 * CPU time from the API's event loop. Each client moves money back and forth between its own
 * pair of accounts until the deadline; the worker answers the latencies of accepted transfers
 * and the count of each status. Plain JavaScript: a worker's entry is loaded without tsx.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * One POST over a kept-alive connection; answers the status once the body is read. node:http
 * rather than fetch: the clients share the machine with the API and the database, and fetch
 * (undici with web streams) took about a third of a core for this load.
 * @param {http.Agent} agent @param {URL} url @param {Record<string, string>} headers
 * @param {string} body @returns {Promise<number>}
 */
const post = (agent, url, headers, body) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
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
 * @typedef {{ url: string, accessToken: string, pairs: [string, string][], durationMs: number,
 *   keyPrefix: string }} LoadInput
 * @typedef {{ latencies: number[], statuses: Record<number, number>, ms: number }} LoadOutput
 */

/** @param {LoadInput} input @returns {Promise<LoadOutput>} */
async function run({ url, accessToken, pairs, durationMs, keyPrefix }) {
  let sequence = 0;
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<number, number>} */
  const statuses = {};
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: pairs.length });
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    pairs.map(async ([a, b]) => {
      let forward = true;
      while (performance.now() < deadline) {
        sequence += 1;
        const sentAt = performance.now();
        const status = await post(
          agent,
          target,
          {
            'content-type': 'application/json',
            authorization: `Bearer ${accessToken}`,
            'idempotency-key': `${keyPrefix}-${sequence}`,
          },
          JSON.stringify({
            fromVirtualAccountId: forward ? a : b,
            toVirtualAccountId: forward ? b : a,
            amount: 1 + (sequence % 1000),
          }),
        );
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 201) latencies.push(performance.now() - sentAt);
        forward = !forward;
      }
    }),
  );
  const ms = performance.now() - started;
  agent.destroy();
  return { latencies, statuses, ms };
}

if (parentPort) parentPort.postMessage(await run(workerData));
