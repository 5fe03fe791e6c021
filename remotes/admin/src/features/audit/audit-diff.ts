/** One field a back-office write changed: its value before and after (undefined: absent). */
export type FieldChange = { field: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between `before` and `after` of an audit entry, in the order they
 * appear: all of `after` for a creation (before null), all of `before` for a deletion. Values
 * that are not objects (a status string) give one change named ''.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: '', before, after }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({
      field,
      before: isRecord(before) ? from[field] : undefined,
      after: isRecord(after) ? to[field] : undefined,
    }));
}

/** A value as the log shows it: text as it is, null / absent as an em dash, the rest as JSON. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
