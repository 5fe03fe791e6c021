import { endpointQueryOptions } from '@arara/api-client/query';
import { accountEndpoints } from '@arara/contracts';

/**
 * The merchant's virtual accounts with their balances, origin and destination of transfers: the
 * same query (one cache entry) as the accounts remote's, read again after every transfer
 * through the `accounts` group.
 */
export const virtualAccountsQueryOptions = (merchantId: string) =>
  endpointQueryOptions(accountEndpoints.listVirtualAccounts, { params: { merchantId } });
