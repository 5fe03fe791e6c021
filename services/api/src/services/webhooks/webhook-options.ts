import { lookup } from 'node:dns/promises';

/** One address a host name resolves to. */
export type ResolvedAddress = { address: string; family: number };
/** Every address of a host name (dns.lookup with `all`); tests inject their own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

/** How webhooks are delivered (src/config.ts WEBHOOK_*; docs/webhooks.md "Settings"). */
export type WebhookOptions = {
  /** Development: http://localhost / 127.0.0.1 / [::1] receivers allowed (WEBHOOKS_ALLOW_LOCALHOST). */
  allowLocalhost: boolean;
  /** Production: only https:// receivers (loopback ones aside when allowLocalhost). */
  requireHttps: boolean;
  /** The worker looks for due deliveries this often when nothing wakes it (ms). */
  pollIntervalMs: number;
  /** One POST may take this long (ms). */
  timeoutMs: number;
  /** First retry after this (ms); each next one twice as late, at most `retryMaxDelayMs`. */
  retryBaseMs: number;
  retryMaxDelayMs: number;
  /** A delivery not answered with a 2xx within this of its creation (or resend) fails (ms). */
  retryWindowMs: number;
  /** POSTs in flight at once. */
  concurrency: number;
  /** Run the delivery worker in this process (off: another process delivers). */
  worker: boolean;
  /** Where the sandbox receiver is reached: this API's public address. */
  publicApiUrl: string;
  resolve: Resolver;
};

export const defaultWebhookOptions: WebhookOptions = {
  allowLocalhost: false,
  requireHttps: true,
  pollIntervalMs: 250,
  timeoutMs: 10_000,
  retryBaseMs: 10_000,
  retryMaxDelayMs: 60 * 60 * 1000,
  retryWindowMs: 24 * 60 * 60 * 1000,
  concurrency: 16,
  worker: true,
  publicApiUrl: 'http://localhost:4000',
  resolve: systemResolver,
};

/**
 * The wait before retry `attempts` (1 after the first failure): base · 2^(attempts−1), at most
 * the maximum, with ±20 % jitter so that a receiver that was down is not hit by every retry at
 * once when it comes back.
 */
export function retryDelayMs(
  options: WebhookOptions,
  attempts: number,
  random = Math.random,
): number {
  const exponential = Math.min(
    options.retryBaseMs * 2 ** Math.min(attempts - 1, 30),
    options.retryMaxDelayMs,
  );
  return Math.round(exponential * (0.8 + 0.4 * random()));
}
