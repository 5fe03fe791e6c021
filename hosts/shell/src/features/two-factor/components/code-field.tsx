import { textFor } from '@arara/i18n';
import { useTwoFactorTranslation } from '../i18n';
import { Field, Input } from '@arara/ui/core';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';

type CodeFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  id: string;
  label: string;
  /** 'otp': 6 digits from an authenticator app; 'text': a recovery code (or either). */
  kind?: 'otp' | 'text';
};

/**
 * A one-time code input bound to react-hook-form. Error messages are i18n keys of the shell's
 * `twoFactor.validation` (or the common namespace).
 */
export function CodeField<TValues extends FieldValues>({
  control,
  name,
  id,
  label,
  kind = 'otp',
}: CodeFieldProps<TValues>) {
  const { t } = useTwoFactorTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          id={id}
          label={label}
          error={fieldState.error?.message ? textFor(t)(fieldState.error.message) : undefined}
        >
          {(controlProps) => (
            <Input
              {...field}
              {...controlProps}
              value={(field.value ?? '') as PathValue<TValues, typeof name>}
              size="large"
              autoComplete="one-time-code"
              spellCheck={false}
              {...(kind === 'otp'
                ? {
                    inputMode: 'numeric' as const,
                    maxLength: 6,
                    style: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
                    onChange: (event: { target: { value: string } }) =>
                      field.onChange(event.target.value.replace(/\D/g, '')),
                  }
                : {})}
            />
          )}
        </Field>
      )}
    />
  );
}
