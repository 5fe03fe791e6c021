import type { TCard } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { findCard, toCardDto } from './to-card-dto';

export async function getCard(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  cardId: string,
): Promise<TCard> {
  return toCardDto(await findCard(deps, merchantId, cardId));
}
