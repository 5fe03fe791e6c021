import { apiRequest } from '@arara/api-client';
import { ZVirtualAccountDetail } from '@arara/contracts';
import { queryOptions } from '@tanstack/react-query';
import { accountsKeys, merchantPath } from '../../../lib/query-keys';

export const getVirtualAccount = (merchantId: string, id: string, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantId, 'virtual-accounts', id), {
    schema: ZVirtualAccountDetail,
    signal,
  });

export const virtualAccountQueryOptions = (merchantId: string, id: string) =>
  queryOptions({
    queryKey: accountsKeys.virtualAccount(merchantId, id),
    queryFn: ({ signal }) => getVirtualAccount(merchantId, id, signal),
  });
