import { callApi } from '@arara/api-client/call';
import { endpointQueryOptions, invalidateAfter } from '@arara/api-client/query';
import {
  adminFeeEndpoints,
  type TAdminFeeRequest,
  type TAdminFeesQuery,
  type TFeeStatus,
} from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';

/** What the list filters by (the page belongs to the pagination). */
export type FeeFilters = Omit<TAdminFeesQuery, 'page'>;

export const feesQueryOptions = (filters: FeeFilters, page: number) => ({
  ...endpointQueryOptions(adminFeeEndpoints.list, { query: { ...filters, page } }),
  placeholderData: keepPreviousData,
});

/** The bank accounts a fee may be set on, with their virtual accounts (filters and form). */
export const feeBankAccountsQueryOptions = () =>
  endpointQueryOptions(adminFeeEndpoints.bankAccounts, {});

/** Create, edit and delete, each refreshing the fee lists once it settles. */
export function useFeeMutations() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateAfter(queryClient, adminFeeEndpoints.create);
  const create = useMutation({
    mutationFn: (body: TAdminFeeRequest) => callApi(adminFeeEndpoints.create, { body }),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ feeId, body }: { feeId: string; body: TAdminFeeRequest }) =>
      callApi(adminFeeEndpoints.update, { params: { feeId }, body }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (feeId: string) => callApi(adminFeeEndpoints.remove, { params: { feeId } }),
    onSettled: refresh,
  });
  return { create, update, remove };
}

export const FEE_STATUS: StatusTagKind<TFeeStatus> = {
  namespace: 'admin',
  keyPrefix: 'money.fees.statuses',
  colors: { active: 'green', inactive: 'default', pending: 'gold' },
};
