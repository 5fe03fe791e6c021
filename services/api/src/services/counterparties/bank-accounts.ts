import {
  AppErrorCode,
  COUNTERPARTY_MESSAGES,
  type TCounterpartyDetail,
  type TCreateCounterpartyBankAccountRequest,
  type TUpdateCounterpartyBankAccountRequest,
} from '@arara/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findOne } from '../../db/map-row';
import { counterpartyBankAccounts } from '../../db/schema-counterparties';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  bankAccountNotFound,
  bankAccountTaken,
  requireCounterparty,
  toCounterpartyDetail,
} from './counterparty-store';

type BankAccountFields = Partial<Omit<TCreateCounterpartyBankAccountRequest, 'isPrimary'>>;

const columns = (request: BankAccountFields) => ({
  ...(request.bankName === undefined ? {} : { bankName: request.bankName.trim() }),
  ...(request.ispb === undefined ? {} : { ispb: request.ispb.trim() }),
  ...(request.agency === undefined ? {} : { agency: request.agency.trim() }),
  ...(request.account === undefined ? {} : { account: request.account.trim() }),
  ...(request.digit === undefined ? {} : { digit: request.digit.trim().toUpperCase() }),
  ...(request.type === undefined ? {} : { type: request.type }),
});

/**
 * Runs `change` in one transaction holding the counterparty's row lock, so that two requests on
 * the same counterparty's accounts never both leave a primary (or none); answers the detail.
 * A duplicate account (same ISPB, agency, account and digit) is a 409 on `account`.
 */
async function withLockedCounterparty(
  db: Db,
  merchantId: string,
  counterpartyId: string,
  change: (tx: Db) => Promise<void>,
): Promise<TCounterpartyDetail> {
  try {
    return await db.transaction(async (tx) => {
      const counterparty = await requireCounterparty(tx, merchantId, counterpartyId, {
        lock: true,
      });
      await change(tx);
      return toCounterpartyDetail(tx, counterparty);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw bankAccountTaken();
    throw error;
  }
}

const unsetPrimary = (tx: Db, counterpartyId: string) =>
  tx
    .update(counterpartyBankAccounts)
    .set({ isPrimary: false, updatedAt: new Date() })
    .where(
      and(
        eq(counterpartyBankAccounts.counterpartyId, counterpartyId),
        eq(counterpartyBankAccounts.isPrimary, true),
      ),
    );

async function findAccount(tx: Db, counterpartyId: string, id: string) {
  const row = await findOne(
    tx,
    counterpartyBankAccounts,
    and(
      eq(counterpartyBankAccounts.counterpartyId, counterpartyId),
      eq(counterpartyBankAccounts.id, id),
    ),
  );
  if (!row) throw bankAccountNotFound();
  return row;
}

/** Adds a bank account; the first one is primary, and `isPrimary` makes it the only primary. */
export function addCounterpartyBankAccount(
  db: Db,
  merchantId: string,
  counterpartyId: string,
  request: TCreateCounterpartyBankAccountRequest,
): Promise<TCounterpartyDetail> {
  return withLockedCounterparty(db, merchantId, counterpartyId, async (tx) => {
    const existing = await tx
      .select({ id: counterpartyBankAccounts.id })
      .from(counterpartyBankAccounts)
      .where(eq(counterpartyBankAccounts.counterpartyId, counterpartyId))
      .limit(1);
    const isPrimary = existing.length === 0 || request.isPrimary === true;
    if (isPrimary) await unsetPrimary(tx, counterpartyId);
    const { bankName, ispb, agency, account, digit, type } = request;
    await tx.insert(counterpartyBankAccounts).values({
      counterpartyId,
      bankName: bankName.trim(),
      ispb: ispb.trim(),
      agency: agency.trim(),
      account: account.trim(),
      digit: digit.trim().toUpperCase(),
      type,
      isPrimary,
    });
  });
}

/**
 * Edits a bank account. `isPrimary: true` unsets the other primary in the same transaction;
 * `isPrimary: false` on the primary is refused (there is always exactly one when any exist).
 */
export function updateCounterpartyBankAccount(
  db: Db,
  merchantId: string,
  counterpartyId: string,
  bankAccountId: string,
  request: TUpdateCounterpartyBankAccountRequest,
): Promise<TCounterpartyDetail> {
  return withLockedCounterparty(db, merchantId, counterpartyId, async (tx) => {
    const current = await findAccount(tx, counterpartyId, bankAccountId);
    if (request.isPrimary === false && current.isPrimary) {
      throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Make another account primary instead', {
        isPrimary: COUNTERPARTY_MESSAGES.primaryRequired,
      });
    }
    const makePrimary = request.isPrimary === true && !current.isPrimary;
    if (makePrimary) await unsetPrimary(tx, counterpartyId);
    await tx
      .update(counterpartyBankAccounts)
      .set({
        ...columns(request),
        ...(makePrimary ? { isPrimary: true } : {}),
        updatedAt: new Date(),
      })
      .where(eq(counterpartyBankAccounts.id, bankAccountId));
  });
}

/** Removes a bank account; when it was the primary, the oldest remaining one becomes primary. */
export function removeCounterpartyBankAccount(
  db: Db,
  merchantId: string,
  counterpartyId: string,
  bankAccountId: string,
): Promise<TCounterpartyDetail> {
  return withLockedCounterparty(db, merchantId, counterpartyId, async (tx) => {
    const current = await findAccount(tx, counterpartyId, bankAccountId);
    await tx.delete(counterpartyBankAccounts).where(eq(counterpartyBankAccounts.id, bankAccountId));
    if (!current.isPrimary) return;
    const [next] = await tx
      .select({ id: counterpartyBankAccounts.id })
      .from(counterpartyBankAccounts)
      .where(
        and(
          eq(counterpartyBankAccounts.counterpartyId, counterpartyId),
          ne(counterpartyBankAccounts.id, bankAccountId),
        ),
      )
      .orderBy(asc(counterpartyBankAccounts.createdAt), asc(counterpartyBankAccounts.id))
      .limit(1);
    if (next) {
      await tx
        .update(counterpartyBankAccounts)
        .set({ isPrimary: true, updatedAt: new Date() })
        .where(eq(counterpartyBankAccounts.id, next.id));
    }
  });
}
