import { invalidateAfter } from '@arara/api-client/query';
import type { Endpoint } from '@arara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation whose call is picked per use (an id of the path, or which endpoint, comes with the
 * variables): once it settles, the groups `endpoint` invalidates are read again for the merchant,
 * as `useEndpointMutation` does for a call with fixed path parameters.
 *
 * `onSuccess` is the mutation's own: it runs even when the component that started the call is
 * gone (a request that completes removes the buttons that sent it), unlike a callback passed to
 * `mutate`, which React Query drops on unmount and for every call but the latest.
 */
export function useCallMutation<TVariables, TResult>(
  merchantId: string,
  endpoint: Endpoint,
  mutationFn: (variables: TVariables) => Promise<TResult>,
  onSuccess?: (result: TResult, variables: TVariables) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess,
    onSettled: () => invalidateAfter(queryClient, endpoint, { merchantId }),
  });
}
