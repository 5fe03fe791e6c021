import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** One retry (spec §7), but never for an answer that will not change: 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 1;
}

/** Spec §7: stale at once, discarded at once, no refetch on focus, refetch on reconnect/mount. */
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
