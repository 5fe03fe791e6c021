import { AppErrorCode } from '@arara/contracts';
import type { LedgerHold } from '../../db/schema-ledger';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import type { DataDeps } from '../deps';
import { requireActiveAccount, virtualAccountNotFound } from './post-movement';

/**
 * Blocks part of a virtual account's available balance (current stays, blocked grows). Refused
 * with INSUFFICIENT_FUNDS when the available balance is smaller than the amount.
 */
export async function holdBalance(
  { db, repositories: { ledger } }: DataDeps,
  merchantId: string,
  request: { virtualAccountId: string; amount: number; reason?: string | undefined },
): Promise<LedgerHold> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new AppError(
      AppErrorCode.VALIDATION_ERROR,
      'The amount must be a positive number of cents',
      {
        amount: 'ledger.errors.amountPositive',
      },
    );
  }
  if (!isUuid(request.virtualAccountId)) throw virtualAccountNotFound();
  return db.transaction(async (tx) => {
    const [locked] = await ledger.lockVirtualAccounts([request.virtualAccountId], tx);
    const account = requireActiveAccount(locked, { merchantId });
    if (account.balance - account.blockedBalance < request.amount) {
      throw new AppError(
        AppErrorCode.INSUFFICIENT_FUNDS,
        'Insufficient available balance in the virtual account',
        { amount: 'ledger.errors.insufficientFunds' },
      );
    }
    await ledger.addToBalances(account.id, { blockedBalance: request.amount }, tx);
    return ledger.insertHold(
      {
        merchantId,
        virtualAccountId: account.id,
        amount: request.amount,
        reason: request.reason ?? null,
      },
      tx,
    );
  });
}

/** Unblocks an active hold: its amount is available again. */
export async function releaseHold(
  { db, repositories: { ledger } }: DataDeps,
  merchantId: string,
  holdId: string,
): Promise<LedgerHold> {
  const notFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Hold not found');
  if (!isUuid(holdId)) throw notFound();
  return db.transaction(async (tx) => {
    const unlocked = await ledger.findHold(merchantId, holdId, {}, tx);
    if (!unlocked) throw notFound();
    // Same order as every money-moving transaction: the account first, then the hold.
    await ledger.lockVirtualAccounts([unlocked.virtualAccountId], tx);
    const hold = await ledger.findHold(merchantId, holdId, { lock: true }, tx);
    if (!hold) throw notFound();
    if (hold.status !== 'active') {
      throw new AppError(AppErrorCode.CONFLICT, 'The hold is no longer active');
    }
    await ledger.addToBalances(hold.virtualAccountId, { blockedBalance: -hold.amount }, tx);
    return ledger.closeHold(hold.id, 'released', undefined, tx);
  });
}
