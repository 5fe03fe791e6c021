import { AppErrorCode, CARD_MESSAGES } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../deps';
import { findCard } from './to-card-dto';

/** The period [from, to) of a card query (ISO instants); 400 when it ends before it starts. */
export function cardPeriod(query: { from?: string | undefined; to?: string | undefined }) {
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  if (from && to && from >= to) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The period ends before it starts', {
      to: CARD_MESSAGES.invalidPeriod,
    });
  }
  return { from, to };
}

/** A card filter must name one of the merchant's cards (else 404 'Card not found'). */
export async function assertCardFilter(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  cardId: string | undefined,
): Promise<void> {
  if (cardId !== undefined) await findCard(deps, merchantId, cardId);
}
