import { apiRequest } from '@arara/api-client';
import { PUBLIC_CONFIG_ROUTE, ZPublicConfig } from '@arara/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsKeys } from './query-keys';

/** GET /public/config: how the platform runs (no session); it does not change while it runs. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentsKeys.publicConfig,
    queryFn: ({ signal }) =>
      apiRequest(PUBLIC_CONFIG_ROUTE, { isPublic: true, schema: ZPublicConfig, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * True when the API serves the sandbox payer (SANDBOX=true). False while it is not known yet or
 * cannot be read: the sandbox actions are offered only when the API has them.
 */
export function useSandboxMode(): boolean {
  return useQuery(publicConfigQueryOptions()).data?.sandbox === true;
}
