import { Select } from '@arara/ui/layout';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps, splitBoundProps } from './bound-field';

type SelectProps = Omit<
  ComponentProps<typeof Select>,
  'id' | 'value' | 'onChange' | 'onBlur' | 'status'
>;

/**
 * A select bound to a form field, as wide as the form. With `allowClear`, clearing it sets the
 * field to null (an optional contract field's "none").
 */
export function SelectField<TValues extends FieldValues>(
  props: BoundFieldProps<TValues> & SelectProps,
) {
  const [bound, select] = splitBoundProps<TValues, SelectProps>(props);
  return (
    <BoundField
      {...bound}
      render={(field, { status, ...controlProps }) => (
        <Select
          {...controlProps}
          status={status}
          value={field.value ?? undefined}
          onChange={(value: unknown) => field.onChange(select.allowClear ? (value ?? null) : value)}
          onBlur={field.onBlur}
          style={{ width: '100%' }}
          {...select}
        />
      )}
    />
  );
}

/** A select's options for a list of values, each shown as its `label` (a translated text). */
export function optionsOf<TValue>(values: readonly TValue[], label: (value: TValue) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}
