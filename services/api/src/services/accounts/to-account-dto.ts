import {
  AppErrorCode,
  type TBankAccountSummary,
  type TVirtualAccountDetail,
} from '@arara/contracts';
import type { BankAccount, VirtualAccount } from '../../db/schema-ledger';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../deps';
import { toVirtualAccountDto } from '../ledger';

export const bankAccountNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Bank account not found');

export const toBankAccountSummary = (bank: BankAccount): TBankAccountSummary => ({
  id: bank.id,
  providerId: bank.providerId,
  holderName: bank.holderName,
  bankCode: bank.bankCode,
  bankName: bank.bankName,
  branchNumber: bank.branchNumber,
  accountNumber: bank.accountNumber,
  accountType: bank.accountType,
});

/** Virtual accounts of the merchant, each with its bank account (branch, account number). */
export async function withBankAccounts(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  accounts: VirtualAccount[],
): Promise<TVirtualAccountDetail[]> {
  const banks = new Map(
    (await deps.repositories.ledgerAccounts.listBankAccounts(merchantId)).map((bank) => [
      bank.id,
      toBankAccountSummary(bank),
    ]),
  );
  return accounts.map((account) => {
    const bankAccount = banks.get(account.bankAccountId);
    // A virtual account's bank account is the same merchant's (created through the service).
    if (!bankAccount) throw new Error(`virtual account ${account.id} without its bank account`);
    return { ...toVirtualAccountDto(account), bankAccount };
  });
}
