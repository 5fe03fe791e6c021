import { PendingIndicator } from '@arara/ui/core';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { settled } from './settled';

const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A route element whose page is its own chunk, loaded when the route is first rendered: a
 * remote's route loads only what it shows (charts on one page, forms on another).
 *
 *   { path: 'accounts/virtual', element: lazyPage(async () => (await import('./page')).Page) }
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  // A page preloaded before its first render is read at once (no fallback, no reveal delay).
  const Page = lazy(() =>
    loaded
      ? settled({ default: loaded })
      : loadOnce().then((component) => ({ default: component })),
  );
  const element = (
    <Suspense fallback={<PendingIndicator />}>
      <Page />
    </Suspense>
  );
  loaders.set(element, loadOnce);
  return element;
}

/**
 * Loads a lazyPage's chunk before the route renders, so that the render finds it loaded (no
 * fallback); settles when it is loaded or failed (the render reports a failure), at once for any
 * other element.
 */
export async function preloadLazyPage(element: ReactElement): Promise<void> {
  await loaders
    .get(element)?.()
    ?.catch(() => undefined);
}

const prefetchLoaders = new WeakMap<() => unknown, () => Promise<unknown>>();

/**
 * A route's `prefetch` whose code is its own chunk: `load` brings the module, `start` makes the
 * request. The idle preload loads the module only (`preloadPrefetchCode`), so that a later press
 * or hover starts the request at once instead of one chunk download later; the request itself
 * waits for the press, hover or visit (docs/navigation.md "Idle preload").
 *
 *   prefetch: lazyPrefetch(() => import('./get-home'), (module) => module.prefetchHome())
 */
export function lazyPrefetch<M>(
  load: () => Promise<M>,
  start: (module: M) => unknown,
): () => Promise<unknown> {
  const prefetch = async () => start(await load());
  prefetchLoaders.set(prefetch, load);
  return prefetch;
}

/** Loads a lazyPrefetch's code without starting its request; settles when loaded or failed. */
export async function preloadPrefetchCode(prefetch: () => unknown): Promise<void> {
  await prefetchLoaders
    .get(prefetch)?.()
    ?.catch(() => undefined);
}
