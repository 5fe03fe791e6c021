import type { TCardInvoices } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { findCard, toInvoiceDto } from './to-card-dto';

/** A card's invoices, newest first, and the open one (purchases of today go there). */
export async function getCardInvoices(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  cardId: string,
): Promise<TCardInvoices> {
  await findCard(deps, merchantId, cardId);
  const items = (await deps.repositories.cards.invoices(merchantId, cardId)).map(toInvoiceDto);
  return { current: items.find((invoice) => invoice.status === 'open') ?? null, items };
}
