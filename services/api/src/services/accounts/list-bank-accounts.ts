import type { TBankAccountsResponse } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { toBankAccountDto } from '../ledger';

/** The merchant's bank accounts, each with the balance of its virtual accounts. */
export async function listBankAccounts(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
): Promise<TBankAccountsResponse> {
  const banks = await deps.repositories.ledgerAccounts.listBankAccounts(merchantId);
  return { items: banks.map(toBankAccountDto) };
}
