import { InputNumber } from 'antd';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BoundField, type BoundFieldProps, splitBoundProps } from './bound-field';

type NumberProps = Omit<
  ComponentProps<typeof InputNumber<number>>,
  'id' | 'value' | 'onChange' | 'onBlur' | 'status'
>;

/** A number bound to a form field, as wide as the form; an emptied input leaves the field unset. */
export function NumberField<TValues extends FieldValues>(
  props: BoundFieldProps<TValues> & NumberProps,
) {
  const [bound, input] = splitBoundProps<TValues, NumberProps>(props);
  return (
    <BoundField
      {...bound}
      render={(field, controlProps) => (
        <InputNumber<number>
          {...controlProps}
          {...input}
          value={field.value}
          onChange={(value) => field.onChange(value ?? undefined)}
          style={{ width: '100%' }}
        />
      )}
    />
  );
}
