import type { TBalanceSummary, TMovementType } from '@arara/contracts';
import type { Db } from '../../db/client';
import { createLedgerAccountsRepository } from '../../repositories/ledger-accounts-repository';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import { virtualAccountNotFound } from './post-movement';

export type Balance = { current: number; blocked: number; available: number };

/** A virtual account's balance (cents): current, blocked, available = current − blocked. */
export async function getBalance(
  db: Db,
  merchantId: string,
  virtualAccountId: string,
): Promise<Balance> {
  const account = await createLedgerAccountsRepository(db).findVirtualAccount(
    merchantId,
    virtualAccountId,
  );
  if (!account) throw virtualAccountNotFound();
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
 * Spec §3 "Balance summary": the current and blocked balance now, and the total of each kind of
 * movement (magnitudes, in cents) over the period (all time when no period is given).
 */
export async function getBalanceSummary(
  db: Db,
  merchantId: string,
  filter: BalanceSummaryFilter = {},
): Promise<TBalanceSummary> {
  if (filter.virtualAccountId !== undefined) {
    await getBalance(db, merchantId, filter.virtualAccountId);
  }
  const repo = createLedgerRepository(db);
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
