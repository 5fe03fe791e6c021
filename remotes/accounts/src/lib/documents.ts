/** 11 digits → 123.456.789-09; 14 digits → 11.222.333/0001-81; anything else as it is. */
export function formatDocument(digits: string): string {
  if (/^\d{11}$/.test(digits))
    return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
  if (/^\d{14}$/.test(digits))
    return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
  return digits;
}

/** CPF for 11 digits, CNPJ for 14: the label a Brazilian reader expects next to the number. */
export const documentKind = (digits: string): 'cpf' | 'cnpj' | null =>
  /^\d{11}$/.test(digits) ? 'cpf' : /^\d{14}$/.test(digits) ? 'cnpj' : null;
