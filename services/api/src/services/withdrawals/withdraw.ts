import { randomInt } from 'node:crypto';
import {
  AppErrorCode,
  maskDocument,
  PAYMENT_MESSAGES,
  PIX_PARTICIPANTS,
  type TWithdrawalQuote,
  type TWithdrawalRequest,
  WITHDRAWAL_MESSAGES,
} from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findOne } from '../../db/map-row';
import type { DataDeps } from '../deps';
import { type BankAccount, bankAccounts, virtualAccounts } from '../../db/schema-ledger';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { virtualAccountNotFound } from '../ledger';
import { requireActiveMerchant } from '../merchants/require-active-merchant';
import { commitPayment, findPaymentReplay, type PaymentResult } from '../payments/commit-payment';
import { findDocumentByKey, hashPaymentRequest } from '../documents/document-store';
import { type ApprovalExecution, findApprovalHold, holdForApproval } from '../approvals';
import { feeOf, findFeeRule, toFeeRuleDto } from './fee';
import { holdForSettlement } from '../settlements/hold-for-settlement';
import { settleWithdrawal } from '../settlements/settle-withdrawal';

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
  const bank = await findOne(
    db,
    bankAccounts,
    and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.merchantId, merchantId)),
  );
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
 * fee revenue), an `out` document (method ted, stages initiated → processing, `pending`, 202)
 * with amount + fee held; the settlement job (services/settlements) later posts the entries,
 * links the withdrawal row and completes the document. Amount + fee beyond the available balance: 422, nothing moves. The
 * Idempotency-Key is unique per merchant on the documents, as for transfers between accounts.
 */
export async function createWithdrawal(
  deps: DataDeps,
  merchantId: string,
  request: TWithdrawalRequest,
  idempotencyKey: string,
  /** The member asking for it: an approval rule may hold it for others to approve. */
  initiatedById?: string,
): Promise<PaymentResult> {
  const requestHash = hashPaymentRequest([
    'withdrawal',
    request.virtualAccountId,
    request.bankAccountId,
    request.amount,
    request.description ?? null,
  ]);
  const key = { merchantId, idempotencyKey, requestHash };
  const earlier = await findPaymentReplay(deps.db, key);
  if (earlier) return earlier;

  return commitPayment(deps, key, async (tx) => {
    if (!isUuid(request.virtualAccountId)) throw virtualAccountNotFound();
    const [account] = await deps.repositories.ledger.lockVirtualAccounts(
      [request.virtualAccountId],
      tx,
    );
    // Under the account's lock: a concurrent twin that held it has committed its document.
    const twin = await findDocumentByKey(tx, merchantId, idempotencyKey);
    if (twin) return { row: twin, replayed: true };
    if (!account || account.merchantId !== merchantId) throw virtualAccountNotFound();
    await requireActiveMerchant(tx, merchantId);
    const bank = await requireOwnActiveBankAccount(tx, merchantId, request.bankAccountId);

    const rule = await findFeeRule(tx, 'withdrawal', bank.id, account.id);
    const fee = rule ? feeOf(rule, request.amount) : 0;
    if (request.amount + fee > account.balance - account.blockedBalance) {
      throw insufficientFunds();
    }

    const reference = generateWithdrawalReference();
    const document = {
      merchantId,
      kind: 'out',
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
      counterpartyIspb:
        PIX_PARTICIPANTS.find((participant) => participant.code === bank.bankCode)?.ispb ?? null,
      counterpartyBranch: bank.branchNumber,
      counterpartyAccount: bank.accountNumber,
      origin: 'dashboard',
      idempotencyKey,
      requestHash,
    } as const;
    const settlement = {
      bankAccountId: bank.id,
      bankName: bank.bankName,
      feeId: rule?.id ?? null,
    };
    const approval = await findApprovalHold(
      tx,
      merchantId,
      'withdrawal',
      request.amount,
      initiatedById,
    );
    if (approval) {
      const row = await holdForApproval(deps, tx, {
        merchantId,
        operation: 'withdrawal',
        ...approval,
        account,
        hold: request.amount + fee,
        amount: request.amount,
        document: { ...document, status: 'pending' },
        request: { otherAccounts: [], ...settlement },
      });
      return { row, replayed: false };
    }
    // TED to another institution: held now, settled later by the settlement job
    // (docs/payments.md "Settlement").
    const row = await holdForSettlement(deps, tx, {
      merchantId,
      account,
      kind: 'ted',
      hold: request.amount + fee,
      document,
      request: settlement,
    });
    return { row, replayed: false };
  });
}

/** A held withdrawal, once approved: the amount and the fee quoted when it was asked. */
export const executeWithdrawal: ApprovalExecution = async (deps, tx, approval, document) => {
  const request = approval.request as {
    bankAccountId: string;
    bankName: string;
    feeId: string | null;
  };
  const settled = await settleWithdrawal(deps, tx, {
    merchantId: approval.merchantId,
    virtualAccountId: document.virtualAccountId,
    amount: document.amount,
    fee: document.fee,
    reference: document.reference ?? generateWithdrawalReference(),
    description: document.description,
    ...request,
  });
  await settled.link(document.id);
  return {
    ledgerEntryId: settled.ledgerEntryId,
    processedAt: settled.processedAt,
    stages: ['approved', 'completed'],
  };
};
