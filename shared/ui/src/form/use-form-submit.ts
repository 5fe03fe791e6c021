import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyApiFieldErrors } from './form-errors';

/**
 * A form's submit: validates, runs `submit` with the values, and on a refusal puts the API's
 * field errors on the form's fields (what was typed stays) or, when none is named, sets `failure` to
 * `failureText` (a text or an i18n key, as the caller shows it).
 */
export function useFormSubmit<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  {
    fields,
    failureText,
    submit,
  }: {
    /** The fields the API may name; by default every field the form holds. */
    fields?: readonly Path<TValues>[];
    failureText: string;
    submit: (values: TValues) => Promise<unknown>;
  },
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit(values);
    } catch (error) {
      const named = fields ?? (Object.keys(form.getValues()) as Path<TValues>[]);
      if (!applyApiFieldErrors(error, form.setError, named)) setFailure(failureText);
    }
  });
  // Spread on a FormDrawer: its form, its submit and the failure to show.
  return { form, onSubmit, failure };
}
