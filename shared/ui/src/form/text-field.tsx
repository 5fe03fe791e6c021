import { Input } from '@arara/ui/core';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps, splitBoundProps } from './bound-field';

type InputProps = Omit<
  ComponentProps<typeof Input>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'status'
>;

/** A text input bound to a form field (an empty field shows as ''). */
export function TextField<TValues extends FieldValues>(
  props: BoundFieldProps<TValues> & InputProps,
) {
  const [bound, input] = splitBoundProps<TValues, InputProps>(props);
  return (
    <BoundField
      {...bound}
      render={(field, controlProps) => (
        <Input {...field} {...controlProps} {...input} value={field.value ?? ''} />
      )}
    />
  );
}
