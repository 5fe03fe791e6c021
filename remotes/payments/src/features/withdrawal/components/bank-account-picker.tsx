import type { TBankAccount } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Field, Text } from '@arara/ui/core';
import { Radio } from '@arara/ui/form';

type BankAccountPickerProps = {
  id: string;
  label: string;
  bankAccounts: TBankAccount[];
  value: string | undefined;
  onChange: (bankAccountId: string) => void;
  /** The translated error of the field. */
  error?: string;
};

/** How a bank account reads in the flow: `341 Itaú Unibanco · 0001 / 12345-6`. */
export const bankAccountLabel = (bank: TBankAccount) =>
  `${bank.bankCode} ${bank.bankName} · ${bank.branchNumber} / ${bank.accountNumber}`;

/** One of the merchant's active bank accounts: where the withdrawal goes. */
export function BankAccountPicker({
  id,
  label,
  bankAccounts,
  value,
  onChange,
  error,
}: BankAccountPickerProps) {
  const { t } = useTranslation('payments');
  const choices = bankAccounts.filter((bank) => bank.status === 'active');
  if (choices.length === 0) {
    return <Alert type="info" showIcon title={t('withdrawal.banks.empty')} />;
  }
  return (
    <Field id={id} label={label} error={error}>
      {({ id: controlId, 'aria-describedby': describedBy }) => (
        <Radio.Group
          id={controlId}
          role="radiogroup"
          aria-label={label}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(String(event.target.value))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          {choices.map((bank) => (
            <Radio key={bank.id} value={bank.id}>
              {bankAccountLabel(bank)} <Text type="secondary">· {bank.holderName}</Text>
            </Radio>
          ))}
        </Radio.Group>
      )}
    </Field>
  );
}
