import type { TCard, TCardBrand } from '@arara/contracts';

/**
 * A full card number as printed on the card: groups of 4, except American Express (4-6-5),
 * which is also how the API masks it.
 */
export function formatCardNumber(number: string, brand: TCardBrand): string {
  const digits = number.replace(/\D/g, '');
  if (brand === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.match(/.{1,4}/g)?.join(' ') ?? digits;
}

/** MM/YY, as printed on the card. */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** "Compras •••• 1234": the name alone can repeat across holders. */
export function cardLabel(card: Pick<TCard, 'name' | 'last4'>): string {
  return `${card.name} •••• ${card.last4}`;
}
