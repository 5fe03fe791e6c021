import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { lazy, type LazyExoticComponent } from 'react';
import { getRegistry } from './boot';
import { PENDING_MIN_DISPLAY_MS, PENDING_THRESHOLD_MS } from './constants';
import type { RemoteApp, RemoteAppModule } from './remote-app';
import { isFailedRemoteModule } from './remote-fallback';
import { settled } from './settled';

const loads = new Map<string, Promise<RemoteAppModule>>();
/** Remotes whose module has arrived, and the pages preloaded with them (`name pathname`). */
const ready = new Map<string, RemoteAppModule>();
const pagesReady = new Set<string>();
const failed = new Set<string>();
const components = new Map<string, LazyExoticComponent<RemoteApp>>();
/** Remotes being loaded for a route on screen (each settles when its page can render). */
const rendering = new Set<Promise<unknown>>();

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function loadRemoteApp(name: string): Promise<RemoteAppModule> {
  const existing = loads.get(name);
  if (existing) return existing;
  const remote = getRegistry()[name];
  if (failed.has(name) && remote) {
    // A failed manifest stays cached in the runtime: register the remote afresh to retry.
    registerRemotes([{ name, entry: remote.entry }], { force: true });
  }
  const promise = loadRemote<RemoteAppModule>(`${name}/App`).then((module) => {
    if (!module?.default) throw new Error(`Remote "${name}" exposes no ./App`);
    if (isFailedRemoteModule(module)) {
      // The load-retry plugin gave up and answered 'Unable to load this page': rendered, but
      // never kept, so Try again (or another path) loads the remote anew.
      loads.delete(name);
      failed.add(name);
      return module;
    }
    failed.delete(name);
    ready.set(name, module);
    return module;
  });
  promise.catch(() => {
    loads.delete(name);
    failed.add(name);
  });
  loads.set(name, promise);
  return promise;
}

/** What a preload brings: `data: false` loads code and texts only, not the page's first request. */
export type PreloadOptions = { data?: boolean };

/**
 * Warms a remote up (sidebar hover, idle preload), and with `pathname` the chunk and texts of
 * the page that renders it too; settles when they are there, never rejects (a failure here is
 * reported when the route renders). `data: false` (idle preload) starts no API call.
 */
export function preloadRemoteApp(
  name: string,
  pathname?: string,
  options: PreloadOptions = {},
): Promise<void> {
  return loadRemoteApp(name)
    .then(async (module) => {
      if (pathname === undefined || !module.default.preload) return;
      await module.default.preload(pathname, options);
      pagesReady.add(`${name} ${pathname}`);
    })
    .catch(() => undefined);
}

/** The remote and the page of `pathname` are loaded: its first render will not suspend. */
export function isPageReady(name: string, pathname: string): boolean {
  return ready.has(name) && pagesReady.has(`${name} ${pathname}`);
}

/**
 * A slow remote shows the pending indicator from PENDING_THRESHOLD_MS on; once shown it
 * stays at least PENDING_MIN_DISPLAY_MS so the screen does not flicker.
 */
async function withPendingTiming<T>(promise: Promise<T>): Promise<T> {
  const startedAt = performance.now();
  const result = await promise;
  const elapsed = performance.now() - startedAt;
  if (elapsed > PENDING_THRESHOLD_MS) {
    const shownFor = elapsed - PENDING_THRESHOLD_MS;
    if (shownFor < PENDING_MIN_DISPLAY_MS) await sleep(PENDING_MIN_DISPLAY_MS - shownFor);
  }
  return result;
}

export function remoteComponent(name: string): LazyExoticComponent<RemoteApp> {
  let component = components.get(name);
  if (!component) {
    component = lazy(() => {
      const pathname = window.location.pathname;
      const module = ready.get(name);
      if (module && pagesReady.has(`${name} ${pathname}`)) return settled(module);
      // One suspension for the remote, its page chunk and its texts: React holds back each
      // reveal of a suspended boundary (about 300 ms), so a waterfall of three cost three.
      const promise = withPendingTiming(
        loadRemoteApp(name).then(async (loaded) => {
          await loaded.default.preload?.(pathname);
          return loaded;
        }),
      );
      rendering.add(promise);
      void promise.catch(() => undefined).finally(() => rendering.delete(promise));
      return promise;
    });
    components.set(name, component);
  }
  return component;
}

/** Settles once the remotes being loaded for the route on screen are loaded (or failed). */
export async function whenRoutesLoaded(): Promise<void> {
  while (rendering.size > 0) await Promise.allSettled([...rendering]);
}

/** Try again: forget the failed component so the next render loads the remote anew. */
export function forgetRemote(name: string): void {
  components.delete(name);
  loads.delete(name);
  ready.delete(name);
  for (const page of pagesReady) if (page.startsWith(`${name} `)) pagesReady.delete(page);
}
