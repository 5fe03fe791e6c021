/**
 * The period filters of docs/requirements/ui-conventions.md "Period filters" as pure date arithmetic (no React, no antd).
 *
 * Semantics (what every screen and the API can rely on):
 * - A period is a range of CALENDAR DAYS in the merchant's time zone (default
 *   America/Sao_Paulo). "Today" is the date that a clock in that zone shows at `now`: at
 *   2026-03-01T02:30Z it is still 2026-02-28 in São Paulo (UTC−3).
 * - `from` and `to` are ISO dates 'YYYY-MM-DD', BOTH INCLUSIVE (`to` is the last day shown),
 *   the form the API's query string takes. `periodInstants` turns them into a half-open
 *   interval of instants [start, end): start = 00:00 of `from` in the zone, end = 00:00 of the
 *   day after `to` in the zone, for comparing timestamps (`createdAt >= start AND < end`).
 * - "Last N days" (7, 15, 30, 60) is today and the N − 1 days before it: N calendar days that
 *   end today (the convention of payment dashboards, so today's movements are included).
 * - "Current month" runs from the 1st of this month to today (no future days).
 * - "Last month" is the whole previous calendar month (1st to its last day; January → the
 *   December of the previous year; February of a leap year ends on the 29th).
 * - "All time" is unbounded: { from: null, to: null }.
 * - "Custom" is the dates the user chose, put in order (from ≤ to); a missing or invalid date
 *   leaves that side open (null).
 * Calendar arithmetic is done on plain dates (UTC, no offsets), so a daylight-saving change
 * can never shift a day; only "which date is today" and `periodInstants` use the time zone.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The presets in the order of docs/requirements/ui-conventions.md "Period filters" (the order the select shows them). */
export const PERIOD_KEYS = [
  'all',
  'today',
  'yesterday',
  'last7',
  'last15',
  'last30',
  'last60',
  'currentMonth',
  'lastMonth',
  'custom',
] as const;

export type PeriodKey = (typeof PERIOD_KEYS)[number];

/** The zone of the Brazilian merchants when a screen does not know a better one. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** What a screen stores (and keeps in the URL): the preset, and the dates of a custom range. */
export interface PeriodValue {
  period: PeriodKey;
  /** 'YYYY-MM-DD'; used by 'custom' only. */
  from?: string | null;
  /** 'YYYY-MM-DD'; used by 'custom' only. */
  to?: string | null;
}

/** Inclusive calendar dates 'YYYY-MM-DD'; null = open on that side. */
export interface PeriodRange {
  from: string | null;
  to: string | null;
}

export interface PeriodOptions {
  /** The current instant; defaults to the clock. */
  now?: Date | number | string;
  /** IANA zone whose calendar the days follow. */
  timeZone?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FORMAT = 'YYYY-MM-DD';

/** The number of days of each "last N days" preset. */
const LAST_DAYS: Partial<Record<PeriodKey, number>> = {
  last7: 7,
  last15: 15,
  last30: 30,
  last60: 60,
};

export function isPeriodKey(value: unknown): value is PeriodKey {
  return typeof value === 'string' && (PERIOD_KEYS as readonly string[]).includes(value);
}

/** True for a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  return (
    typeof value === 'string' && ISO_DATE.test(value) && dayjs.utc(value).format(FORMAT) === value
  );
}

/**
 * One formatter per zone, reused: building the first formatter with a time zone loads the
 * zone data of the browser's ICU (about 25 ms), and dayjs's `tz()` builds a new one on every
 * call (`toLocaleString` with a `timeZone`). The default zone's is built when this module loads
 * (with the data entry, ahead of a click when the idle preload brings the page), so that a
 * page's first render or its first request does not pay for it (docs/benchmarks.md "Home
 * balance cards after navigation").
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}
dayFormat(DEFAULT_TIME_ZONE);

/** The calendar date at `now` in `timeZone`, as a plain (UTC midnight) date. */
function todayIn({ now, timeZone = DEFAULT_TIME_ZONE }: PeriodOptions): Dayjs {
  const instant = now === undefined ? new Date() : dayjs(now).toDate();
  if (Number.isNaN(instant.getTime())) return dayjs.utc(Number.NaN);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dayFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return dayjs.utc(`${parts.year}-${parts.month}-${parts.day}`);
}

/** Today's date 'YYYY-MM-DD' in the zone. */
export function todayIso(options: PeriodOptions = {}): string {
  return todayIn(options).format(FORMAT);
}

function range(from: Dayjs, to: Dayjs): PeriodRange {
  return { from: from.format(FORMAT), to: to.format(FORMAT) };
}

/**
 * The inclusive dates of a period at `now` in `timeZone`. For 'custom' pass the chosen
 * `from`/`to` in `custom` (invalid ones are ignored, reversed ones are swapped).
 */
export function periodRange(
  period: PeriodKey,
  options: PeriodOptions = {},
  custom: { from?: string | null; to?: string | null } = {},
): PeriodRange {
  const today = todayIn(options);
  const days = LAST_DAYS[period];
  if (days !== undefined) return range(today.subtract(days - 1, 'day'), today);
  switch (period) {
    case 'all':
      return { from: null, to: null };
    case 'today':
      return range(today, today);
    case 'yesterday': {
      const yesterday = today.subtract(1, 'day');
      return range(yesterday, yesterday);
    }
    case 'currentMonth':
      return range(today.startOf('month'), today);
    case 'lastMonth': {
      const lastMonth = today.startOf('month').subtract(1, 'month');
      return range(lastMonth, lastMonth.endOf('month'));
    }
    default: {
      const from = isIsoDate(custom.from) ? custom.from : null;
      const to = isIsoDate(custom.to) ? custom.to : null;
      // ISO dates compare as strings.
      return from && to && from > to ? { from: to, to: from } : { from, to };
    }
  }
}

/** The dates of a stored value (a preset is computed at `now`; custom keeps its dates). */
export function resolvePeriod(value: PeriodValue, options: PeriodOptions = {}): PeriodRange {
  return periodRange(value.period, options, { from: value.from, to: value.to });
}

/**
 * The instants of a range in the zone, half-open: `start` is 00:00 of `from`, `end` is 00:00
 * of the day after `to` (exclusive). null where the range is open.
 */
export function periodInstants(
  { from, to }: PeriodRange,
  timeZone: string = DEFAULT_TIME_ZONE,
): { start: Date | null; end: Date | null } {
  return {
    start: from ? dayjs.tz(from, timeZone).toDate() : null,
    end: to ? dayjs.tz(dayjs.utc(to).add(1, 'day').format(FORMAT), timeZone).toDate() : null,
  };
}

/** The URL search parameters that hold the filter (the screen's other parameters stay). */
export const PERIOD_PARAMS = { period: 'period', from: 'from', to: 'to' } as const;

/**
 * Reads the filter from the URL. An unknown or missing `period` gives `fallback`; `from`/`to`
 * are read for 'custom' only and only when they are real dates. A preset keeps no dates in the
 * URL, so a link to "last 7 days" means the last 7 days of whoever opens it.
 */
export function parsePeriodParams(
  params: URLSearchParams,
  fallback: PeriodValue = { period: 'all' },
): PeriodValue {
  const period = params.get(PERIOD_PARAMS.period);
  if (!isPeriodKey(period)) return fallback;
  if (period !== 'custom') return { period };
  const from = params.get(PERIOD_PARAMS.from);
  const to = params.get(PERIOD_PARAMS.to);
  return { period, from: isIsoDate(from) ? from : null, to: isIsoDate(to) ? to : null };
}

/**
 * Writes the filter into a copy of `params` (`period=last7`, or
 * `period=custom&from=2026-02-01&to=2026-02-15`), removing dates a preset does not use.
 */
export function toPeriodParams(
  value: PeriodValue,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(PERIOD_PARAMS.period, value.period);
  next.delete(PERIOD_PARAMS.from);
  next.delete(PERIOD_PARAMS.to);
  if (value.period === 'custom') {
    if (isIsoDate(value.from)) next.set(PERIOD_PARAMS.from, value.from);
    if (isIsoDate(value.to)) next.set(PERIOD_PARAMS.to, value.to);
  }
  return next;
}
