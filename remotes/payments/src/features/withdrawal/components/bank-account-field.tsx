import type { TBankAccount } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ChoiceField } from '../../transfer-flow';

type BankAccountFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  bankAccounts: TBankAccount[];
};

/** How a bank account reads in the flow: `341 Itaú Unibanco · 0001 / 12345-6`. */
export const bankAccountLabel = (bank: TBankAccount) =>
  `${bank.bankCode} ${bank.bankName} · ${bank.branchNumber} / ${bank.accountNumber}`;

/** One of the merchant's active bank accounts: where the withdrawal goes. */
export function BankAccountField<TValues extends FieldValues>({
  control,
  name,
  bankAccounts,
}: BankAccountFieldProps<TValues>) {
  const { t } = useTranslation('payments');
  const choices = bankAccounts
    .filter((bank) => bank.status === 'active')
    .map((bank) => ({ value: bank.id, label: bankAccountLabel(bank), detail: bank.holderName }));
  return (
    <ChoiceField
      control={control}
      name={name}
      id="withdrawal-bank"
      label={t('withdrawal.fields.bankAccount')}
      choices={choices}
      emptyText={t('withdrawal.banks.empty')}
    />
  );
}
