/**
 * In-process wake-up of the delivery worker: a transaction that wrote deliveries calls
 * `signalWebhookDeliveries()`, so the worker looks for them at once instead of at its next poll.
 * The rows are not visible before the commit, a few milliseconds later: the worker polls fast
 * for a moment after a signal (see deliver-webhooks.ts). Another process's deliveries are found
 * by the poll alone.
 */
const listeners = new Set<() => void>();

export function signalWebhookDeliveries(): void {
  for (const listener of listeners) listener();
}

/** Hears every signal until the returned function is called. */
export function onWebhookDeliveries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
