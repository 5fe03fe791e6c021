// Without zod: the sign-in form (on /login) maps its problems with it before zod has loaded.

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
