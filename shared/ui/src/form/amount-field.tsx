import { Controller, type FieldValues } from 'react-hook-form';
import { AmountInput } from './amount-input';
import { type BoundFieldProps, useFieldControl } from './bound-field';
import { useFieldErrorText } from './error-namespaces';

/** An amount in reais bound to a form field that holds integer cents. */
export function AmountField<TValues extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  readOnly,
}: BoundFieldProps<TValues> & { label: string; hint?: string; readOnly?: boolean }) {
  const errorText = useFieldErrorText();
  const fieldControl = useFieldControl(control);
  return (
    <Controller
      control={fieldControl}
      name={name}
      render={({ field, fieldState }) => (
        <AmountInput
          // A fixed amount and a typed one keep apart what the user typed.
          key={readOnly ? 'fixed' : 'free'}
          id={id}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          readOnly={readOnly}
          error={errorText(fieldState.error?.message)}
          hint={hint}
        />
      )}
    />
  );
}
