import * as z from 'zod/mini';

/** The error of a missing value: "This field is required". */
export const REQUIRED = { error: 'validation.required' } as const;

/**
 * A non-empty string; `undefined` and '' both read "This field is required". Like zod's own
 * factories, these helpers are marked free of side effects: an unused schema built with them
 * drops out of a bundle.
 */
/*#__NO_SIDE_EFFECTS__*/
export function requiredString() {
  return z.string(REQUIRED).check(z.minLength(1, REQUIRED));
}

/**
 * A field's error key: `validation.required` when the value is missing, `invalidKey` when it
 * is there but not acceptable (e.g. not one of an enum's options) — never zod's own English.
 */
export const requiredOr = (invalidKey: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'validation.required'
      : invalidKey,
});

/** One problem with a value: a schema's issue, or an API field error (`{ path: [field] }`). */
type FieldProblem = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * The first message of each field, by the first segment of its path; a problem without a path
 * is the form's own (`general`). What a form shows next to its fields, from `safeParse(...).error
 * .issues` or from the API's `fields`.
 */
export function firstMessageByField(problems: readonly FieldProblem[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { path, message } of problems) {
    const field = String(path[0] ?? 'general');
    messages[field] ??= message;
  }
  return messages;
}
