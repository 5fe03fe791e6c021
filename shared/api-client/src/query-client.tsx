import {
  type FetchQueryOptions,
  QueryClient,
  QueryClientProvider,
  type QueryKey,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from './api-error';

/** One retry (docs/requirements/ui-conventions.md "Data fetching"), but never for an answer that will not change: 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 1;
}

/** docs/requirements/ui-conventions.md "Data fetching": stale at once, discarded at once, no refetch on focus, refetch on reconnect/mount. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        gcTime: 0,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        refetchOnMount: true,
        retry: shouldRetry,
      },
      mutations: { retry: shouldRetry },
    },
  });
}

let appQueryClient: QueryClient | undefined;

/** The page's one QueryClient, created on first use. */
export function getQueryClient(): QueryClient {
  appQueryClient ??= createQueryClient();
  return appQueryClient;
}

/** How long a prefetched answer waits for the page that asked for it (see prefetchForPage). */
export const PREFETCH_KEEP_MS = 5_000;

/**
 * Starts a page's first request before the page renders (a remote preloading a route): the
 * answer is kept PREFETCH_KEEP_MS, instead of being discarded at once like other unobserved
 * queries (docs/requirements/ui-conventions.md "Data fetching"), so the page shows it on its first render and revalidates it on mount.
 */
export function prefetchForPage<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  return getQueryClient().prefetchQuery({ ...options, gcTime: PREFETCH_KEEP_MS });
}

/**
 * Server state for the screens below it. It sits in the lazily loaded parts of the app
 * (dashboard, remotes, auth flows) so that /login does not download react-query.
 */
export function QueryProvider({
  children,
  client = getQueryClient(),
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
