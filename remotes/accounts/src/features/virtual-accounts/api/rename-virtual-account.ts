import { apiRequest } from '@arara/api-client';
import { ZVirtualAccountDetail } from '@arara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsKeys, merchantPath } from '../../../lib/query-keys';

/** Only the label of a virtual account changes after creation (spec §2). */
export const renameVirtualAccount = (merchantId: string, id: string, label: string) =>
  apiRequest(merchantPath(merchantId, 'virtual-accounts', id), {
    method: 'PATCH',
    body: { label },
    schema: ZVirtualAccountDetail,
  });

export function useRenameVirtualAccount(merchantId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => renameVirtualAccount(merchantId, id, label),
    onSuccess: (account) => {
      queryClient.setQueryData(accountsKeys.virtualAccount(merchantId, id), account);
      return queryClient.invalidateQueries({ queryKey: accountsKeys.all(merchantId) });
    },
  });
}
