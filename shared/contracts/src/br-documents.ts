/**
 * Brazilian fiscal documents: CPF (a person, 11 digits) and CNPJ (a company, 14 digits). One
 * home for their check digits, parsing and display, so the API and every form agree on what a
 * valid number is (docs/architecture.md "Contracts").
 */

/** Only the digits of a document typed with or without its punctuation. */
export const documentDigits = (value: string): string => value.replace(/\D/g, '');

/** Receita Federal's modulo 11 digit; `weight(i)` is the weight of the i-th digit. */
const checkDigit = (digits: string, weight: (index: number) => number): number => {
  const sum = [...digits].reduce((acc, digit, i) => acc + Number(digit) * weight(i), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

const cpfCheckDigit = (digits: string) => checkDigit(digits, (i) => digits.length + 1 - i);
const cnpjCheckDigit = (digits: string) =>
  checkDigit(digits, (i) => ((digits.length - 1 - i) % 8) + 2);

/** The two check digits of a 9-digit CPF base. */
export function cpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error('CPF base must be 9 digits');
  const first = cpfCheckDigit(base);
  return `${first}${cpfCheckDigit(`${base}${first}`)}`;
}

/** The two check digits for a 12-digit CNPJ base (8 digits of company + 4 of branch). */
export function cnpjCheckDigits(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error('CNPJ base must be 12 digits');
  const first = cnpjCheckDigit(base);
  return `${first}${cnpjCheckDigit(`${base}${first}`)}`;
}

/** 11 digits, not all the same, with the right check digits. */
export function isValidCpf(document: string): boolean {
  if (!/^\d{11}$/.test(document) || /^(\d)\1{10}$/.test(document)) return false;
  return cpfCheckDigits(document.slice(0, 9)) === document.slice(9);
}

/** 14 digits, not all the same, with the right check digits. */
export function isValidCnpj(document: string): boolean {
  if (!/^\d{14}$/.test(document) || /^(\d)\1{13}$/.test(document)) return false;
  return cnpjCheckDigits(document.slice(0, 12)) === document.slice(12);
}

/** CPF or CNPJ as typed (dots, dash, slash allowed) → its characters, or null when not valid. */
export function normalizeFiscalDocument(input: string): string | null {
  // Letters: only the alphanumeric CNPJ (from July 2026) has them.
  if (/[a-z]/i.test(input)) return normalizeCnpj(input);
  if (!/^[\d\s./-]+$/.test(input.trim())) return null;
  const digits = documentDigits(input);
  if (digits.length === 11) return isValidCpf(digits) ? digits : null;
  if (digits.length === 14) return isValidCnpj(digits) ? digits : null;
  return null;
}

/** The value of a CNPJ character in its check digits (digits and A–Z: ASCII − 48). */
const cnpjCharValue = (char: string) => char.charCodeAt(0) - 48;

const alphanumericCnpjDigit = (base: string): string => {
  const sum = [...base].reduce(
    (acc, char, i) => acc + cnpjCharValue(char) * (((base.length - 1 - i) % 8) + 2),
    0,
  );
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
};

/**
 * A CNPJ as typed (punctuation allowed) → its 14 characters, or null when it is not valid:
 * the numeric CNPJ, and the alphanumeric one Receita Federal issues from July 2026 (12
 * characters 0–9 / A–Z, upper-cased, then 2 check digits, each character weighing its ASCII
 * code − 48). Wherever the product takes a CNPJ it takes both.
 */
export function normalizeCnpj(input: string): string | null {
  const trimmed = input.trim().toUpperCase();
  if (!/^[0-9A-Z./\s-]+$/.test(trimmed)) return null;
  const plain = trimmed.replace(/[./\s-]/g, '');
  if (/^\d{14}$/.test(plain)) return isValidCnpj(plain) ? plain : null;
  if (!/^[0-9A-Z]{12}\d{2}$/.test(plain)) return null;
  const first = alphanumericCnpjDigit(plain.slice(0, 12));
  const second = alphanumericCnpjDigit(plain.slice(0, 12) + first);
  return plain.endsWith(first + second) ? plain : null;
}

/** CPF for 11 digits, CNPJ for 14: the label a Brazilian reader expects next to the number. */
export const documentKind = (digits: string): 'cpf' | 'cnpj' | null =>
  /^\d{11}$/.test(digits) ? 'cpf' : /^\d{14}$/.test(digits) ? 'cnpj' : null;

/** 12345678909 → 123.456.789-09; 11222333000181 → 11.222.333/0001-81; anything else as is. */
export function formatDocument(digits: string): string {
  if (/^\d{11}$/.test(digits))
    return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
  if (/^[0-9A-Z]{12}\d{2}$/.test(digits))
    return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
  return digits;
}
