import type { ServiceDeps } from '../deps';
import { pixKeyNotFound } from './pix-key-errors';

/**
 * Deactivates an active key (its key is free again for any account), or drops a pending one;
 * 404 when none.
 */
export async function deactivatePixKey(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  id: string,
  now = new Date(),
): Promise<void> {
  if (!(await deps.repositories.pixKeys.deactivate(merchantId, id, now))) throw pixKeyNotFound();
}
