import { endpointQueryOptions } from '@arara/api-client/query';
import { accountEndpoints } from '@arara/contracts';

/**
 * The merchant's virtual accounts: one cache entry for every remote that lists them (accounts,
 * payments, documents, compliance), refreshed together when one of them changes.
 */
export const virtualAccountsQueryOptions = (merchantId: string) =>
  endpointQueryOptions(accountEndpoints.listVirtualAccounts, { params: { merchantId } });
