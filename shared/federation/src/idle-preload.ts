import { isPageReady, preloadRemoteApp, whenRoutesLoaded } from './remote-loader';

/**
 * Idle preload (docs/navigation.md "Idle preload"): after sign-in, while the browser has nothing
 * else to do, the pages the member's sidebar offers are loaded ahead of the click (the remote's
 * entry, its `./App`, the page chunk and its texts; never the page's data), so that a first
 * visit renders at once instead of fetching the remote then.
 */

/** A page to warm up: the remote that renders it and its path. */
export type PreloadTarget = { remote: string; pathname: string };

/**
 * The performance mark set when the last page of a preload is loaded: what the bench and the
 * e2e flows wait for before timing a click (`performance.getEntriesByName(IDLE_PRELOAD_DONE)`).
 */
export const IDLE_PRELOAD_DONE = 'arara:idle-preload-done';

/** Where requestIdleCallback is missing (Safari): the next step starts after this pause. */
export const IDLE_FALLBACK_MS = 200;

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Save-Data asked for, or a 2g connection (`slow-2g` included): no speculative downloads. */
export function isSlowConnection(): boolean {
  const connection = (globalThis.navigator as { connection?: NetworkInformation } | undefined)
    ?.connection;
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Calls `run` when the browser is idle; returns how to cancel it. */
function onIdle(run: () => void): () => void {
  const { requestIdleCallback, cancelIdleCallback } = window;
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const handle = requestIdleCallback(run);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, IDLE_FALLBACK_MS);
  return () => clearTimeout(handle);
}

/**
 * Preloads `targets` in order, one at a time, each in its own idle period, once the remote of
 * the route on screen has loaded: the page on screen keeps the network and the main thread
 * first, and a later target never competes with an earlier one. Pages already loaded are skipped; nothing at all on a slow connection or with
 * Save-Data. Returns a stop function (the preload in flight finishes, no next one starts).
 */
export function preloadWhenIdle(targets: readonly PreloadTarget[]): () => void {
  if (isSlowConnection()) return () => undefined;
  const queue = targets.filter((target) => !isPageReady(target.remote, target.pathname));
  let stopped = false;
  let cancel: () => void = () => undefined;
  const next = () => {
    const target = queue.shift();
    if (stopped) return;
    if (!target) {
      globalThis.performance?.mark?.(IDLE_PRELOAD_DONE);
      return;
    }
    cancel = onIdle(() => {
      if (stopped) return;
      // A page that fails to load does not stop the others (its click shows the error then).
      void preloadRemoteApp(target.remote, target.pathname, { data: false }).then(next, next);
    });
  };
  // The remote of the page on screen first: its download is never shared with a preload.
  void whenRoutesLoaded().then(next);
  return () => {
    stopped = true;
    cancel();
  };
}
