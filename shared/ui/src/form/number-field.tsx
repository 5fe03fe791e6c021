import { InputNumber } from 'antd';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, boundControl, type ControlProps } from './bound-field';

type NumberProps = ControlProps<ComponentProps<typeof InputNumber<number>>>;

/** A number bound to a form field, as wide as the form; an emptied input leaves the field unset. */
export function NumberField<TValues extends FieldValues>(
  props: BoundFieldProps<TValues> & NumberProps,
) {
  return boundControl(props, (field, controlProps, input) => (
    <InputNumber<number>
      {...controlProps}
      {...input}
      value={field.value}
      onChange={(value) => field.onChange(value ?? undefined)}
      style={{ width: '100%' }}
    />
  ));
}
