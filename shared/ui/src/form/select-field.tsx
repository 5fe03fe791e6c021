import { Select } from '@arara/ui/layout';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './bound-field';

type SelectProps = Omit<
  ComponentProps<typeof Select>,
  'id' | 'value' | 'onChange' | 'onBlur' | 'status'
>;

/**
 * A select bound to a form field, as wide as the form. With `allowClear`, clearing it sets the
 * field to null (an optional contract field's "none").
 */
export function SelectField<TValues extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  error,
  ...select
}: BoundFieldProps<TValues> & SelectProps) {
  return (
    <BoundField
      control={control}
      name={name}
      id={id}
      label={label}
      hint={hint}
      error={error}
      render={(field, { status, ...controlProps }) => (
        <Select
          {...controlProps}
          status={status}
          value={field.value ?? undefined}
          onChange={(value: unknown) => field.onChange(select.allowClear ? (value ?? null) : value)}
          onBlur={field.onBlur}
          style={{ width: '100%' }}
          {...select}
        />
      )}
    />
  );
}
