import {
  i18next,
  type NamespaceLoaders,
  registerNamespace,
  type TextNamespace,
  useTranslation,
} from '@arara/i18n';
import { NotFound } from '@arara/ui/core';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { preloadLazyPage, preloadPrefetchCode } from './lazy-page';
import { type PageSpec, RoutePage } from '@arara/ui/page';

/**
 * What a remote's `./App` must be: the host type-checks remotes against this contract.
 * `preload(pathname)` loads the chunk and the texts of the page that renders `pathname` and
 * settles when they are there (never rejects): the host renders the remote once its page is
 * ready, and warms pages up on hover and when the browser is idle after sign-in (optional: a
 * remote built before it lacks it). `data: false` (idle preload): no `prefetch` call, no API
 * call; the code of a `lazyPrefetch` is loaded.
 */
export type RemoteApp = ComponentType & {
  preload?: (pathname: string, options?: { data?: boolean }) => Promise<void>;
};
export type RemoteAppModule = { default: RemoteApp };

export type RemoteRoute =
  | {
      path: string;
      element: ReactElement;
      /**
       * Starts the page's first request when the page is preloaded (hover, press, first visit;
       * not the idle preload, which loads code only), in parallel with its chunk: e.g.
       * `prefetchForPage` of `@arara/api-client/query`. Made with `lazyPrefetch`, its code is
       * loaded by the idle preload too, without the request.
       */
      prefetch?: () => unknown;
    }
  | { path: string; redirectTo: string }
  | { path: string; page: PageSpec };

type RemoteAppOptions = {
  /** The remote's i18n namespace: locales/<lng>/<namespace>.json. */
  namespace: TextNamespace;
  locales: NamespaceLoaders;
  /** Paths relative to the site root, as the host mounts remotes under a splat route. */
  routes: RemoteRoute[];
  /** A remote that owns its whole screen (the back office) wraps its routes in its layout. */
  layout?: ComponentType<{ children: ReactNode }>;
  /**
   * Other namespaces its screens show (e.g. `period` of the PeriodFilter), loaded with the
   * remote's own instead of when the first screen needing them renders (a second waterfall).
   */
  alsoLoad?: TextNamespace[];
};

function routeElement(namespace: TextNamespace, route: RemoteRoute): ReactElement {
  if ('redirectTo' in route) return <Navigate to={route.redirectTo} replace />;
  if ('page' in route) return <RoutePage namespace={namespace} spec={route.page} />;
  return route.element;
}

/** Builds a remote's `./App`: its namespace, its routes, and 'Page not found' for the rest. */
export function createRemoteApp({
  namespace,
  locales,
  routes,
  layout: Layout,
  alsoLoad = [],
}: RemoteAppOptions): RemoteApp {
  registerNamespace(namespace, locales);
  // biome-ignore lint/correctness/noComponentHookFactories: built once per remote when its module loads, never during a render.
  function RemoteAppRoot() {
    // Suspends until the namespace is loaded, so no page flashes raw keys.
    useTranslation([namespace, ...alsoLoad]);
    const tree = (
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(namespace, route)} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    );
    return Layout ? <Layout>{tree}</Layout> : tree;
  }
  RemoteAppRoot.displayName = `RemoteApp(${namespace})`;
  RemoteAppRoot.preload = async (pathname: string, { data = true }: { data?: boolean } = {}) => {
    const route = routes.find((candidate) =>
      matchPath({ path: `/${candidate.path}`, end: true }, pathname),
    );
    const prefetch = route && 'prefetch' in route ? route.prefetch : undefined;
    if (data && prefetch) {
      // Not awaited: the page shows its own loading state; a failure is the page's to report.
      Promise.resolve()
        .then(prefetch)
        .catch(() => undefined);
    }
    await Promise.all([
      route && 'element' in route ? preloadLazyPage(route.element) : undefined,
      // Without data (idle preload), the prefetch's code still: a press then asks at once.
      !data && prefetch ? preloadPrefetchCode(prefetch) : undefined,
      // The texts too: a namespace still loading would suspend the page like a missing chunk.
      i18next.loadNamespaces([namespace, ...alsoLoad]).catch(() => undefined),
    ]);
  };
  return RemoteAppRoot;
}
