import { callApi } from '@arara/api-client/call';
import { endpointKey, useEndpointMutation } from '@arara/api-client/query';
import { DISPUTE_STATUSES, disputeEndpoints, type TDisputeStatus } from '@arara/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

const PAGE_SIZE = 25;

/** Keyset pages of the merchant's disputes, newest first, of one status or all. */
export const useDisputes = (merchantId: string, status: TDisputeStatus | undefined) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: endpointKey(disputeEndpoints.list, { merchantId }, { status }),
      queryFn: ({ signal, pageParam }) =>
        callApi(disputeEndpoints.list, {
          params: { merchantId },
          query: { status, cursor: pageParam, limit: PAGE_SIZE },
          signal,
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
    }),
  );

/** Sandbox: compliance moves a dispute. */
export const useSandboxDecision = (merchantId: string, disputeId: string) =>
  useEndpointMutation(disputeEndpoints.sandboxDecide, { merchantId, disputeId });

/** The status filter, in the URL (`status`); an unknown value is ignored. */
export function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  const status = (DISPUTE_STATUSES as readonly (string | null)[]).includes(value)
    ? (value as TDisputeStatus)
    : undefined;
  const setStatus = (next?: TDisputeStatus) => {
    const copy = new URLSearchParams(params);
    if (next) copy.set('status', next);
    else copy.delete('status');
    setParams(copy, { replace: true });
  };
  return { status, setStatus };
}
