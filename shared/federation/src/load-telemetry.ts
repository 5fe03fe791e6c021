import { CLIENT_EVENTS_ROUTE, MAX_CLIENT_EVENTS, type TRemoteLoadEvent } from '@arara/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteOfId } from './load-retry';
import type { TRemoteEntry } from './registry';

/**
 * Load telemetry (docs/remote-loading.md): every load of a remote's module is recorded (remote,
 * release, build, duration, outcome, tries, page), kept in memory for the About panel
 * (`recentRemoteLoads`) and sent to the API (POST /client-events) in batches.
 */
export type RemoteLoadEvent = TRemoteLoadEvent;

/** How many loads `recentRemoteLoads` keeps, newest last. */
export const RECENT_LOADS_KEPT = 50;
/**
 * A batch leaves this long after its first event, at the browser's next idle moment (at most
 * as long again), so that its `sendBeacon` never lands inside a click's work; or at once when it
 * is full.
 */
export const SEND_DELAY_MS = 2000;
const MESSAGE_MAX = 500;

const recent: RemoteLoadEvent[] = [];

/** The last remote loads of this page (oldest first), e.g. to show recent load errors. */
export function recentRemoteLoads(): readonly RemoteLoadEvent[] {
  return [...recent];
}

/** Posts one batch without waiting for it; must never throw (the API may be down). */
export type BatchSender = (url: string, body: string) => void;

/** `sendBeacon` (survives the page closing), else `fetch` with keepalive; failures are ignored. */
export const beaconSender: BatchSender = (url, body) => {
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, blob)) return;
  } catch {
    // Refused (quota, bad URL): try fetch.
  }
  try {
    fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // No way to send: the events stay in recentRemoteLoads only.
  }
};

type TelemetryOptions = {
  /** The registry entry of a remote (its version and build id). */
  entryOf: (name: string) => TRemoteEntry | undefined;
  /** The API's base URL (`/api` behind the apps' same-origin proxy). */
  apiBaseUrl: () => string;
  send?: BatchSender;
  now?: () => number;
  pathname?: () => string;
};

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text;
}

export function createLoadTelemetry({
  entryOf,
  apiBaseUrl,
  send = beaconSender,
  now = () => performance.now(),
  pathname = () => window.location.pathname,
}: TelemetryOptions) {
  const started = new Map<string, { at: number; date: Date; path: string }>();
  const attempts = new Map<string, number>();
  let queue: RemoteLoadEvent[] = [];
  let cancelSend: (() => void) | undefined;

  function scheduleSend(): void {
    if (cancelSend) return;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      const { requestIdleCallback } = globalThis;
      if (typeof requestIdleCallback === 'function') {
        idle = requestIdleCallback(flush, { timeout: SEND_DELAY_MS });
      } else flush();
    }, SEND_DELAY_MS);
    cancelSend = () => {
      clearTimeout(timer);
      if (idle !== undefined) globalThis.cancelIdleCallback?.(idle);
    };
  }

  function flush(): void {
    cancelSend?.();
    cancelSend = undefined;
    const url = `${apiBaseUrl()}${CLIENT_EVENTS_ROUTE}`;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_CLIENT_EVENTS);
      queue = queue.slice(MAX_CLIENT_EVENTS);
      try {
        send(url, JSON.stringify({ events: batch }));
      } catch {
        // A sender that throws loses its batch, never the page.
      }
    }
  }

  function record(event: RemoteLoadEvent): void {
    recent.push(event);
    if (recent.length > RECENT_LOADS_KEPT) recent.splice(0, recent.length - RECENT_LOADS_KEPT);
    queue.push(event);
    if (queue.length >= MAX_CLIENT_EVENTS) flush();
    else scheduleSend();
  }

  if (typeof window !== 'undefined') {
    // What is queued leaves with the page (sendBeacon outlives it).
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'arara-load-telemetry',
    beforeRequest(args) {
      const remote = remoteOfId(args.id);
      // Requests of one remote in flight together (its ./App and, when the sidebar could not
      // read its manifest, ./manifest) share its manifest and entry, so they share their tries:
      // only a request that starts alone begins a new count.
      if (![...started.keys()].some((id) => remoteOfId(id) === remote)) attempts.delete(remote);
      started.set(args.id, { at: now(), date: new Date(), path: pathname() });
      return args;
    },
    afterLoadRemote({ id, expose, error }) {
      const start = started.get(id);
      started.delete(id);
      const remote = remoteOfId(id);
      const entry = entryOf(remote);
      const failed = error !== undefined;
      record({
        type: 'remote-load',
        remote,
        expose: expose ?? `./${id.slice(remote.length + 1)}`,
        version: entry?.version ?? 'unknown',
        buildId: entry?.buildId ?? 'unknown',
        durationMs: start ? Math.max(0, Math.round(now() - start.at)) : 0,
        outcome: failed ? 'error' : 'ok',
        ...(failed ? { message: messageOf(error) } : {}),
        attempts: attempts.get(remote) ?? 1,
        path: start?.path ?? pathname(),
        at: (start?.date ?? new Date()).toISOString(),
      });
    },
  };

  return {
    plugin,
    /** Told by the retry plugin each time it tries a remote's manifest or entry. */
    onAttempt(remote: string, attempt: number): void {
      attempts.set(remote, Math.max(attempt, attempts.get(remote) ?? 1));
    },
    flush,
  };
}
