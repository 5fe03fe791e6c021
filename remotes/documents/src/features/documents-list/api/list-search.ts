import {
  DOCUMENT_SORTS,
  PAYMENT_METHODS,
  type TDocumentStatus,
  type TPaymentMethod,
} from '@arara/contracts';
import { type PeriodValue, parsePeriodParams, resolvePeriod, toPeriodParams } from '@arara/ui/data';
import { useSearchParams } from 'react-router-dom';
import type { DocumentList } from '@/lib/document-lists';
import type { DocumentFilters } from './get-documents';

/** Without a period in the URL: the last 30 days, what a finance team reconciles first. */
const DEFAULT_PERIOD: PeriodValue = { period: 'last30' };

function oneOf<T extends string>(value: string | null, values: readonly T[]): T | undefined {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

/**
 * A list's filters live in the URL under the API's query names (`status`, `method`,
 * `virtualAccountId`, `search`, `sort`, `order`) plus the period's, so a reload or a shared link
 * shows the same list; a value the list does not know is ignored.
 */
export function useListSearch(list: DocumentList) {
  const [params, setParams] = useSearchParams();
  const period = parsePeriodParams(params, DEFAULT_PERIOD);
  const { from, to } = resolvePeriod(period);
  const sort = oneOf(params.get('sort'), DOCUMENT_SORTS);
  const filters: DocumentFilters = {
    kind: list.kind,
    status: oneOf<TDocumentStatus>(params.get('status'), list.statuses),
    method: oneOf<TPaymentMethod>(params.get('method'), PAYMENT_METHODS),
    virtualAccountId: params.get('virtualAccountId') || undefined,
    search: params.get('search') || undefined,
    from: from ?? undefined,
    to: to ?? undefined,
    sort,
    order: sort ? oneOf(params.get('order'), ['asc', 'desc'] as const) : undefined,
  };
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  return {
    period,
    filters,
    setPeriod: (value: PeriodValue) => setParams(toPeriodParams(value, params), { replace: true }),
    setFilter: (name: 'status' | 'method' | 'virtualAccountId' | 'search', value?: string) =>
      set({ [name]: value }),
    setSort: (value: { sort?: string; order?: string }) => set(value),
  };
}
