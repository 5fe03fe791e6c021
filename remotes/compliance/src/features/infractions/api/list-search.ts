import { INFRACTION_STATUSES, INFRACTION_TYPES } from '@arara/contracts';
import { type PeriodValue, parsePeriodParams, resolvePeriod, toPeriodParams } from '@arara/ui/data';
import type { InfractionFilters } from '@arara/ui/infractions';
import { useSearchParams } from 'react-router-dom';

/** Without a period in the URL: all time (an infraction stays open for days; none is hidden). */
const DEFAULT_PERIOD: PeriodValue = { period: 'all' };

function oneOf<T extends string>(value: string | null, values: readonly T[]): T | undefined {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type InfractionFilterName = 'status' | 'type' | 'virtualAccountId';

/**
 * The list's filters live in the URL under the API's query names (`status`, `type`,
 * `virtualAccountId`) plus the period's, so a reload or a shared link shows the same list; a
 * value the list does not know is ignored, never sent.
 */
export function useInfractionSearch() {
  const [params, setParams] = useSearchParams();
  const period = parsePeriodParams(params, DEFAULT_PERIOD);
  const { from, to } = resolvePeriod(period);
  const account = params.get('virtualAccountId');
  const filters: InfractionFilters = {
    status: oneOf(params.get('status'), INFRACTION_STATUSES),
    type: oneOf(params.get('type'), INFRACTION_TYPES),
    virtualAccountId: account && UUID.test(account) ? account : undefined,
    from: from ?? undefined,
    to: to ?? undefined,
  };
  return {
    period,
    filters,
    isFiltered: Boolean(filters.status || filters.type || filters.virtualAccountId || from),
    setPeriod: (value: PeriodValue) => setParams(toPeriodParams(value, params), { replace: true }),
    setFilter: (name: InfractionFilterName, value?: string) => {
      const next = new URLSearchParams(params);
      if (value) next.set(name, value);
      else next.delete(name);
      setParams(next, { replace: true });
    },
  };
}
