import { endpointQueryOptions } from '@arara/api-client/query';
import { accountEndpoints } from '@arara/contracts';

export const virtualAccountQueryOptions = (merchantId: string, virtualAccountId: string) =>
  endpointQueryOptions(accountEndpoints.getVirtualAccount, {
    params: { merchantId, virtualAccountId },
  });
