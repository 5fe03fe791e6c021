import type { TLanguage } from '@arara/contracts';
import en from '@arara/locales/en/exports.json' with { type: 'json' };
import ptBR from '@arara/locales/pt-BR/exports.json' with { type: 'json' };
import type { ServiceDeps } from '../deps';
import { formatOffset, MERCHANT_TIME_ZONE, zonedParts } from '../../lib/zoned-time';

/**
 * What every CSV file of the dashboard shares (the statement's and the documents'): the texts of
 * locales/<language>/exports.json, the number and date formats of each language, RFC 4180
 * quoting, formula-safe text, UTF-8 with BOM and CRLF, written in chunks as rows arrive.
 */

type ExportTexts = typeof en;
// Typed as the English file: a key missing in pt-BR fails the typecheck.
export const exportTexts: Record<TLanguage, ExportTexts> = { en, 'pt-BR': ptBR };

/** Cents → "-1234.56" (or "-1234,56" with a decimal comma); no thousands separator. */
export function formatCents(cents: number, decimalSeparator: '.' | ',' = '.'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}${decimalSeparator}${String(abs % 100).padStart(2, '0')}`;
}

/**
 * en: `,` separator, decimal point, ISO 8601 dates with the offset (2026-11-22T09:30:15.123-03:00).
 * pt-BR: `;` separator (Excel in Portuguese reads it), decimal comma, dd/mm/yyyy hh:mm:ss.
 * Dates in the merchant's time zone (America/Sao_Paulo).
 */
export const CSV_FORMATS = {
  en: {
    separator: ',',
    decimal: '.',
    date: (instant: Date) => {
      const p = zonedParts(instant, MERCHANT_TIME_ZONE);
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}.${p.millisecond}${formatOffset(p.offsetMinutes)}`;
    },
  },
  'pt-BR': {
    separator: ';',
    decimal: ',',
    date: (instant: Date) => {
      const p = zonedParts(instant, MERCHANT_TIME_ZONE);
      return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
    },
  },
} as const satisfies Record<
  TLanguage,
  { separator: string; decimal: '.' | ','; date: (instant: Date) => string }
>;
export type CsvFormat = (typeof CSV_FORMATS)[TLanguage];

/** Quotes a field when it holds the separator, a quote or a line break (RFC 4180). */
function csvField(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value)
    ? `"${value.replaceAll('"', '""')}"`
    : value;
}

/**
 * Free text (reference, description, label, names) that a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR at the start) gets a leading apostrophe (OWASP "CSV injection").
 */
export const inertText = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

const CSV_BOM = '\uFEFF';
export const ROWS_PER_CHUNK = 200;

/**
 * A CSV file, chunk by chunk (UTF-8 with BOM, CRLF line ends): the header, then one line per
 * item as the items arrive (`row` answers the fields, formatted with `format`).
 */
export async function* csvFile<T>(
  items: AsyncIterable<T>,
  language: TLanguage,
  header: readonly string[],
  row: (item: T, format: CsvFormat) => string[],
): AsyncGenerator<string> {
  const format = CSV_FORMATS[language];
  const line = (values: readonly string[]) =>
    `${values.map((value) => csvField(value, format.separator)).join(format.separator)}\r\n`;
  let chunk = CSV_BOM + line(header);
  let rows = 0;
  for await (const item of items) {
    chunk += line(row(item, format));
    rows += 1;
    if (rows % ROWS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}

/** A file to download: its name (in the file's language) and its chunks, streamed. */
export type ExportFile = {
  filename: string;
  body: AsyncIterable<string | Buffer>;
};

/** The file's language: the one asked for, else the merchant's default language. */
export async function exportLanguage(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  asked: TLanguage | undefined,
): Promise<TLanguage> {
  if (asked) return asked;
  return (await deps.repositories.merchants.findById(merchantId))?.defaultLanguage ?? 'en';
}
