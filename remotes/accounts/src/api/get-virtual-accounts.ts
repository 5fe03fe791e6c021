/** The merchant's virtual accounts: the list screen, the statement's account filter and forms share one cache entry. */
import { apiRequest } from '@arara/api-client';
import { ZVirtualAccountsResponse } from '@arara/contracts';
import { queryOptions } from '@tanstack/react-query';
import { accountsKeys, merchantPath } from '../lib/query-keys';

export const getVirtualAccounts = (merchantId: string, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantId, 'virtual-accounts'), {
    schema: ZVirtualAccountsResponse,
    signal,
  });

export const virtualAccountsQueryOptions = (merchantId: string) =>
  queryOptions({
    queryKey: accountsKeys.virtualAccounts(merchantId),
    queryFn: ({ signal }) => getVirtualAccounts(merchantId, signal),
  });
