import type { TVirtualAccountDetail } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Field } from '@arara/ui/core';
import { formatMoney } from '@arara/ui/data';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { usePaymentErrorText } from '@/lib/errors';
import { AmountInput } from '@arara/ui/form';
import { Input } from '@arara/ui/input';

type AmountFieldsProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  /** Prefix of the fields' ids (`<prefix>-amount`, `<prefix>-description`). */
  idPrefix: string;
  /** The origin account: its available balance is the amount's hint. */
  origin: TVirtualAccountDetail | undefined;
  /** A fixed amount's explanation (a Pix code's): the amount is shown, not editable. */
  fixedHint?: string;
  /** Shown between the amount and the message (the withdrawal's fee). */
  children?: ReactNode;
};

/** The amount step of a transfer: the amount (in reais, as cents) and an optional message. */
export function AmountFields<TValues extends FieldValues>({
  control,
  idPrefix,
  origin,
  fixedHint,
  children,
}: AmountFieldsProps<TValues>) {
  const { t, i18n } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const isFixed = fixedHint !== undefined;
  return (
    <>
      <Controller
        control={control}
        name={'amount' as FieldPath<TValues>}
        render={({ field, fieldState }) => (
          <AmountInput
            key={isFixed ? 'fixed' : 'free'}
            id={`${idPrefix}-amount`}
            label={t('flow.fields.amount')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            readOnly={isFixed}
            error={errorText(fieldState.error?.message)}
            hint={
              fixedHint ??
              (origin
                ? t('flow.amount.available', {
                    account: origin.label,
                    amount: formatMoney(origin.availableBalance, i18n.language),
                  })
                : undefined)
            }
          />
        )}
      />
      {children}
      <Controller
        control={control}
        name={'description' as FieldPath<TValues>}
        render={({ field, fieldState }) => (
          <Field
            id={`${idPrefix}-description`}
            label={t('flow.fields.description')}
            error={errorText(fieldState.error?.message)}
          >
            {(controlProps) => <Input {...field} {...controlProps} value={field.value ?? ''} />}
          </Field>
        )}
      />
    </>
  );
}
