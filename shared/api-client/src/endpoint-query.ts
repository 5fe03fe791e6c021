import type {
  Endpoint,
  EndpointGroup,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@arara/contracts';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi } from '@arara/api-client/call';

/**
 * The query key of one call: the endpoint's cache group, its path parameters, its path and
 * its query. Keys come from the endpoint, never from literals typed in a remote, so every
 * remote that shows the same data shares one cache entry, and a mutation invalidates by group.
 */
export function endpointKey<E extends Endpoint>(
  endpoint: E,
  params?: EndpointParams<E>,
  query?: EndpointQuery<E>,
) {
  return [endpoint.group, params ?? {}, endpoint.path, query ?? {}] as const;
}

/** The key prefix of every query of `group` for these path parameters (e.g. one merchant). */
export function groupKey(group: EndpointGroup, scope?: { merchantId?: string }) {
  return scope?.merchantId ? ([group, { merchantId: scope.merchantId }] as const) : [group];
}

/** `queryOptions` for a GET endpoint: key from the endpoint, `callApi` as the query. */
export function endpointQueryOptions<E extends Endpoint>(
  endpoint: E,
  options: Omit<CallOptions<E>, 'signal' | 'body' | 'idempotencyKey'>,
) {
  const { params, query } = options as { params?: EndpointParams<E>; query?: EndpointQuery<E> };
  return queryOptions({
    queryKey: endpointKey(endpoint, params, query),
    queryFn: ({ signal }) =>
      (callApi as (e: Endpoint, o: object) => Promise<EndpointResponse<E>>)(endpoint, {
        ...options,
        signal,
      }),
  });
}

/**
 * Marks stale what a successful call of `endpoint` changed: every query of the groups it
 * `invalidates`, for the same merchant when the call was merchant-scoped.
 */
export function invalidateAfter(
  queryClient: QueryClient,
  endpoint: Endpoint,
  params?: { merchantId?: string },
): Promise<void> {
  return Promise.all(
    (endpoint.invalidates ?? []).map((group) =>
      queryClient.invalidateQueries({ queryKey: groupKey(group, params) }),
    ),
  ).then(() => undefined);
}

/** What a mutation of `endpoint` is called with: all of `callApi`'s options but the params. */
export type MutationVariables<E extends Endpoint> = Omit<CallOptions<E>, 'params' | 'signal'>;

/**
 * A mutation of one endpoint for fixed path parameters: `mutate({ body, idempotencyKey })`
 * calls it, and once it settles (a refused call may still have changed a status) the groups
 * the endpoint `invalidates` are read again.
 */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E,
  ...[params]: undefined extends EndpointParams<E> ? [EndpointParams<E>?] : [EndpointParams<E>]
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: MutationVariables<E>) =>
      (callApi as (e: Endpoint, o: object) => Promise<EndpointResponse<E>>)(endpoint, {
        ...variables,
        params,
      }),
    onSettled: () =>
      invalidateAfter(queryClient, endpoint, params as { merchantId?: string } | undefined),
  });
}
