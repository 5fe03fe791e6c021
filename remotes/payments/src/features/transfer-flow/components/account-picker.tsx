import type { TVirtualAccountDetail } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Field, Text } from '@arara/ui/core';
import { Money } from '@arara/ui/data';
import { Radio } from '@arara/ui/form';

type AccountPickerProps = {
  id: string;
  label: string;
  accounts: TVirtualAccountDetail[];
  value: string | undefined;
  onChange: (accountId: string) => void;
  /** The translated error of the field. */
  error?: string;
  /** An account that cannot be chosen (the origin, when picking the destination). */
  excludeId?: string;
};

/** One of the merchant's virtual accounts, each with its available balance. */
export function AccountPicker({
  id,
  label,
  accounts,
  value,
  onChange,
  error,
  excludeId,
}: AccountPickerProps) {
  const { t } = useTranslation('payments');
  const choices = accounts.filter(
    (account) => account.id !== excludeId && account.status === 'active',
  );
  if (choices.length === 0) {
    return <Alert type="info" showIcon title={t('flow.accounts.empty')} />;
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
          {choices.map((account) => (
            <Radio key={account.id} value={account.id}>
              {account.label}{' '}
              <Text type="secondary">
                · {t('flow.accounts.available')} <Money cents={account.availableBalance} />
              </Text>
            </Radio>
          ))}
        </Radio.Group>
      )}
    </Field>
  );
}
