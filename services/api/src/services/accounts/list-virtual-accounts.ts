import type { TVirtualAccountsQuery, TVirtualAccountsResponse } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { withBankAccounts } from './to-account-dto';

/** Virtual accounts with balances and their bank account, filtered by type and status. */
export async function listVirtualAccounts(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  query: TVirtualAccountsQuery,
): Promise<TVirtualAccountsResponse> {
  const all = await deps.repositories.ledgerAccounts.listVirtualAccounts(
    merchantId,
    query.bankAccountId === undefined ? {} : { bankAccountId: query.bankAccountId },
  );
  const accounts = all.filter(
    (account) =>
      (query.type === undefined || account.type === query.type) &&
      (query.status === undefined || account.status === query.status),
  );
  return { items: await withBankAccounts(deps, merchantId, accounts) };
}
