import { AppErrorCode, type TCard, type TCardInvoice } from '@arara/contracts';
import type { Card } from '../../db/schema-cards';
import { AppError } from '../../lib/app-error';
import type { InvoiceWithAmount } from '../../repositories/cards-repository';
import type { ServiceDeps } from '../deps';

const cardNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Card not found');

/** •••• •••• •••• 1234 (Amex: •••• •••••• •1234). */
export const maskPan = (card: Pick<Card, 'brand' | 'last4'>): string =>
  card.brand === 'amex' ? `•••• •••••• •${card.last4}` : `•••• •••• •••• ${card.last4}`;

export const toCardDto = (card: Card): TCard => ({
  id: card.id,
  merchantId: card.merchantId,
  virtualAccountId: card.virtualAccountId,
  holderName: card.holderName,
  name: card.name,
  brand: card.brand,
  last4: card.last4,
  maskedNumber: maskPan(card),
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
  status: card.status,
  creditLimit: card.creditLimit,
  createdAt: card.createdAt.toISOString(),
});

export const toInvoiceDto = (invoice: InvoiceWithAmount): TCardInvoice => ({
  id: invoice.id,
  cardId: invoice.cardId,
  openingDate: invoice.openingDate,
  closingDate: invoice.closingDate,
  dueDate: invoice.dueDate,
  amount: invoice.amount,
  paidAmount: invoice.paidAmount,
  pendingAmount: Math.max(invoice.amount - invoice.paidAmount, 0),
  status: invoice.status,
});

/** The merchant's card (another merchant's or unknown: 404 'Card not found'). */
export async function findCard(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  cardId: string,
): Promise<Card> {
  const card = await deps.repositories.cards.find(merchantId, cardId);
  if (!card) throw cardNotFound();
  return card;
}
