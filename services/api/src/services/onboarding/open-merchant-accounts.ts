import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Merchant } from '../../db/schema';
import type { DataDeps } from '../deps';

/**
 * The platform's own bank provider and bank (docs/onboarding.md "Accounts on approval"): where
 * the account of a merchant approved by KYC is opened. In the sandbox it is the provider of the
 * demo accounts; a real deployment configures its BaaS provider in the back office.
 */
export const PLATFORM_BANK = {
  providerId: 'arara-sandbox',
  bankCode: '999',
  bankName: 'Arara Pagamentos',
} as const;

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/**
 * Inside the approval's transaction: a merchant without a bank account (one added through the
 * dashboard and just approved) gets its account at the platform's bank and a default virtual
 * account on it, so it can receive and send money at once. A merchant that already has
 * accounts keeps them as they are.
 */
export async function openMerchantAccounts(
  deps: Pick<DataDeps, 'repositories'>,
  tx: Db,
  merchant: Merchant,
): Promise<void> {
  const repo = deps.repositories.ledgerAccounts;
  if ((await repo.listBankAccounts(merchant.id, tx)).length > 0) return;
  const bank = await repo.createBankAccount(
    {
      merchantId: merchant.id,
      providerId: PLATFORM_BANK.providerId,
      providerAccountId: `${merchant.document}-1`,
      holderName: merchant.name,
      bankCode: PLATFORM_BANK.bankCode,
      bankName: PLATFORM_BANK.bankName,
      branchNumber: '0001',
      accountNumber: `${digits(7)}-${digits(1)}`,
      accountType: 'business',
      document: merchant.document,
    },
    tx,
  );
  await repo.createVirtualAccount(
    {
      merchantId: merchant.id,
      bankAccountId: bank.id,
      label: 'Conta principal',
      type: 'main',
      currency: 'BRL',
      isDefault: true,
    },
    tx,
  );
}
