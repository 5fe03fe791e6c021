import { useTranslation } from '@arara/i18n';
import { Field } from '@arara/ui/core';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { usePaymentErrorText } from '@/lib/errors';
import { virtualAccountsQueryOptions } from '../api/get-virtual-accounts';
import { Select } from '@arara/ui/input';

type ActiveAccountSelectProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  id: string;
  label: string;
  placeholder: string;
  merchantId: string;
  /** Loads the accounts only while the form is shown. */
  enabled: boolean;
};

/** A form field choosing one of the merchant's active virtual accounts (the receiving one). */
export function ActiveAccountSelect<TValues extends FieldValues>({
  control,
  name,
  id,
  label,
  placeholder,
  merchantId,
  enabled,
}: ActiveAccountSelectProps<TValues>) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const accounts = useQuery({ ...virtualAccountsQueryOptions(merchantId), enabled });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          id={id}
          label={label}
          error={
            errorText(fieldState.error?.message) ??
            (accounts.isError ? t('flow.accounts.loadError') : undefined)
          }
        >
          {({ status, ...fieldControl }) => (
            <Select
              {...fieldControl}
              status={status}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              loading={accounts.isPending}
              placeholder={placeholder}
              style={{ width: '100%' }}
              options={(accounts.data?.items ?? [])
                .filter((account) => account.status === 'active')
                .map((account) => ({ value: account.id, label: account.label }))}
            />
          )}
        </Field>
      )}
    />
  );
}
