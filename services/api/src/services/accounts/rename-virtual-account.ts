import type { TUpdateVirtualAccountRequest, TVirtualAccountDetail } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { updateVirtualAccount } from '../ledger';
import { getVirtualAccount } from './get-virtual-account';

/** Only the label changes; a different type or currency is a field error. */
export async function renameVirtualAccount(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  virtualAccountId: string,
  patch: TUpdateVirtualAccountRequest,
): Promise<TVirtualAccountDetail> {
  const account = await updateVirtualAccount(deps, merchantId, virtualAccountId, patch);
  return getVirtualAccount(deps, merchantId, account.id);
}
