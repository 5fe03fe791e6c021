import { ApiError } from '@arara/api-client';
import { type TextNamespace, textFor, useTranslation } from '@arara/i18n';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Field errors are i18n keys (shared zod contracts, API `fields`): keys of the remote's own
 * namespace, namespaced keys (`accounts:pixKey.*`, `payments:errors.*`) and `validation.*` of
 * `common`. `namespaces` are looked up in order; list `common` last.
 */
export function useErrorText(
  namespaces: TextNamespace[],
): (key: string | undefined) => string | undefined {
  const text = textFor(useTranslation(namespaces).t);
  return (key) => (key ? text(key, { ns: namespaces }) : undefined);
}

/**
 * Puts the API's field errors on the form's fields (the typed values stay). Returns false when
 * the failure names none of them, so the caller shows a general message instead.
 */
export function applyApiFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fields: readonly Path<TValues>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
