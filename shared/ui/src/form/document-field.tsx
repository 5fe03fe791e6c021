import { formatFiscalDocument } from '@arara/contracts';
import { Input } from '@arara/ui/core';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './bound-field';

/** The typed text with a complete CPF (11 digits) or CNPJ (14) written with its mask. */
export function maskFiscalDocument(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 || digits.length === 14 ? formatFiscalDocument(digits) : text;
}

/**
 * A CPF or CNPJ bound to a form field: typed with or without dots, dash and slash, shown with
 * its mask once complete (the contract reads either).
 */
export function DocumentField<TValues extends FieldValues>({
  disabled,
  placeholder = '000.000.000-00 / 00.000.000/0000-00',
  ...props
}: BoundFieldProps<TValues> & { disabled?: boolean; placeholder?: string }) {
  return (
    <BoundField
      {...props}
      render={(field, controlProps) => (
        <Input
          {...field}
          {...controlProps}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(maskFiscalDocument(event.target.value))}
          disabled={disabled}
          inputMode="numeric"
          placeholder={placeholder}
        />
      )}
    />
  );
}
