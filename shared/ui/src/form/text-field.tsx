import { Input } from '@arara/ui/core';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './bound-field';

type InputProps = Omit<
  ComponentProps<typeof Input>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'status'
>;

/** A text input bound to a form field (an empty field shows as ''). */
export function TextField<TValues extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  error,
  ...input
}: BoundFieldProps<TValues> & InputProps) {
  return (
    <BoundField
      control={control}
      name={name}
      id={id}
      label={label}
      hint={hint}
      error={error}
      render={(field, controlProps) => (
        <Input {...field} {...controlProps} {...input} value={field.value ?? ''} />
      )}
    />
  );
}
