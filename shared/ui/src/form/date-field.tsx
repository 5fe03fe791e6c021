import type { FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field';
import { TextField } from './text-field';

/**
 * A date (`YYYY-MM-DD`) or a local date and time (`YYYY-MM-DDTHH:mm`) bound to a form field,
 * typed in the browser's own picker: the field holds the text the contract reads.
 */
export function DateField<TValues extends FieldValues>({
  withTime = false,
  ...props
}: BoundFieldProps<TValues> & { withTime?: boolean }) {
  return (
    <TextField {...props} type={withTime ? 'datetime-local' : 'date'} style={{ maxWidth: 240 }} />
  );
}
