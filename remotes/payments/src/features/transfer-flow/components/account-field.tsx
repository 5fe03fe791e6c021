import type { TVirtualAccountDetail } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Money } from '@arara/ui/data';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ChoiceField } from './choice-field';

type AccountFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  id: string;
  label: string;
  accounts: TVirtualAccountDetail[];
  /** An account that cannot be chosen (the origin, when picking the destination). */
  excludeId?: string;
};

/** A form field choosing one of the merchant's active virtual accounts, with its available balance. */
export function AccountField<TValues extends FieldValues>({
  accounts,
  excludeId,
  ...field
}: AccountFieldProps<TValues>) {
  const { t } = useTranslation('payments');
  const choices = accounts
    .filter((account) => account.id !== excludeId && account.status === 'active')
    .map((account) => ({
      value: account.id,
      label: account.label,
      detail: (
        <>
          {t('flow.accounts.available')} <Money cents={account.availableBalance} />
        </>
      ),
    }));
  return <ChoiceField {...field} choices={choices} emptyText={t('flow.accounts.empty')} />;
}
