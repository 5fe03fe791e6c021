import type { TextNamespace } from '@arara/i18n';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormControl, type FormControlValue, FormFieldSize, FormIdPrefix } from './bound-field';
import { FormErrorNamespaces } from './error-namespaces';

export type BoundFormProps<TValues extends FieldValues> = {
  /** The form: its bound fields find it without a `control`. */
  form: UseFormReturn<TValues>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Namespaces of the fields' error keys (see FormErrorNamespaces). */
  errorNamespaces?: readonly TextNamespace[];
  /** Texts of some error keys that this form words its own way (see FormErrorNamespaces). */
  errorMessages?: Readonly<Record<string, string>>;
  /** The size of its text fields that set none. */
  fieldSize?: 'large';
  id?: string;
  /** Given, a field inside that sets no id gets `<idPrefix>-<name>` (a drawer's fields). */
  idPrefix?: string;
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * A react-hook-form form (no browser validation: the schema checks) whose bound fields inside
 * take their control, their error namespaces and their size from it.
 */
export function BoundForm<TValues extends FieldValues>({
  form,
  onSubmit,
  errorNamespaces = ['common'],
  errorMessages,
  fieldSize,
  id,
  idPrefix,
  'aria-label': ariaLabel,
  children,
}: BoundFormProps<TValues>) {
  return (
    <form id={id} aria-label={ariaLabel} noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormControl.Provider value={form.control as FormControlValue}>
        <FormFieldSize.Provider value={fieldSize}>
          <FormIdPrefix.Provider value={idPrefix}>
            <FormErrorNamespaces namespaces={errorNamespaces} messages={errorMessages}>
              {children}
            </FormErrorNamespaces>
          </FormIdPrefix.Provider>
        </FormFieldSize.Provider>
      </FormControl.Provider>
    </form>
  );
}
