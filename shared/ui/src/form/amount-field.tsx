import type { FieldValues } from 'react-hook-form';
import { ReaisInput } from './amount-input';
import { BoundField, type BoundFieldProps } from './bound-field';

/** An amount in reais bound to a form field that holds integer cents. */
export function AmountField<TValues extends FieldValues>({
  readOnly,
  ...props
}: BoundFieldProps<TValues> & { readOnly?: boolean }) {
  return (
    <BoundField
      {...props}
      render={(field, control) => (
        <ReaisInput
          // A fixed amount and a typed one keep apart what the user typed.
          key={readOnly ? 'fixed' : 'free'}
          {...control}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          readOnly={readOnly}
        />
      )}
    />
  );
}
