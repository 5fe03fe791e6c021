import { Field, type FieldControlProps } from '@arara/ui/core';
import { createContext, type ReactNode, useContext } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useFieldErrorText } from './error-namespaces';

export type FormControlValue = Control<FieldValues> | undefined;

/**
 * The control of the enclosing FormDrawer's form, for fields given none. Not react-hook-form's
 * FormProvider: its code would join the form library's chunk that /login downloads.
 */
export const FormControl = createContext<FormControlValue>(undefined);

/** The size of the text fields of the enclosing BoundForm that set none. */
export const FormFieldSize = createContext<'large' | undefined>(undefined);
/** The enclosing FormDrawer's form id: a field given no id is `<formId>-<name>`. */
export const FormIdPrefix = createContext<string | undefined>(undefined);

/** A field's control: its own, or the enclosing FormDrawer's form's. */
export function useFieldControl<TValues extends FieldValues>(
  control: Control<TValues> | undefined,
): Control<TValues> | undefined {
  const drawerControl = useContext(FormControl) as Control<TValues> | undefined;
  return control ?? drawerControl;
}

/** What every bound field takes: the form's control, the field's name, its id and texts. */
export type BoundFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = {
  /** The form's control; inside a FormDrawer, the drawer's form's by default. */
  control?: Control<TValues>;
  name: TName;
  /** The control's id, unique on the page; the label points at it. Inside a FormDrawer,
   * `<formId>-<name>` by default. */
  id?: string;
  label?: ReactNode;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  /** An error of the field's own that is not a validation one (its options failed to load). */
  error?: ReactNode;
};

/** A control's own props: all but what its bound field sets (id, name, value, change, blur, status). */
export type ControlProps<TProps> = Omit<
  TProps,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'status'
>;

/**
 * A bound field of a field component: BoundField takes its props (control, name, id, texts) and
 * `render` draws the control from the field, the Field's control props and the props left (the
 * control's own).
 */
export function boundControl<TValues extends FieldValues, TOwn extends object>(
  props: BoundFieldProps<TValues> & TOwn,
  render: (
    field: ControllerRenderProps<TValues, FieldPath<TValues>>,
    control: FieldControlProps,
    own: Omit<TOwn, keyof BoundFieldProps<TValues>>,
  ) => ReactNode,
) {
  const { control, name, id, label, hint, error, ...own } = props;
  const bound: BoundFieldProps<TValues> = { control, name, id, label, hint, error };
  return (
    <BoundField {...bound} render={(field, controlProps) => render(field, controlProps, own)} />
  );
}

/**
 * One react-hook-form field: its label, its translated error (an i18n key, looked up in the
 * form's namespaces) and the control `render` draws from the field's state.
 */
export function BoundField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({
  control,
  name,
  id,
  label,
  hint,
  error,
  render,
}: BoundFieldProps<TValues, TName> & {
  render: (field: ControllerRenderProps<TValues, TName>, control: FieldControlProps) => ReactNode;
}) {
  const errorText = useFieldErrorText();
  const fieldControl = useFieldControl(control);
  const formId = useContext(FormIdPrefix);
  const fieldId = id ?? (formId ? `${formId}-${name}` : name);
  return (
    <Controller
      control={fieldControl}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          id={fieldId}
          label={label}
          hint={hint}
          error={errorText(fieldState.error?.message) ?? error}
        >
          {(controlProps) => render(field, controlProps)}
        </Field>
      )}
    />
  );
}
