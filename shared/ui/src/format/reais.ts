/**
 * What a user types as an amount in reais, to integer cents: `1234`, `1.234,56` (pt-BR),
 * `1,234.56` (en), `10,5`, `R$ 12,00`. The last `,` or `.` followed by one or two digits is the
 * decimal separator; other separators group thousands. No floating point: cents stay exact.
 * Returns undefined for an empty or unreadable text.
 */
export function parseReais(text: string): number | undefined {
  const cleaned = text.replace(/R\$|\s/g, '');
  if (cleaned === '' || !/^[\d.,]+$/.test(cleaned)) return undefined;
  const decimal = /[.,](\d{1,2})$/.exec(cleaned);
  const whole = (decimal ? cleaned.slice(0, decimal.index) : cleaned).replace(/[.,]/g, '');
  const fraction = decimal?.[1]?.padEnd(2, '0') ?? '00';
  if (whole === '' && !decimal) return undefined;
  const cents = Number(whole || '0') * 100 + Number(fraction);
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** Cents as the text of the amount field, in the UI language: 123456 → `1234,56` / `1234.56`. */
export function centsToInput(cents: number, language: string): string {
  const separator = language.startsWith('pt') ? ',' : '.';
  const whole = Math.trunc(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}${separator}${fraction}`;
}
