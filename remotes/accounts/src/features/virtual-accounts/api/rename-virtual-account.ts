import { callApi } from '@arara/api-client/call';
import { invalidateAfter } from '@arara/api-client/query';
import { accountEndpoints } from '@arara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { virtualAccountQueryOptions } from './get-virtual-account';

/** Only the label of a virtual account changes after creation (docs/ledger.md "Accounts"). */
export function useRenameVirtualAccount(merchantId: string, virtualAccountId: string) {
  const queryClient = useQueryClient();
  const endpoint = accountEndpoints.renameVirtualAccount;
  return useMutation({
    mutationFn: (label: string) =>
      callApi(endpoint, { params: { merchantId, virtualAccountId }, body: { label } }),
    onSuccess: (account) => {
      // The page shows the new label at once; the lists are read again.
      queryClient.setQueryData(
        virtualAccountQueryOptions(merchantId, virtualAccountId).queryKey,
        account,
      );
      return invalidateAfter(queryClient, endpoint, { merchantId });
    },
  });
}
