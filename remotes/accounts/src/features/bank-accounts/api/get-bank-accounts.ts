import { apiRequest } from '@arara/api-client';
import { ZBankAccountDetail, ZBankAccountsResponse } from '@arara/contracts';
import { queryOptions } from '@tanstack/react-query';
import { accountsKeys, merchantPath } from '../../../lib/query-keys';

export const getBankAccounts = (merchantId: string, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantId, 'bank-accounts'), { schema: ZBankAccountsResponse, signal });

export const bankAccountsQueryOptions = (merchantId: string) =>
  queryOptions({
    queryKey: accountsKeys.bankAccounts(merchantId),
    queryFn: ({ signal }) => getBankAccounts(merchantId, signal),
  });

export const getBankAccount = (merchantId: string, id: string, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantId, 'bank-accounts', id), { schema: ZBankAccountDetail, signal });

export const bankAccountQueryOptions = (merchantId: string, id: string) =>
  queryOptions({
    queryKey: accountsKeys.bankAccount(merchantId, id),
    queryFn: ({ signal }) => getBankAccount(merchantId, id, signal),
  });
