import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps } from './bound-field';
import { Input } from '@arara/ui/input';

/** Writes 11 or 14 digits with their mask (`formatFiscalDocument` of the contracts). */
export type DocumentFormat = (digits: string) => string;

/** The typed text with a complete CPF (11 digits) or CNPJ (14) written with its mask. */
export function maskFiscalDocument(text: string, format: DocumentFormat): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 || digits.length === 14 ? format(digits) : text;
}

/**
 * A CPF or CNPJ bound to a form field: typed with or without dots, dash and slash, shown with
 * its mask once complete (the contract reads either). The mask is the caller's, from the
 * contracts, which this package does not load (they would weigh on /login's shared chunks).
 */
export function DocumentField<TValues extends FieldValues>({
  format,
  disabled,
  placeholder = '000.000.000-00 / 00.000.000/0000-00',
  ...props
}: BoundFieldProps<TValues> & {
  format: DocumentFormat;
  disabled?: boolean;
  placeholder?: string;
}) {
  return (
    <BoundField
      {...props}
      render={(field, controlProps) => (
        <Input
          {...field}
          {...controlProps}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(maskFiscalDocument(event.target.value, format))}
          disabled={disabled}
          inputMode="numeric"
          placeholder={placeholder}
        />
      )}
    />
  );
}
