import { type PeriodValue, parsePeriodParams, toPeriodParams } from '@arara/ui/data';

/**
 * The URL of a filtered, keyset-paged list (events, logs): the filters under the API's query
 * names, the period's `period`/`from`/`to`, and `cursor` repeated (the cursor of every page after
 * the first up to the one shown), so a reload or a shared link shows the same page.
 */
const CURSOR = 'cursor';

/** Without a period in the URL: the last week, what a developer checks first. */
export const DEFAULT_PERIOD: PeriodValue = { period: 'last7' };

export const readPeriod = (params: URLSearchParams) => parsePeriodParams(params, DEFAULT_PERIOD);

export const readCursors = (params: URLSearchParams) =>
  params.getAll(CURSOR).filter((cursor) => cursor !== '');

/** One filter changed (an empty value clears it): paging starts again from the newest page. */
export function withFilter(
  params: URLSearchParams,
  change: { name: string; value: string | undefined } | { period: PeriodValue },
): URLSearchParams {
  const next =
    'period' in change ? toPeriodParams(change.period, params) : new URLSearchParams(params);
  next.delete(CURSOR);
  if ('name' in change) {
    if (change.value) next.set(change.name, change.value);
    else next.delete(change.name);
  }
  return next;
}

export function withCursors(params: URLSearchParams, cursors: string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(CURSOR);
  for (const cursor of cursors) next.append(CURSOR, cursor);
  return next;
}

/** A known value of the URL (a status, a type), or undefined. */
export function readOneOf<T extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly T[],
): T | undefined {
  const value = params.get(name);
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}
