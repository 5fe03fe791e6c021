import { textFor, useTranslation } from '@arara/i18n';
import { Field, Input } from '@arara/ui/core';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';

type TextFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  /** The control's id, unique on the page. */
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Page-specific texts for some validation keys (docs/requirements/identity-and-access.md "Passwords" words change-password apart). */
  messages?: Record<string, string>;
};

/**
 * A text, e-mail or password input bound to react-hook-form, with its label and its
 * translated error. Error messages are i18n keys of the `common` namespace.
 */
export function TextField<TValues extends FieldValues>({
  control,
  name,
  id,
  label,
  type = 'text',
  autoComplete,
  messages,
}: TextFieldProps<TValues>) {
  const { t } = useTranslation('common');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const key = fieldState.error?.message;
        const error = key ? (messages?.[key] ?? textFor(t)(key)) : undefined;
        const inputProps = {
          ...field,
          value: (field.value ?? '') as PathValue<TValues, typeof name>,
          autoComplete,
          size: 'large' as const,
        };
        return (
          <Field id={id} label={label} error={error}>
            {(controlProps) =>
              type === 'password' ? (
                <Input.Password {...inputProps} {...controlProps} />
              ) : (
                <Input {...inputProps} {...controlProps} type={type} />
              )
            }
          </Field>
        );
      }}
    />
  );
}
