import { DEFAULT_TIME_ZONE } from '../period/period-range';

/**
 * Building an Intl formatter costs far more than formatting with it (tenths of a millisecond to
 * milliseconds, a time zone's first one about 25 ms): each one is built once per language and
 * options and reused, so a table of a hundred dates or a chart's axis builds one, not one per
 * cell.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function reused<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return reused(
    `number|${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(language, options),
  );
}

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return reused(
    `date|${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(language, options),
  );
}

/**
 * Amounts are integer cents everywhere (API, ledger); these turn them into the merchant's
 * currency format for the UI language: pt-BR `R$ 1.234,56`, en `R$1,234.56`.
 */
function moneyFormat(language: string, currency: string): Intl.NumberFormat {
  return numberFormat(language, { style: 'currency', currency });
}

/** 123456 → 'R$ 1.234,56' (pt-BR). Cents are exact integers; the division is for display only. */
export function formatMoney(cents: number, language: string, currency = 'BRL'): string {
  // Intl puts a no-break space after R$; a plain space reads (and tests) the same to users.
  return moneyFormat(language, currency)
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
}

/** A ratio 0..1 as a percentage: 0.4567 → '45.67%' / '45,67%'. */
export function formatPercent(ratio: number, language: string): string {
  return numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(ratio);
}

/**
 * An ISO instant as date and time in the viewer's language, e.g. '22/11/2026 14:05', on the
 * merchant's clock (America/Sao_Paulo), the zone the statement, exports and period filter use:
 * a movement reads the same time on every screen whatever the browser's zone.
 */
export function formatDateTime(
  iso: string,
  language: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return dateFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/**
 * An ISO date ('2026-11-22', read at noon UTC so that no zone moves it to another day) or an
 * instant, formatted in the viewer's language and the merchant's zone.
 */
function formatCalendarDate(
  iso: string,
  language: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return dateFormat(language, { ...options, timeZone }).format(date);
}

/** An ISO date or instant as a date in the viewer's language, e.g. '22/11/2026' (merchant's zone). */
export function formatDate(
  iso: string,
  language: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return formatCalendarDate(iso, language, timeZone, { dateStyle: 'short' });
}

/** An ISO date as day and month for a chart axis, e.g. '01/11' in pt-BR and '11/01' in English. */
export function formatDayMonth(
  iso: string,
  language: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return formatCalendarDate(iso, language, timeZone, { day: '2-digit', month: '2-digit' });
}
