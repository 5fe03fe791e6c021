import type { TPixKey, TPixKeysQuery } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { requireVirtualAccount } from '../ledger';
import { toPixKeyDto } from './to-pix-key-dto';

/** The merchant's keys, or one virtual account's (another merchant's account: 404). */
export async function listPixKeys(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  query: TPixKeysQuery & { virtualAccountId?: string },
): Promise<TPixKey[]> {
  const { ledgerAccounts, pixKeys } = deps.repositories;
  if (query.virtualAccountId !== undefined) {
    await requireVirtualAccount(ledgerAccounts, merchantId, query.virtualAccountId);
  }
  const rows = await pixKeys.list(merchantId, {
    ...(query.virtualAccountId === undefined ? {} : { virtualAccountId: query.virtualAccountId }),
    ...(query.status === undefined ? {} : { status: query.status }),
  });
  return rows.map(toPixKeyDto);
}
