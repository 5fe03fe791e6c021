/**
 * How payments to other institutions settle (docs/payments.md "Settlement"): the simulated
 * network answers after `delayMs` (`slowDelayMs` for the `slow` sandbox key); the worker looks
 * for due jobs every `pollIntervalMs`; a job whose run threw is tried again after `retryMs`.
 * Env: SETTLEMENT_DELAY_MS, SETTLEMENT_SLOW_DELAY_MS, SETTLEMENT_POLL_INTERVAL_MS,
 * SETTLEMENT_WORKER (src/config.ts).
 */
export type SettlementOptions = {
  delayMs: number;
  slowDelayMs: number;
  pollIntervalMs: number;
  retryMs: number;
  /** Run the worker with the API (tests turn it off and call `runDueSettlements`). */
  worker: boolean;
};

export const defaultSettlementOptions: SettlementOptions = {
  delayMs: 1500,
  slowDelayMs: 10_000,
  pollIntervalMs: 200,
  retryMs: 5000,
  worker: true,
};

let current: SettlementOptions = defaultSettlementOptions;

/** Set by `buildApp` from its options. */
export function configureSettlements(options: Partial<SettlementOptions> = {}): SettlementOptions {
  current = { ...defaultSettlementOptions, ...options };
  return current;
}

export const settlementOptions = (): SettlementOptions => current;
