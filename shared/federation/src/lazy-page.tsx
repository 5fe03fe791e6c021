import { PendingIndicator } from '@arara/ui/core';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A route element whose page is its own chunk, loaded when the route is first rendered: a
 * remote's route loads only what it shows (charts on one page, forms on another).
 *
 *   { path: 'accounts/virtual', element: lazyPage(async () => (await import('./page')).Page) }
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<PendingIndicator />}>
      <Page />
    </Suspense>
  );
}
