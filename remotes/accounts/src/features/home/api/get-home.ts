import { endpointQueryOptions, prefetchForPage } from '@arara/api-client/query';
import { type PeriodValue, resolvePeriod, todayIso } from '@arara/ui/data';
import dayjs from 'dayjs';
import { accountEndpoints } from '@arara/contracts';
import { sessionStore } from '@arara/session';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type HomePeriod = { from: string; to: string };

/** The home's period when the URL names none. */
export const DEFAULT_HOME_PERIOD: PeriodValue = { period: 'last30' };
/** The API draws at most 366 days: "all time" on the home is the last year. */
const LONGEST_DAYS = 366;

/** The dates the home asks the API for, from the period chosen on the page. */
export function homePeriod(value: PeriodValue): HomePeriod {
  const range = resolvePeriod(value);
  const to = range.to ?? todayIso();
  const from =
    range.from ??
    dayjs(to)
      .subtract(LONGEST_DAYS - 1, 'day')
      .format('YYYY-MM-DD');
  return { from, to };
}

export const homeQueryOptions = (merchantId: string, period: HomePeriod) =>
  queryOptions({
    ...endpointQueryOptions(accountEndpoints.home, { params: { merchantId }, query: period }),
    // A new period keeps the cards on screen while the chart reloads.
    placeholderData: keepPreviousData,
  });

/**
 * The home's first request, started when the remote preloads `/` (first visit or hover), in
 * parallel with the page's chunk: the current merchant's home over the default period.
 */
export function prefetchHome(): Promise<void> | undefined {
  const merchantId = sessionStore.getState().currentMerchantId;
  if (!merchantId) return undefined;
  return prefetchForPage(homeQueryOptions(merchantId, homePeriod(DEFAULT_HOME_PERIOD)));
}
