import { endpointQueryOptions } from '@arara/api-client/query';
import { healthEndpoints } from '@arara/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /public/config: how the platform runs (no session); it does not change while it runs. */
export const publicConfigQueryOptions = () => ({
  ...endpointQueryOptions(healthEndpoints.publicConfig, {}),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * True when the API serves the sandbox payer (SANDBOX=true). False while it is not known yet or
 * cannot be read: the sandbox actions are offered only when the API has them.
 */
export function useSandboxMode(): boolean {
  return useQuery(publicConfigQueryOptions()).data?.sandbox === true;
}
