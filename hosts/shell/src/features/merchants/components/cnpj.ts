/** Formats what was typed as 00.000.000/0000-00, however far the user got. */
export function maskCnpj(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 14);
  const parts: [number, number, string][] = [
    [0, 2, ''],
    [2, 5, '.'],
    [5, 8, '.'],
    [8, 12, '/'],
    [12, 14, '-'],
  ];
  return parts
    .filter(([start]) => digits.length > start)
    .map(([start, end, separator]) => `${separator}${digits.slice(start, end)}`)
    .join('');
}
