import { endpointQueryOptions } from '@arara/api-client/query';
import { accountEndpoints } from '@arara/contracts';

export const bankAccountsQueryOptions = (merchantId: string) =>
  endpointQueryOptions(accountEndpoints.listBankAccounts, { params: { merchantId } });

export const bankAccountQueryOptions = (merchantId: string, bankAccountId: string) =>
  endpointQueryOptions(accountEndpoints.getBankAccount, { params: { merchantId, bankAccountId } });
