import { useTranslation } from '@arara/i18n';
import { Field, type FieldControlProps } from '@arara/ui/core';
import { useState } from 'react';
import { centsToInput, parseReais } from '../format/reais';
import { Input } from '@arara/ui/input';

type ReaisInputProps = {
  /** Integer cents; undefined while empty or unreadable. */
  value: number | undefined;
  onChange: (cents: number | undefined) => void;
  onBlur?: () => void;
  /** A fixed amount (a Pix code's): shown, not editable. */
  readOnly?: boolean;
};

/** The input of an amount typed in reais (`1.234,56` or `1234.56`), handed on as integer cents. */
export function ReaisInput({
  value,
  onChange,
  onBlur,
  readOnly = false,
  ...control
}: ReaisInputProps & FieldControlProps) {
  const { i18n } = useTranslation();
  const [text, setText] = useState(() =>
    value === undefined ? '' : centsToInput(value, i18n.language),
  );
  const shown = readOnly && value !== undefined ? centsToInput(value, i18n.language) : text;
  return (
    <Input
      {...control}
      prefix="R$"
      inputMode="decimal"
      autoComplete="off"
      readOnly={readOnly}
      value={shown}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        const cents = parseReais(event.target.value);
        // An unreadable text is not a positive amount: the contract says so.
        onChange(cents ?? (event.target.value.trim() === '' ? undefined : Number.NaN));
      }}
      style={{ maxWidth: 240 }}
    />
  );
}

/** An amount in reais with its label, error and hint (not bound to a form: see AmountField). */
export function AmountInput({
  id,
  label,
  error,
  hint,
  ...input
}: ReaisInputProps & { id: string; label: string; error?: string; hint?: string }) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => <ReaisInput {...control} {...input} />}
    </Field>
  );
}
