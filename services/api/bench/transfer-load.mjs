/**
 * The clients of bench/transfers.ts, in a worker thread so that sending requests does not take
 * CPU time from the API's event loop. Each client moves money back and forth between its own
 * pair of accounts until the deadline; the worker answers the latencies of accepted transfers
 * and the count of each status. Plain JavaScript: a worker's entry is loaded without tsx.
 */
import { parentPort, workerData } from 'node:worker_threads';

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
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    pairs.map(async ([a, b]) => {
      let forward = true;
      while (performance.now() < deadline) {
        sequence += 1;
        const sentAt = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${accessToken}`,
            'idempotency-key': `${keyPrefix}-${sequence}`,
          },
          body: JSON.stringify({
            fromVirtualAccountId: forward ? a : b,
            toVirtualAccountId: forward ? b : a,
            amount: 1 + (sequence % 1000),
          }),
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 201) latencies.push(performance.now() - sentAt);
        forward = !forward;
      }
    }),
  );
  return { latencies, statuses, ms: performance.now() - started };
}

if (parentPort) parentPort.postMessage(await run(workerData));
