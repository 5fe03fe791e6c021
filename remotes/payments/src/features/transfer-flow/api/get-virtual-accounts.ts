/** The merchant's virtual accounts with their balances: origin and destination of transfers. */
import { apiRequest } from '@arara/api-client';
import { ZVirtualAccountsResponse } from '@arara/contracts';
import { queryOptions } from '@tanstack/react-query';
import { merchantPath, paymentsKeys } from '../../../lib/query-keys';

export const virtualAccountsQueryOptions = (merchantId: string) =>
  queryOptions({
    queryKey: paymentsKeys.virtualAccounts(merchantId),
    queryFn: ({ signal }) =>
      apiRequest(merchantPath(merchantId, 'virtual-accounts'), {
        schema: ZVirtualAccountsResponse,
        signal,
      }),
  });
