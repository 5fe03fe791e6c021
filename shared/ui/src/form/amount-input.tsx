import { useTranslation } from '@arara/i18n';
import { Field, Input } from '@arara/ui/core';
import { useState } from 'react';
import { centsToInput, parseReais } from '../format/reais';

type AmountInputProps = {
  id: string;
  label: string;
  /** Integer cents; undefined while empty or unreadable. */
  value: number | undefined;
  onChange: (cents: number | undefined) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  /** A fixed amount (a Pix code's): shown, not editable. */
  readOnly?: boolean;
};

/** An amount typed in reais (`1.234,56` or `1234.56`), handed to the form as integer cents. */
export function AmountInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  readOnly = false,
}: AmountInputProps) {
  const { i18n } = useTranslation();
  const [text, setText] = useState(() =>
    value === undefined ? '' : centsToInput(value, i18n.language),
  );
  const shown = readOnly && value !== undefined ? centsToInput(value, i18n.language) : text;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
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
      )}
    </Field>
  );
}
