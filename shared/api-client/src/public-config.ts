import { healthEndpoints } from '@arara/contracts';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from './endpoint-query';

/** GET /public/config: how the platform runs (no session); it does not change while it runs. */
export const publicConfigQueryOptions = () => ({
  ...endpointQueryOptions(healthEndpoints.publicConfig, {}),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * True when the API serves the sandbox (SANDBOX=true). False while it is not known yet or
 * cannot be read: the sandbox actions are offered only when the API has them. Shared by every
 * remote that offers a sandbox action (payments' QR codes, documents' sandbox refund).
 */
export function useSandboxMode(): boolean {
  return useQuery(publicConfigQueryOptions()).data?.sandbox === true;
}
