const weights = (length: number): number[] =>
  Array.from({ length }, (_, i) => ((length - 1 - i) % 8) + 2);

const checkDigit = (digits: string): number => {
  const w = weights(digits.length);
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (w[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** The two check digits for a 12-digit CNPJ base (8 digits of company + 4 of branch). */
export function cnpjCheckDigits(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error('CNPJ base must be 12 digits');
  const first = checkDigit(base);
  const second = checkDigit(`${base}${first}`);
  return `${first}${second}`;
}

export function isValidCnpj(document: string): boolean {
  if (!/^\d{14}$/.test(document) || /^(\d)\1{13}$/.test(document)) return false;
  return cnpjCheckDigits(document.slice(0, 12)) === document.slice(12);
}
