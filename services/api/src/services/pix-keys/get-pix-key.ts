import type { TPixKey } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { pixKeyNotFound } from './pix-key-errors';
import { toPixKeyDto } from './to-pix-key-dto';

export async function getPixKey(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  id: string,
): Promise<TPixKey> {
  const row = await deps.repositories.pixKeys.find(merchantId, id);
  if (!row) throw pixKeyNotFound();
  return toPixKeyDto(row);
}
