import type { TBalanceSummary, TMovementType } from '@arara/contracts';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import type { ServiceDeps } from '../deps';
import { requireVirtualAccount } from './post-movement';

export type Balance = { current: number; blocked: number; available: number };

/** A virtual account's balance (cents): current, blocked, available = current − blocked. */
export async function getBalance(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  virtualAccountId: string,
): Promise<Balance> {
  const account = await requireVirtualAccount(
    deps.repositories.ledgerAccounts,
    merchantId,
    virtualAccountId,
  );
  return {
    current: account.balance,
    blocked: account.blockedBalance,
    available: account.balance - account.blockedBalance,
  };
}

export type BalanceSummaryFilter = {
  /** One virtual account; all of the merchant's when absent. */
  virtualAccountId?: string | undefined;
  /** Totals of the movements in [from, to); balances are always the current ones. */
  from?: Date | undefined;
  to?: Date | undefined;
};

/**
 * The balance summary (docs/ledger.md "Accounts"): the current and blocked balance now, and the total of each kind of
 * movement (magnitudes, in cents) over the period (all time when no period is given).
 */
export async function getBalanceSummary(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  merchantId: string,
  filter: BalanceSummaryFilter = {},
): Promise<TBalanceSummary> {
  if (filter.virtualAccountId !== undefined) {
    await getBalance(deps, merchantId, filter.virtualAccountId);
  }
  const repo = createLedgerRepository(deps.db);
  const cached = await repo.cachedBalances(merchantId, filter.virtualAccountId);
  const { current, blocked } = cached;
  // All time: the cached totals; a period: the postings of that period (one index range).
  const totals =
    filter.from === undefined && filter.to === undefined
      ? cached.totals
      : await repo.totalsByType({ merchantId, ...filter });
  const total = (type: TMovementType) => Math.abs(totals.get(type) ?? 0);
  return {
    current,
    blocked,
    available: current - blocked,
    deposits: total('deposit'),
    fees: total('fee'),
    withdrawals: total('withdrawal'),
    refunds: total('refund'),
    transfersIn: total('transfer_in'),
    transfersOut: total('transfer_out'),
  };
}
