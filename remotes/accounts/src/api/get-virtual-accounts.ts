import { endpointQueryOptions } from '@arara/api-client/query';
import { accountEndpoints } from '@arara/contracts';

/**
 * The merchant's virtual accounts with their balances: the list screen, the statement's account
 * filter, the forms and the payments remote's transfers share this one cache entry (the key
 * comes from the endpoint), which every call that moves money invalidates (group `accounts`).
 */
export const virtualAccountsQueryOptions = (merchantId: string) =>
  endpointQueryOptions(accountEndpoints.listVirtualAccounts, { params: { merchantId } });
