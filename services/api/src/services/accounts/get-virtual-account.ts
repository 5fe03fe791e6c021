import type { TVirtualAccountDetail } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { virtualAccountNotFound, requireVirtualAccount } from '../ledger';
import { withBankAccounts } from './to-account-dto';

export async function getVirtualAccount(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  virtualAccountId: string,
): Promise<TVirtualAccountDetail> {
  const account = await requireVirtualAccount(
    deps.repositories.ledgerAccounts,
    merchantId,
    virtualAccountId,
  );
  const [detail] = await withBankAccounts(deps, merchantId, [account]);
  if (!detail) throw virtualAccountNotFound();
  return detail;
}
