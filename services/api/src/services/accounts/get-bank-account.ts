import type { TBankAccountDetail } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { toBankAccountDto, toVirtualAccountDto } from '../ledger';
import { bankAccountNotFound } from './to-account-dto';

/** A bank account with its virtual accounts; its balance is theirs summed. */
export async function getBankAccount(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  bankAccountId: string,
): Promise<TBankAccountDetail> {
  const repo = deps.repositories.ledgerAccounts;
  const bank = await repo.findBankAccountWithBalance(merchantId, bankAccountId);
  if (!bank) throw bankAccountNotFound();
  const accounts = await repo.listVirtualAccounts(merchantId, { bankAccountId: bank.id });
  return {
    ...toBankAccountDto(bank),
    blockedBalance: bank.blockedBalance,
    availableBalance: bank.balance - bank.blockedBalance,
    virtualAccounts: accounts.map(toVirtualAccountDto),
  };
}
