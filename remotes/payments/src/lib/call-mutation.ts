import { invalidateAfter } from '@arara/api-client/query';
import type { Endpoint } from '@arara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation whose call is picked per use (an id of the path, or which endpoint, comes with the
 * variables): once it settles, the groups `endpoint` invalidates are read again for the merchant,
 * as `useEndpointMutation` does for a call with fixed path parameters.
 */
export function useCallMutation<TVariables, TResult>(
  merchantId: string,
  endpoint: Endpoint,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => invalidateAfter(queryClient, endpoint, { merchantId }),
  });
}
