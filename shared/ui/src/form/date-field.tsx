import { Input } from '@arara/ui/core';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './bound-field';

/**
 * A date (`YYYY-MM-DD`) or a local date and time (`YYYY-MM-DDTHH:mm`) bound to a form field,
 * typed in the browser's own picker: the field holds the text the contract reads.
 */
export function DateField<TValues extends FieldValues>({
  withTime = false,
  ...props
}: BoundFieldProps<TValues> & { withTime?: boolean }) {
  return (
    <BoundField
      {...props}
      render={(field, controlProps) => (
        <Input
          {...field}
          {...controlProps}
          type={withTime ? 'datetime-local' : 'date'}
          value={field.value ?? ''}
          style={{ maxWidth: 240 }}
        />
      )}
    />
  );
}
