import { isMovementType, type TMovementType } from '@arara/contracts';
import {
  type PeriodOptions,
  type PeriodValue,
  parsePeriodParams,
  resolvePeriod,
  toPeriodParams,
} from '@arara/ui/data';
import type { StatementFilter } from '../api/statement-filter';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './page-sizes';

/** Without a period in the URL: the home's default window, a month of movements. */
export const DEFAULT_PERIOD: PeriodValue = { period: 'last30' };

/**
 * The statement screen's URL parameters (besides the period's `period`/`from`/`to`). Names
 * follow the API's query so a URL reads like the request it makes; `cursor` is repeated: the
 * cursor of every page after the first up to the one shown, so Previous works after a reload.
 */
const PARAMS = {
  type: 'type',
  account: 'virtualAccountId',
  pageSize: 'limit',
  cursor: 'cursor',
} as const;

export type StatementSearch = {
  period: PeriodValue;
  types: TMovementType[];
  virtualAccountId: string | undefined;
  pageSize: number;
  cursors: string[];
};

/** The screen's state from the URL; anything unknown or malformed falls back to the default. */
export function readStatementSearch(params: URLSearchParams): StatementSearch {
  const types = params.getAll(PARAMS.type).filter(isMovementType);
  const pageSize = Number(params.get(PARAMS.pageSize));
  return {
    period: parsePeriodParams(params, DEFAULT_PERIOD),
    types: [...new Set(types)],
    virtualAccountId: params.get(PARAMS.account) || undefined,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    cursors: params.getAll(PARAMS.cursor).filter((cursor) => cursor !== ''),
  };
}

export type FilterChange = {
  period?: PeriodValue;
  types?: TMovementType[];
  /** null clears the account. */
  virtualAccountId?: string | null;
};

/** New filters start again from the newest page: the old cursors belong to another list. */
export function withFilters(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = change.period ? toPeriodParams(change.period, params) : new URLSearchParams(params);
  next.delete(PARAMS.cursor);
  if (change.types) {
    next.delete(PARAMS.type);
    for (const type of change.types) next.append(PARAMS.type, type);
  }
  if (change.virtualAccountId !== undefined) {
    if (change.virtualAccountId) next.set(PARAMS.account, change.virtualAccountId);
    else next.delete(PARAMS.account);
  }
  return next;
}

/** Every filter back to its default (the page size stays: it is a preference, not a filter). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const pageSize = params.get(PARAMS.pageSize);
  if (pageSize) next.set(PARAMS.pageSize, pageSize);
  return next;
}

export function withPaging(
  params: URLSearchParams,
  { cursors, pageSize }: { cursors: string[]; pageSize?: number },
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PARAMS.cursor);
  for (const cursor of cursors) next.append(PARAMS.cursor, cursor);
  if (pageSize !== undefined) next.set(PARAMS.pageSize, String(pageSize));
  return next;
}

/** What the API is asked for: the period turned into days at `now` in São Paulo. */
export function statementFilterOf(
  search: StatementSearch,
  options: PeriodOptions = {},
): StatementFilter {
  const { from, to } = resolvePeriod(search.period, options);
  return {
    virtualAccountId: search.virtualAccountId,
    types: search.types.length > 0 ? search.types : undefined,
    from: from ?? undefined,
    to: to ?? undefined,
  };
}

export const hasFilters = (search: StatementSearch): boolean =>
  search.types.length > 0 ||
  search.virtualAccountId !== undefined ||
  search.period.period !== DEFAULT_PERIOD.period;
