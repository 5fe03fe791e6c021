import { setMaxListeners } from 'node:events';
import type { ClaimedDelivery } from '../../repositories/webhooks-repository';
import { openSecret } from '../../lib/totp-encryption';
import { SIGNATURE_HEADER, signPayload } from '../../lib/webhook-signature';
import type { ServiceDeps } from '../deps';
import { checkWebhookUrl } from './check-webhook-url';
import { onWebhookDeliveries } from './delivery-signal';
import { closeWebhookConnections, sendWebhookRequest } from './send-webhook-request';
import { retryDelayMs, type WebhookOptions } from './webhook-options';

export type WebhookWorker = {
  /** Look for due deliveries now (and poll fast for a moment: a commit is on its way). */
  wake(): void;
  /** Stops claiming, aborts the POSTs in flight (their deliveries are due again) and waits. */
  stop(): Promise<void>;
};

/** After a wake-up, poll this often for this long: the signalling transaction commits soon. */
const BURST_INTERVAL_MS = 5;
const BURST_MS = 500;

/** The body of a delivery (docs/webhooks.md "Payload"). */
export const webhookBody = (
  delivery: Pick<ClaimedDelivery, 'eventId' | 'type' | 'eventCreatedAt' | 'data'>,
) =>
  JSON.stringify({
    id: delivery.eventId,
    type: delivery.type,
    createdAt: delivery.eventCreatedAt.toISOString(),
    data: delivery.data,
  });

/**
 * The delivery worker (docs/webhooks.md "Delivery"): a durable queue in the database. It claims
 * due deliveries (FOR UPDATE SKIP LOCKED, so several API processes share the work), POSTs each
 * signed body to the checked address, records the attempt, and marks the delivery sent (2xx),
 * pending again after an exponential backoff with jitter, or failed once the retry window is
 * over. At least once: a process that dies after a POST but before recording it sends it again
 * when the claim's lease ends; receivers de-duplicate by the event id.
 */
export function startWebhookWorker(
  deps: Pick<ServiceDeps, 'repositories' | 'log'>,
  options: WebhookOptions,
): WebhookWorker {
  const repository = deps.repositories.webhooks;
  const stopping = new AbortController();
  // One listener per POST in flight (each request hears the stop).
  setMaxListeners(options.concurrency + 10, stopping.signal);
  const inFlight = new Set<Promise<void>>();
  const leaseMs = options.timeoutMs + 30_000;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  let burstUntil = 0;

  const schedule = () => {
    if (stopping.signal.aborted) return;
    clearTimeout(timer);
    const fast = Date.now() < burstUntil;
    timer = setTimeout(tick, fast ? BURST_INTERVAL_MS : options.pollIntervalMs);
  };

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const body = webhookBody(delivery);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Arara-Webhooks/1.0',
      [SIGNATURE_HEADER]: signPayload(
        openSecret(delivery.secretSealed),
        body,
        Math.floor(Date.now() / 1000),
      ),
      'arara-event-id': delivery.eventId,
      'arara-event-type': delivery.type,
    };
    const target = await checkWebhookUrl(delivery.url, options);
    const answer =
      target.ok && target.address
        ? await sendWebhookRequest(target.url, target.address, headers, body, {
            timeoutMs: options.timeoutMs,
            signal: stopping.signal,
          })
        : {
            statusCode: null,
            latencyMs: 0,
            error: `Refused: ${target.ok ? 'no address' : target.detail}`,
          };
    if (stopping.signal.aborted && answer.statusCode === null) {
      // Stopped mid-POST: not an attempt of the receiver's; due again at the next start.
      await repository.release([delivery.id]);
      return;
    }
    const sent = answer.error === null;
    const attempts = delivery.attempts + 1;
    const next = new Date(Date.now() + retryDelayMs(options, attempts));
    const givesUp = next.getTime() > delivery.retryFrom.getTime() + options.retryWindowMs;
    await repository.recordAttempt(delivery.id, {
      ...answer,
      status: sent ? 'sent' : givesUp ? 'failed' : 'pending',
      nextAttemptAt: sent || givesUp ? null : next,
    });
  }

  async function tick(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        while (!stopping.signal.aborted) {
          const free = options.concurrency - inFlight.size;
          if (free <= 0) break;
          const claimed = await repository.claimDue(free, leaseMs);
          for (const delivery of claimed) {
            const work = deliver(delivery)
              .catch((error: unknown) => deps.log.error(error, 'webhook delivery failed'))
              .finally(() => {
                inFlight.delete(work);
                if (!stopping.signal.aborted) void tick();
              });
            inFlight.add(work);
          }
          if (claimed.length < free) break;
        }
      } while (again && !stopping.signal.aborted);
    } catch (error) {
      if (!stopping.signal.aborted) deps.log.error(error, 'webhook worker: claim failed');
    } finally {
      running = false;
      schedule();
    }
  }

  const wake = () => {
    burstUntil = Date.now() + BURST_MS;
    clearTimeout(timer);
    timer = setTimeout(tick, 0);
  };
  const unsubscribe = onWebhookDeliveries(wake);
  timer = setTimeout(tick, 0);

  return {
    wake,
    async stop() {
      unsubscribe();
      stopping.abort();
      clearTimeout(timer);
      while (running) await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.allSettled([...inFlight]);
      closeWebhookConnections();
    },
  };
}
