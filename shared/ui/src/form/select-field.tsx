import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, boundControl, type ControlProps } from './bound-field';
import { Select } from '@arara/ui/input';

type SelectProps = ControlProps<ComponentProps<typeof Select>>;

/**
 * A select bound to a form field, as wide as the form. With `allowClear`, clearing it sets the
 * field to null (an optional contract field's "none").
 */
export function SelectField<TValues extends FieldValues>(
  props: BoundFieldProps<TValues> & SelectProps,
) {
  return boundControl(props, (field, { status, ...controlProps }, select) => (
    <Select
      {...controlProps}
      status={status}
      value={field.value ?? undefined}
      onChange={(value: unknown) => field.onChange(select.allowClear ? (value ?? null) : value)}
      onBlur={field.onBlur}
      style={{ width: '100%' }}
      {...select}
    />
  ));
}
