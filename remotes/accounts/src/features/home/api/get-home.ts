import { apiRequest } from '@arara/api-client';
import { ZHomeResponse } from '@arara/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { accountsKeys, merchantPath } from '../../../lib/query-keys';

export type HomePeriod = { from: string; to: string };

export const getHome = (merchantId: string, period: HomePeriod, signal?: AbortSignal) =>
  apiRequest(`${merchantPath(merchantId, 'home')}?${new URLSearchParams(period)}`, {
    schema: ZHomeResponse,
    signal,
  });

export const homeQueryOptions = (merchantId: string, period: HomePeriod) =>
  queryOptions({
    queryKey: accountsKeys.home(merchantId, period),
    queryFn: ({ signal }) => getHome(merchantId, period, signal),
    // A new period keeps the cards on screen while the chart reloads.
    placeholderData: keepPreviousData,
  });
