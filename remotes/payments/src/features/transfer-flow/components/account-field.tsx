import type { TVirtualAccountDetail } from '@arara/contracts';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { usePaymentErrorText } from '../../../lib/errors';
import { AccountPicker } from './account-picker';

type AccountFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  id: string;
  label: string;
  accounts: TVirtualAccountDetail[];
  excludeId?: string;
};

/** A form field choosing one of the merchant's virtual accounts (origin or destination). */
export function AccountField<TValues extends FieldValues>({
  control,
  name,
  id,
  label,
  accounts,
  excludeId,
}: AccountFieldProps<TValues>) {
  const errorText = usePaymentErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AccountPicker
          id={id}
          label={label}
          accounts={accounts}
          excludeId={excludeId}
          value={field.value}
          onChange={field.onChange}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}
