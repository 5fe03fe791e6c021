import type { TCard } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { toCardDto } from './to-card-dto';

export async function listCards(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
): Promise<TCard[]> {
  return (await deps.repositories.cards.list(merchantId)).map(toCardDto);
}
