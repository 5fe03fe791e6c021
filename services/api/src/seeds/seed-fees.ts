import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankAccounts } from '../db/schema-ledger';
import { type NewBankAccountFee, bankAccountFees } from '../db/schema-fees';

type SeedFee = Pick<
  NewBankAccountFee,
  'costType' | 'costValue' | 'fixedAmount' | 'percentageAmount' | 'minimumFee' | 'description'
>;

/**
 * The demo's withdrawal fees (docs/payments.md "Withdrawal"), by the bank of the account: a
 * fixed R$ 2,50 at Itaú, Bradesco and Santander; 0,5 % with a minimum of R$ 1,00 at Banco do
 * Brasil; none at the others (Nu, Inter, Caixa), so every kind of rule can be tried.
 */
export const seedWithdrawalFees: Record<string, SeedFee> = {
  '341': {
    costType: 'fixed',
    costValue: '250',
    fixedAmount: 250,
    minimumFee: 0,
    description: 'TED withdrawal',
  },
  '237': {
    costType: 'fixed',
    costValue: '250',
    fixedAmount: 250,
    minimumFee: 0,
    description: 'TED withdrawal',
  },
  '033': {
    costType: 'fixed',
    costValue: '250',
    fixedAmount: 250,
    minimumFee: 0,
    description: 'TED withdrawal',
  },
  '001': {
    costType: 'percentage',
    costValue: '0.5',
    percentageAmount: '0.5',
    minimumFee: 100,
    description: 'Withdrawal 0,5 % (min. R$ 1,00)',
  },
};

/** Active `withdrawal` fees on the seeded bank accounts (after the ledger seed). */
export async function seedFees(tx: Db, now: Date): Promise<void> {
  const banks = await tx
    .select({ id: bankAccounts.id, bankCode: bankAccounts.bankCode })
    .from(bankAccounts)
    .where(inArray(bankAccounts.bankCode, Object.keys(seedWithdrawalFees)));
  const rows = banks.flatMap((bank) => {
    const fee = seedWithdrawalFees[bank.bankCode];
    return fee
      ? [
          {
            ...fee,
            bankAccountId: bank.id,
            operation: 'withdrawal' as const,
            feeType: 'withdrawal' as const,
            currency: 'BRL' as const,
            status: 'active' as const,
            createdAt: now,
          },
        ]
      : [];
  });
  if (rows.length > 0) await tx.insert(bankAccountFees).values(rows);
}
