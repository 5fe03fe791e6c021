import { apiRequest } from '@arara/api-client';
import { type TCreateVirtualAccountRequest, ZVirtualAccountDetail } from '@arara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsKeys, merchantPath } from '../../../lib/query-keys';

export const createVirtualAccount = (merchantId: string, body: TCreateVirtualAccountRequest) =>
  apiRequest(merchantPath(merchantId, 'virtual-accounts'), {
    method: 'POST',
    body: { ...body, currency: 'BRL' },
    schema: ZVirtualAccountDetail,
  });

export function useCreateVirtualAccount(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateVirtualAccountRequest) => createVirtualAccount(merchantId, body),
    // Balances and lists of the merchant change with a new account (bank account totals too).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKeys.all(merchantId) }),
  });
}
