import { ApiError } from '@arara/api-client';

/**
 * The first of `fields` an API error names, with its message key. A field stands for its parts
 * too: `destination.key` is an error of `destination`.
 */
export function findFieldError<TField extends string>(
  error: unknown,
  fields: readonly TField[],
): { field: TField; message: string } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const named = Object.entries(error.fields);
  for (const field of fields) {
    const found = named.find(([name]) => name === field || name.startsWith(`${field}.`));
    if (found) return { field, message: found[1] };
  }
  return undefined;
}
