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
