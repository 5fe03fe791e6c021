import { Alert, Field, Text } from '@arara/ui/core';
import { Radio } from '@arara/ui/form';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { usePaymentErrorText } from '@/lib/errors';

export type Choice = { value: string; label: string; detail: ReactNode };

type ChoiceFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  id: string;
  label: string;
  /** The choices, each read as `label · detail`. */
  choices: Choice[];
  /** Shown instead of the field when there is nothing to choose. */
  emptyText: string;
};

/** A form field choosing one of a few accounts as radio buttons (origin, destination, bank). */
export function ChoiceField<TValues extends FieldValues>({
  control,
  name,
  id,
  label,
  choices,
  emptyText,
}: ChoiceFieldProps<TValues>) {
  const errorText = usePaymentErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        choices.length === 0 ? (
          <Alert type="info" showIcon title={emptyText} />
        ) : (
          <Field id={id} label={label} error={errorText(fieldState.error?.message)}>
            {({ id: controlId, 'aria-describedby': describedBy }) => (
              <Radio.Group
                id={controlId}
                role="radiogroup"
                aria-label={label}
                aria-describedby={describedBy}
                value={field.value}
                onChange={(event) => field.onChange(String(event.target.value))}
                style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              >
                {choices.map((choice) => (
                  <Radio key={choice.value} value={choice.value}>
                    {choice.label} <Text type="secondary">· {choice.detail}</Text>
                  </Radio>
                ))}
              </Radio.Group>
            )}
          </Field>
        )
      }
    />
  );
}
