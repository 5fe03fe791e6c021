import type { TBankAccount, TWithdrawalRequest } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import type { Control } from 'react-hook-form';
import { ChoiceField } from '../../transfer-flow';

type BankAccountFieldProps = {
  control: Control<TWithdrawalRequest>;
  bankAccounts: TBankAccount[];
};

/** How a bank account reads in the flow: `341 Itaú Unibanco · 0001 / 12345-6`. */
export const bankAccountLabel = (bank: TBankAccount) =>
  `${bank.bankCode} ${bank.bankName} · ${bank.branchNumber} / ${bank.accountNumber}`;

/** The withdrawal's bank account: one of the merchant's active bank accounts. */
export function BankAccountField({ control, bankAccounts }: BankAccountFieldProps) {
  const { t } = useTranslation('payments');
  const choices = bankAccounts
    .filter((bank) => bank.status === 'active')
    .map((bank) => ({ value: bank.id, label: bankAccountLabel(bank), detail: bank.holderName }));
  return (
    <ChoiceField
      control={control}
      name="bankAccountId"
      id="withdrawal-bank"
      label={t('withdrawal.fields.bankAccount')}
      choices={choices}
      emptyText={t('withdrawal.banks.empty')}
    />
  );
}
