import { type ComponentProps, useContext } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  type BoundFieldProps,
  boundControl,
  type ControlProps,
  FormFieldSize,
} from './bound-field';
import { Input } from '@arara/ui/input';

type InputProps = ControlProps<ComponentProps<typeof Input>> & {
  /** Rewrites what is typed before the form keeps it (digits only, a mask). */
  normalize?: (text: string) => string;
};

/**
 * A text input bound to a form field (an empty field shows as ''); `type="password"` draws a
 * password input (with its show / hide toggle). Its size is the enclosing BoundForm's by default.
 */
export function TextField<TValues extends FieldValues>(
  props: BoundFieldProps<TValues> & InputProps,
) {
  const size = useContext(FormFieldSize);
  return boundControl(props, (field, controlProps, { normalize, ...input }) => {
    const Control = input.type === 'password' ? Input.Password : Input;
    return (
      <Control
        size={size}
        {...field}
        {...controlProps}
        {...input}
        value={field.value ?? ''}
        onChange={(event) =>
          field.onChange(normalize ? normalize(event.target.value) : event.target.value)
        }
      />
    );
  });
}
