import type { TBankAccount, TVirtualAccount } from '@arara/contracts';
import type { VirtualAccount } from '../../db/schema-ledger';
import type { BankAccountWithBalance } from '../../repositories/ledger-accounts-repository';

export const toBankAccountDto = (account: BankAccountWithBalance): TBankAccount => ({
  id: account.id,
  providerId: account.providerId,
  providerAccountId: account.providerAccountId,
  holderName: account.holderName,
  bankCode: account.bankCode,
  bankName: account.bankName,
  branchNumber: account.branchNumber,
  accountNumber: account.accountNumber,
  accountType: account.accountType,
  document: account.document,
  status: account.status,
  createdAt: account.createdAt.toISOString(),
  balance: account.balance,
});

export const toVirtualAccountDto = (account: VirtualAccount): TVirtualAccount => ({
  id: account.id,
  label: account.label,
  type: account.type,
  currency: account.currency,
  balance: account.balance,
  blockedBalance: account.blockedBalance,
  availableBalance: account.balance - account.blockedBalance,
  bankAccountId: account.bankAccountId,
  merchantId: account.merchantId,
  isDefault: account.isDefault,
  status: account.status,
  createdAt: account.createdAt.toISOString(),
  updatedAt: account.updatedAt.toISOString(),
});
