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
