import { createHash } from 'node:crypto';
import {
  AppErrorCode,
  PAYMENT_MESSAGES,
  type TMovementMethod,
  type TMovementType,
} from '@arara/contracts';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { DataDeps } from '../deps';
import type { LedgerEntryType, VirtualAccount } from '../../db/schema-ledger';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { LEDGER_BALANCE_CAP } from '../../lib/money-rules';
import {
  isUuid,
  type LedgerAccountsRepository,
} from '../../repositories/ledger-accounts-repository';
import type {
  EntryWithPostings,
  LedgerRepository,
  LockedVirtualAccount,
} from '../../repositories/ledger-repository';
import { systemAccounts } from './system-accounts';

type MovementCommon = {
  /** Cents, > 0. */
  amount: number;
  reference?: string | undefined;
  description?: string | undefined;
  /** Defaults: external for deposit, withdrawal and refund; internal for fee and transfer. */
  method?: TMovementMethod | undefined;
  /** Per merchant. A retry with the same key and request returns the first result. */
  idempotencyKey?: string | undefined;
  /** Money the sandbox made up (ledger_entries.sandbox): see services/ledger/sandbox-credits. */
  sandbox?: boolean | undefined;
};

export type MovementRequest =
  | (MovementCommon & { type: 'deposit' | 'fee'; virtualAccountId: string })
  | (MovementCommon & {
      type: 'withdrawal' | 'refund';
      virtualAccountId: string;
      /**
       * Pays the withdrawal (or the refund of a MED infraction) out of this active hold
       * (captured; the rest is released).
       */
      holdId?: string | undefined;
    })
  | (MovementCommon & {
      type: 'transfer';
      fromVirtualAccountId: string;
      toVirtualAccountId: string;
      /**
       * A payment to another merchant (a Pix inside the platform): the `to` account must be an
       * account of this merchant instead of the acting one. The entry, its idempotency key and
       * the debit stay the acting merchant's; each posting carries its own account's merchant.
       */
      receiverMerchantId?: string | undefined;
    });

export type MovementPosting = {
  virtualAccountId: string | null;
  systemAccountId: string | null;
  type: TMovementType;
  /** Signed cents: positive credits the account. */
  amount: number;
  /** The virtual account's balance right after this posting (null on system accounts). */
  balanceAfter: number | null;
};

export type MovementResult = {
  id: string;
  merchantId: string;
  type: LedgerEntryType;
  reference: string | null;
  description: string | null;
  method: TMovementMethod;
  /** Money the sandbox made up, not a real payer's. */
  sandbox: boolean;
  createdAt: Date;
  postings: MovementPosting[];
  /** True when this is the stored result of an earlier request with the same idempotency key. */
  replayed: boolean;
};

const defaultMethod: Record<LedgerEntryType, TMovementMethod> = {
  deposit: 'external',
  withdrawal: 'external',
  refund: 'external',
  fee: 'internal',
  transfer: 'internal',
};

export const virtualAccountNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Virtual account not found');

/** The merchant's virtual account `id`: 404 for another merchant's or an unknown one. */
export async function requireVirtualAccount(
  accounts: LedgerAccountsRepository,
  merchantId: string,
  id: string,
): Promise<VirtualAccount> {
  const account = await accounts.findVirtualAccount(merchantId, id);
  if (!account) throw virtualAccountNotFound();
  return account;
}

/**
 * `account`, when it exists (and is `merchantId`'s, when given) and is active: 404 otherwise,
 * or 409 when it is not active (`fieldKey`: the message key in the caller's namespace).
 */
export function requireActiveAccount<A extends { status: string; merchantId?: string }>(
  account: A | undefined,
  {
    merchantId,
    fieldKey = 'ledger.errors.accountNotActive',
  }: { merchantId?: string; fieldKey?: string } = {},
): A {
  if (!account || (merchantId !== undefined && account.merchantId !== merchantId)) {
    throw virtualAccountNotFound();
  }
  if (account.status !== 'active') {
    throw new AppError(AppErrorCode.CONFLICT, 'The virtual account is not active', {
      virtualAccountId: fieldKey,
    });
  }
  return account;
}

const accountIdsOf = (request: MovementRequest): string[] =>
  request.type === 'transfer'
    ? [request.fromVirtualAccountId, request.toVirtualAccountId]
    : [request.virtualAccountId];

function validate(request: MovementRequest): void {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new AppError(
      AppErrorCode.VALIDATION_ERROR,
      'The amount must be a positive number of cents',
      {
        amount: 'ledger.errors.amountPositive',
      },
    );
  }
  if (request.type === 'transfer' && request.fromVirtualAccountId === request.toVirtualAccountId) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Choose two different virtual accounts', {
      toVirtualAccountId: 'ledger.errors.sameAccount',
    });
  }
  if (
    request.idempotencyKey !== undefined &&
    !/^[\x21-\x7e]{1,255}$/.test(request.idempotencyKey)
  ) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid idempotency key', {
      idempotencyKey: 'ledger.errors.idempotencyKey',
    });
  }
}

/** What makes two requests "the same" for an idempotency key. */
function hashRequest(request: MovementRequest): string {
  const canonical = [
    request.type,
    ...accountIdsOf(request),
    request.amount,
    request.reference ?? null,
    request.description ?? null,
    request.method ?? defaultMethod[request.type],
    request.type === 'withdrawal' || request.type === 'refund' ? (request.holdId ?? null) : null,
    ...(request.type === 'transfer' && request.receiverMerchantId !== undefined
      ? [request.receiverMerchantId]
      : []),
    ...(request.sandbox ? ['sandbox'] : []),
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function toResult(entry: EntryWithPostings, replayed: boolean): MovementResult {
  return {
    id: entry.id,
    merchantId: entry.merchantId,
    type: entry.type,
    reference: entry.reference,
    description: entry.description,
    method: entry.method,
    sandbox: entry.sandbox,
    createdAt: entry.createdAt,
    postings: entry.postings.map((p) => ({
      virtualAccountId: p.virtualAccountId,
      systemAccountId: p.systemAccountId,
      type: p.movementType,
      amount: p.amount,
      balanceAfter: p.balanceAfter,
    })),
    replayed,
  };
}

function replay(entry: EntryWithPostings, requestHash: string | null): MovementResult {
  if (entry.requestHash !== requestHash) {
    throw new AppError(
      AppErrorCode.CONFLICT,
      'This idempotency key was already used for a different request',
      { idempotencyKey: 'ledger.errors.idempotencyKeyReused' },
    );
  }
  return toResult(entry, true);
}

const insufficientFunds = () =>
  new AppError(
    AppErrorCode.INSUFFICIENT_FUNDS,
    'Insufficient available balance in the virtual account',
    { amount: 'ledger.errors.insufficientFunds' },
  );

const balanceCapReached = () =>
  new AppError(
    AppErrorCode.CONFLICT,
    'The account cannot hold this amount: it would go past the most an account may hold',
    { amount: PAYMENT_MESSAGES.balanceCap },
  );

type Line = { account: LockedVirtualAccount; type: TMovementType; amount: number };

/** The virtual-account side of the entry and its system-account counterpart. */
async function linesOf(
  ledger: LedgerRepository,
  tx: Db,
  request: MovementRequest,
  accounts: Map<string, LockedVirtualAccount>,
): Promise<{ lines: Line[]; system?: { id: string; type: TMovementType; amount: number } }> {
  const account = (id: string) => {
    const found = accounts.get(id);
    if (!found) throw virtualAccountNotFound();
    return found;
  };
  const x = request.amount;
  switch (request.type) {
    case 'transfer':
      return {
        lines: [
          { account: account(request.fromVirtualAccountId), type: 'transfer_out', amount: -x },
          { account: account(request.toVirtualAccountId), type: 'transfer_in', amount: x },
        ],
      };
    case 'deposit':
    case 'withdrawal':
    case 'refund': {
      const va = account(request.virtualAccountId);
      const settlement = systemAccounts.settlement(va.providerId);
      const id = await ledger.systemAccountId(settlement.code, settlement.name, tx);
      const sign = request.type === 'deposit' ? 1 : -1;
      return {
        lines: [{ account: va, type: request.type, amount: sign * x }],
        system: { id, type: request.type, amount: -sign * x },
      };
    }
    case 'fee': {
      const revenue = systemAccounts.feeRevenue();
      const id = await ledger.systemAccountId(revenue.code, revenue.name, tx);
      return {
        lines: [{ account: account(request.virtualAccountId), type: 'fee', amount: -x }],
        system: { id, type: 'fee', amount: x },
      };
    }
  }
}

async function apply(
  { repositories: { ledger } }: DataDeps,
  tx: Db,
  merchantId: string,
  request: MovementRequest,
  requestHash: string | null,
  alreadyLocked: readonly LockedVirtualAccount[] | undefined,
): Promise<MovementResult> {
  const ids = accountIdsOf(request);
  if (!ids.every(isUuid)) throw virtualAccountNotFound();
  const locked =
    alreadyLocked && ids.every((id) => alreadyLocked.some((account) => account.id === id))
      ? alreadyLocked
      : await ledger.lockVirtualAccounts(ids, tx);

  if (request.idempotencyKey !== undefined) {
    // Under the account locks: a concurrent twin that held them has committed by now.
    const existing = await ledger.findEntryByKey(merchantId, request.idempotencyKey, tx);
    if (existing) return replay(existing, requestHash);
  }

  // Every account is the acting merchant's, but the receiving one of a payment to another
  // merchant, which must be that merchant's.
  const ownerOf = (id: string) =>
    request.type === 'transfer' &&
    request.receiverMerchantId !== undefined &&
    id === request.toVirtualAccountId
      ? request.receiverMerchantId
      : merchantId;
  const accounts = new Map(
    locked.filter((a) => a.merchantId === ownerOf(a.id)).map((a) => [a.id, a] as const),
  );
  for (const id of ids) {
    requireActiveAccount(accounts.get(id));
  }

  // A withdrawal (or a MED refund) paid from a hold: the hold's amount stops being blocked in
  // the same entry.
  let capturedHold: { id: string; amount: number } | undefined;
  if (
    (request.type === 'withdrawal' || request.type === 'refund') &&
    request.holdId !== undefined
  ) {
    const hold = isUuid(request.holdId)
      ? await ledger.findHold(merchantId, request.holdId, { lock: true }, tx)
      : undefined;
    if (!hold || hold.virtualAccountId !== request.virtualAccountId) {
      throw new AppError(AppErrorCode.NOT_FOUND, 'Hold not found');
    }
    if (hold.status !== 'active') {
      throw new AppError(AppErrorCode.CONFLICT, 'The hold is no longer active');
    }
    if (request.amount > hold.amount) {
      throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The withdrawal exceeds the hold', {
        amount: 'ledger.errors.exceedsHold',
      });
    }
    capturedHold = { id: hold.id, amount: hold.amount };
  }

  const { lines, system } = await linesOf(ledger, tx, request, accounts);
  for (const line of lines) {
    // Balances stay far below 2^53 cents, where the cached numbers would stop being exact.
    if (line.amount > 0 && line.account.balance + line.amount > LEDGER_BALANCE_CAP) {
      throw balanceCapReached();
    }
    if (line.amount >= 0) continue;
    const released = capturedHold?.amount ?? 0;
    const available = line.account.balance - (line.account.blockedBalance - released);
    if (available + line.amount < 0) throw insufficientFunds();
  }

  const entry = await ledger.writeEntry(
    {
      merchantId,
      type: request.type,
      reference: request.reference ?? null,
      description: request.description ?? null,
      method: request.method ?? defaultMethod[request.type],
      idempotencyKey: request.idempotencyKey ?? null,
      requestHash,
      sandbox: request.sandbox ?? false,
    },
    [
      ...lines.map((line) => ({
        merchantId: line.account.merchantId,
        virtualAccountId: line.account.id,
        movementType: line.type,
        amount: line.amount,
        balanceAfter: line.account.balance + line.amount,
      })),
      ...(system
        ? [
            {
              merchantId,
              systemAccountId: system.id,
              movementType: system.type,
              amount: system.amount,
            },
          ]
        : []),
    ],
    lines.map((line) => ({
      id: line.account.id,
      balance: line.amount,
      movementType: line.type,
      blockedBalance: capturedHold ? -capturedHold.amount : 0,
    })),
    tx,
  );
  if (capturedHold) await ledger.closeHold(capturedHold.id, 'captured', entry.id, tx);
  return toResult(entry, false);
}

/** A caller's transaction (drizzle's transaction object), not the database itself. */
const isTransaction = (db: Db): boolean => db instanceof PgTransaction;

/**
 * Moves money: one balanced entry (deposit, fee, withdrawal, refund, or a transfer between two
 * of the merchant's virtual accounts) in one transaction that locks the accounts in id order,
 * refuses a debit beyond the available balance (INSUFFICIENT_FUNDS) and a credit past
 * LEDGER_BALANCE_CAP (409 `fields.amount`), and updates the cached
 * balances. With an idempotency key, a retry returns the first result without moving money
 * again; the same key with another request is refused (CONFLICT).
 */
export async function postMovement(
  deps: DataDeps,
  merchantId: string,
  request: MovementRequest,
  options: {
    /** The caller's transaction (a payment writing its documents with the movement). */
    tx?: Db;
    /**
     * The accounts as the caller's transaction locked them a moment ago (a payment locks them
     * before its own checks): not read and locked again. Ignored outside a transaction.
     */
    locked?: readonly LockedVirtualAccount[];
  } = {},
): Promise<MovementResult> {
  const db = options.tx ?? deps.db;
  validate(request);
  const requestHash = request.idempotencyKey === undefined ? null : hashRequest(request);
  try {
    // Inside the caller's transaction (a payment writing its documents with the movement), the
    // movement joins it: no savepoint round trips. With an idempotency key it keeps its
    // savepoint, so a twin's unique violation can be answered with a replay.
    if (isTransaction(db) && request.idempotencyKey === undefined) {
      return await apply(deps, db, merchantId, request, requestHash, options.locked);
    }
    return await db.transaction((tx) =>
      apply(deps, tx, merchantId, request, requestHash, undefined),
    );
  } catch (error) {
    if (request.idempotencyKey === undefined || !isUniqueViolation(error)) throw error;
    // A concurrent request with the same key (on other accounts) committed first.
    const existing = await deps.repositories.ledger.findEntryByKey(
      merchantId,
      request.idempotencyKey,
      db,
    );
    if (!existing) throw error;
    return replay(existing, requestHash);
  }
}
