/** Valid, unique-enough CPF and phone numbers for flows that register Pix keys. */

function randomDigits(count: number): number[] {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10));
}

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CPF with real check digits whose digits are not all the same. */
export function randomCpf(): string {
  for (;;) {
    const base = randomDigits(9);
    if (new Set(base).size === 1) continue;
    const first = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const second = checkDigit([...base, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    return [...base, first, second].join('');
  }
}

/** A São Paulo mobile number with its area code: 11 9XXXX-XXXX. */
export function randomMobile(): string {
  return `119${randomDigits(8).join('')}`;
}

/** A CNPJ with real check digits (a company's 8 digits, branch 0001). */
export function randomCnpj(): string {
  const base = [...randomDigits(8), 0, 0, 0, 1];
  const first = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...base, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, first, second].join('');
}
