import { randomInt } from 'node:crypto';
import {
  AppErrorCode,
  maskDocument,
  PAYMENT_MESSAGES,
  type TWithdrawalQuote,
  type TWithdrawalRequest,
  WITHDRAWAL_MESSAGES,
} from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawals } from '../../db/schema-fees';
import { type BankAccount, bankAccounts, virtualAccounts } from '../../db/schema-ledger';
import type { PaymentDocument } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import { postMovement, virtualAccountNotFound } from '../ledger';
import type { PaymentResult } from '../payments';
import {
  findDocumentByKey,
  hashPaymentRequest,
  insertDocument,
  replayDocument,
  toDocumentDto,
} from '../payments/document-store';
import { fromLedgerError } from '../payments/payment-errors';
import { feeOf, findFeeRule, toFeeRuleDto } from './fee';

export const bankAccountNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Bank account not found', {
    bankAccountId: WITHDRAWAL_MESSAGES.bankAccountNotFound,
  });

const insufficientFunds = () =>
  new AppError(
    AppErrorCode.INSUFFICIENT_FUNDS,
    'Insufficient available balance in the virtual account for the amount and its fee',
    { amount: PAYMENT_MESSAGES.insufficientFunds },
  );

/** One of the merchant's own bank accounts, active (404 for another merchant's or unknown). */
async function requireOwnActiveBankAccount(
  db: Db,
  merchantId: string,
  bankAccountId: string,
): Promise<BankAccount> {
  if (!isUuid(bankAccountId)) throw bankAccountNotFound();
  const [bank] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.merchantId, merchantId)))
    .limit(1);
  if (!bank) throw bankAccountNotFound();
  if (bank.status !== 'active') {
    throw new AppError(AppErrorCode.CONFLICT, 'The bank account is not active', {
      bankAccountId: WITHDRAWAL_MESSAGES.bankAccountInactive,
    });
  }
  return bank;
}

/** A document reference for withdrawals: `WDR` + date + 8 random hex digits. */
export function generateWithdrawalReference(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `WDR${stamp}${randomInt(0x100000000).toString(16).toUpperCase().padStart(8, '0')}`;
}

/** The fee of a withdrawal and what it debits, before anything moves. */
export async function quoteWithdrawal(
  db: Db,
  merchantId: string,
  query: { virtualAccountId: string; bankAccountId: string; amount: number },
): Promise<TWithdrawalQuote> {
  const [account] = isUuid(query.virtualAccountId)
    ? await db
        .select()
        .from(virtualAccounts)
        .where(
          and(
            eq(virtualAccounts.id, query.virtualAccountId),
            eq(virtualAccounts.merchantId, merchantId),
          ),
        )
        .limit(1)
    : [];
  if (!account) throw virtualAccountNotFound();
  await requireOwnActiveBankAccount(db, merchantId, query.bankAccountId);
  const rule = await findFeeRule(db, 'withdrawal', query.bankAccountId, query.virtualAccountId);
  const fee = rule ? feeOf(rule, query.amount) : 0;
  return {
    amount: query.amount,
    fee,
    total: query.amount + fee,
    currency: 'BRL',
    available: account.balance - account.blockedBalance,
    rule: rule ? toFeeRuleDto(rule) : null,
  };
}

/**
 * Withdraws from a virtual account to one of the merchant's bank accounts, in ONE transaction
 * under the account's lock: the fee quoted by the same rule, a `withdrawal` ledger entry of the
 * amount (to the provider's settlement account) and a `fee` entry of the fee (to the platform's
 * fee revenue), an `out` document (method ted, stages initiated → completed) and the withdrawal
 * row linking them. Amount + fee beyond the available balance: 422, nothing moves. The
 * Idempotency-Key is unique per merchant on the documents, as for transfers between accounts.
 */
export async function createWithdrawal(
  db: Db,
  merchantId: string,
  request: TWithdrawalRequest,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const requestHash = hashPaymentRequest([
    'withdrawal',
    request.virtualAccountId,
    request.bankAccountId,
    request.amount,
    request.description ?? null,
  ]);
  const replay = async (row: PaymentDocument) => ({
    document: await toDocumentDto(db, replayDocument(row, requestHash)),
    replayed: true,
  });
  const earlier = await findDocumentByKey(db, merchantId, idempotencyKey);
  if (earlier) return replay(earlier);

  let row: PaymentDocument | undefined;
  let replayed = false;
  try {
    ({ row, replayed } = await db.transaction(async (tx) => {
      if (!isUuid(request.virtualAccountId)) throw virtualAccountNotFound();
      const [account] = await createLedgerRepository(tx).lockVirtualAccounts([
        request.virtualAccountId,
      ]);
      // Under the account's lock: a concurrent twin that held it has committed its document.
      const twin = await findDocumentByKey(tx, merchantId, idempotencyKey);
      if (twin) return { row: twin, replayed: true };
      if (!account || account.merchantId !== merchantId) throw virtualAccountNotFound();
      const bank = await requireOwnActiveBankAccount(tx, merchantId, request.bankAccountId);

      const rule = await findFeeRule(tx, 'withdrawal', bank.id, account.id);
      const fee = rule ? feeOf(rule, request.amount) : 0;
      if (request.amount + fee > account.balance - account.blockedBalance) {
        throw insufficientFunds();
      }

      const reference = generateWithdrawalReference();
      const movement = await postMovement(tx, merchantId, {
        type: 'withdrawal',
        virtualAccountId: account.id,
        amount: request.amount,
        reference,
        description: request.description ?? `Withdrawal to ${bank.bankName}`,
        method: 'external',
      });
      const feeMovement =
        fee > 0
          ? await postMovement(tx, merchantId, {
              type: 'fee',
              virtualAccountId: account.id,
              amount: fee,
              reference,
              description: 'Withdrawal fee',
              method: 'internal',
            })
          : undefined;
      const document = await insertDocument(tx, {
        document: {
          merchantId,
          kind: 'out',
          status: 'approved',
          method: 'ted',
          amount: request.amount,
          fee,
          // What left the account: the amount and its fee.
          netAmount: request.amount + fee,
          virtualAccountId: account.id,
          reference,
          description: request.description ?? null,
          counterpartyName: bank.holderName,
          counterpartyDocument: maskDocument(bank.document),
          counterpartyInstitution: `${bank.bankCode} · ${bank.bankName} · ${bank.branchNumber} / ${bank.accountNumber}`,
          ledgerEntryId: movement.id,
          idempotencyKey,
          requestHash,
          processedAt: movement.createdAt,
        },
        stages: ['initiated', 'completed'],
      });
      await tx.insert(withdrawals).values({
        merchantId,
        documentId: document.id,
        virtualAccountId: account.id,
        bankAccountId: bank.id,
        amount: request.amount,
        fee,
        feeId: rule?.id ?? null,
        withdrawalEntryId: movement.id,
        feeEntryId: feeMovement?.id ?? null,
      });
      return { row: document, replayed: false };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await findDocumentByKey(db, merchantId, idempotencyKey);
      if (winner) return replay(winner);
    }
    throw fromLedgerError(error);
  }
  if (replayed) return replay(row);
  return { document: await toDocumentDto(db, row), replayed: false };
}
