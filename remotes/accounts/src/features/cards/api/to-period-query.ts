import { DEFAULT_TIME_ZONE, type PeriodValue, periodInstants, resolvePeriod } from '@arara/ui/data';

/**
 * The API's `from` (inclusive) and `to` (exclusive) instants for a period of calendar days in
 * the merchant's zone; an open side is left out. A preset resolves to the same dates all day,
 * so the query key stays stable until midnight.
 */
export function toPeriodQuery(
  value: PeriodValue,
  timeZone: string = DEFAULT_TIME_ZONE,
): { from?: string; to?: string } {
  const { start, end } = periodInstants(resolvePeriod(value, { timeZone }), timeZone);
  return {
    ...(start ? { from: start.toISOString() } : {}),
    ...(end ? { to: end.toISOString() } : {}),
  };
}
