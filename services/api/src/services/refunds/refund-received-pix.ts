import type { TRefundReason, TRefundRequest } from '@arara/contracts';
import type { Db } from '../../db/client';
import type { PaymentDocument } from '../../db/schema-payments';
import type { LockedVirtualAccount } from '../../repositories/ledger-repository';
import type { DataDeps, ServiceDeps } from '../deps';
import { AppError } from '../../lib/app-error';
import { postMovement } from '../ledger';
import { requireActiveMerchant } from '../merchants/require-active-merchant';
import { checkPaymentStepUp } from '../payment-codes/check-payment-step-up';
import { commitPayment, findPaymentReplay, type PaymentResult } from '../payments/commit-payment';
import { fromLedgerError, paymentFailed } from '../payments/payment-errors';
import {
  findDocument,
  findDocumentByKey,
  hashPaymentRequest,
  insertDocument,
} from '../documents/document-store';
import { documentNotFound } from '../documents/document-errors';
import {
  generateReturnId,
  lockDocument,
  lockPayerOut,
  recordRefund,
  refundableAmount,
  requireWithinRemaining,
} from './refundable-pix';

/** A refund the member has proven (password and code): what moves, and its key. */
export type RefundOrder = {
  merchantId: string;
  documentId: string;
  amount: number;
  reason: TRefundReason;
  description?: string | undefined;
  idempotencyKey: string;
  requestHash: string;
};

/** The hash of a refund request: a retry with the same key must carry the same refund. */
export const refundRequestHash = (
  documentId: string,
  request: Pick<TRefundRequest, 'amount' | 'reason' | 'description'>,
) =>
  hashPaymentRequest([
    'refund',
    documentId,
    request.amount,
    request.reason,
    request.description ?? null,
  ]);

/**
 * The money path of a refund, in ONE transaction: lock the received Pix (SELECT … FOR UPDATE),
 * replay a committed twin with the same key, check under that lock that it is a settled received
 * Pix within the 90 days and that the amount fits in what is left (amount − refunded_amount),
 * post a `refund` ledger entry out of its account (insufficient funds: 422, nothing written),
 * write the `return` document (direction out, D… return id, stages refund_requested →
 * refunded, event pix_refund and its webhook through the outbox) and add the amount to the
 * original's refunded_amount. `now` decides the 90 days (tests move it).
 */
export async function moveRefund(
  deps: DataDeps,
  order: RefundOrder,
  now = new Date(),
): Promise<PaymentResult> {
  const { merchantId, idempotencyKey, requestHash } = order;
  return commitPayment(
    deps,
    { merchantId, idempotencyKey, requestHash },
    async (tx) => {
      const original = await lockDocument(tx, merchantId, order.documentId);
      const twin = await findDocumentByKey(tx, merchantId, idempotencyKey);
      if (twin) return { row: twin, replayed: true };
      await requireActiveMerchant(tx, merchantId);
      const amount = requireWithinRemaining(order.amount, refundableAmount(original, 'entry', now));
      const row = await writeReturn(deps, tx, original, {
        amount,
        reason: order.reason,
        description: order.description,
        idempotencyKey,
        requestHash,
        now,
      });
      return { row, replayed: false };
    },
    (error) => {
      const translated = fromLedgerError(error);
      return translated instanceof AppError ? translated : paymentFailed();
    },
  );
}

/** What `writeReturn` gives back to the payer of a received Pix. */
export type ReturnOrder = {
  /** Cents, already checked against what is left (requireWithinRemaining). */
  amount: number;
  reason: TRefundReason;
  description?: string | undefined;
  idempotencyKey?: string | undefined;
  requestHash?: string | undefined;
  /** Pays the return out of this active ledger hold (captured; the rest of it released). */
  holdId?: string | undefined;
  now: Date;
};

/**
 * The money and documents of a refund of the received Pix `original` (locked by the caller's
 * transaction, checked refundable for `order.amount`), with no check of who asks for it: a
 * member's refund (moveRefund, after the merchant's money-out checks) and the refund a MED
 * infraction's analysis orders (services/infractions) both write it. The payer's `out` side
 * when the Pix came from inside the platform (bounded by what is left of it too), a `refund`
 * ledger entry out of the Pix's account (paid from `holdId` when given), the `return` document
 * (direction out, D… id, stages refund_requested → refunded, event pix_refund and its webhook)
 * and the original's refunded_amount.
 */
export async function writeReturn(
  deps: DataDeps,
  tx: Db,
  original: PaymentDocument,
  order: ReturnOrder,
): Promise<PaymentDocument> {
  const { amount } = order;
  // A Pix another account of the platform sent: the money goes back to that account, and
  // what is left is bounded by its side too (the sandbox may have returned some already).
  const payerOut = await lockPayerOut(tx, original);
  if (payerOut) requireWithinRemaining(amount, payerOut.amount - payerOut.refundedAmount);
  const locked = await deps.repositories.ledger.lockVirtualAccounts(
    payerOut ? [original.virtualAccountId, payerOut.virtualAccountId] : [original.virtualAccountId],
    tx,
  );
  const returnId = generateReturnId(order.now);
  const movement = await postMovement(
    deps,
    original.merchantId,
    {
      type: 'refund',
      virtualAccountId: original.virtualAccountId,
      amount,
      reference: returnId,
      description: order.description,
      method: 'external',
      holdId: order.holdId,
    },
    { tx, locked },
  );
  const row = await insertDocument(tx, {
    document: {
      merchantId: original.merchantId,
      kind: 'return',
      returnDirection: 'out',
      status: 'approved',
      method: 'pix',
      amount,
      fee: 0,
      netAmount: amount,
      endToEndId: returnId,
      reference: returnId,
      description: order.description ?? null,
      virtualAccountId: original.virtualAccountId,
      // The money goes back to the payer of the Pix.
      counterpartyName: original.counterpartyName,
      counterpartyDocument: original.counterpartyDocument,
      counterpartyInstitution: original.counterpartyInstitution,
      counterpartyIspb: original.counterpartyIspb,
      relatedDocumentId: original.id,
      refundReason: order.reason,
      ledgerEntryId: movement.id,
      processedAt: movement.createdAt,
      idempotencyKey: order.idempotencyKey ?? null,
      requestHash: order.requestHash ?? null,
    },
    stages: ['refund_requested', 'refunded'],
    events: [{ category: 'pix', type: 'pix_refund', status: 'pending' }],
  });
  await recordRefund(tx, original, row.id, amount);
  if (payerOut) {
    await returnToPlatformPayer(deps, tx, {
      payerOut,
      returnId,
      amount,
      reason: order.reason,
      description: order.description,
      locked,
    });
  }
  return row;
}

/**
 * The payer's side of a refund of a Pix sent inside the platform, in the refund's transaction:
 * a `deposit` into the paying account (the Pix network gives it back), its own `return`
 * document (direction in, same D… id, event pix_refund for the payer's webhooks) and the
 * payer's `out` document's refunded_amount (refunded whole: `refunded`).
 */
async function returnToPlatformPayer(
  deps: DataDeps,
  tx: Db,
  back: {
    payerOut: PaymentDocument;
    returnId: string;
    amount: number;
    reason: TRefundReason;
    description?: string | undefined;
    locked: readonly LockedVirtualAccount[];
  },
): Promise<void> {
  const { payerOut, returnId, amount } = back;
  const movement = await postMovement(
    deps,
    payerOut.merchantId,
    {
      type: 'deposit',
      virtualAccountId: payerOut.virtualAccountId,
      amount,
      reference: returnId,
      description: back.description,
      method: 'external',
    },
    { tx, locked: back.locked },
  );
  const row = await insertDocument(tx, {
    document: {
      merchantId: payerOut.merchantId,
      kind: 'return',
      returnDirection: 'in',
      status: 'approved',
      method: 'pix',
      amount,
      fee: 0,
      netAmount: amount,
      endToEndId: returnId,
      reference: returnId,
      description: back.description ?? null,
      virtualAccountId: payerOut.virtualAccountId,
      // Who gives the money back: the receiver of the Pix.
      counterpartyName: payerOut.counterpartyName,
      counterpartyDocument: payerOut.counterpartyDocument,
      counterpartyInstitution: payerOut.counterpartyInstitution,
      counterpartyIspb: payerOut.counterpartyIspb,
      pixKey: payerOut.pixKey,
      relatedDocumentId: payerOut.id,
      refundReason: back.reason,
      ledgerEntryId: movement.id,
      processedAt: movement.createdAt,
    },
    stages: ['refund_requested', 'refunded'],
    events: [{ category: 'pix', type: 'pix_refund', status: 'pending' }],
  });
  await recordRefund(tx, payerOut, row.id, amount);
}

/**
 * POST …/documents/:documentId/refunds: replays an earlier request with the same
 * Idempotency-Key; 404 for another merchant's or an unknown document, 409/422 when it cannot be
 * refunded this much now (assertRefundRequest); then the step-up of any
 * money-out (password, then the 6-digit code asked for THIS refund: this document and amount);
 * then moveRefund.
 */
export async function refundReceivedPix(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter' | 'log'>,
  member: { merchantId: string; userId: string; clientAddress: string },
  documentId: string,
  request: TRefundRequest,
  idempotencyKey: string,
  now = new Date(),
): Promise<PaymentResult> {
  const { merchantId } = member;
  const requestHash = refundRequestHash(documentId, request);
  const earlier = await findPaymentReplay(deps.db, { merchantId, idempotencyKey, requestHash });
  if (earlier) return earlier;
  // Told before the step-up (no code spent on a refund that cannot be); checked again under
  // the original's lock when the money moves.
  await assertRefundRequest(deps, merchantId, documentId, request.amount, now);
  await checkPaymentStepUp(deps, member, request, idempotencyKey, {
    kind: 'refund',
    documentId,
    amount: request.amount,
  });
  try {
    return await moveRefund(
      deps,
      {
        merchantId,
        documentId,
        amount: request.amount,
        reason: request.reason,
        description: request.description,
        idempotencyKey,
        requestHash,
      },
      now,
    );
  } catch (error) {
    if (!(error instanceof AppError)) deps.log.error(error, 'refund failed');
    throw error;
  }
}

/**
 * The refund a code is asked for (POST …/refunds/code): the member's document, refundable now
 * and the amount within what is left (read without the lock: the refund checks again under it).
 */
export async function assertRefundRequest(
  deps: Pick<ServiceDeps, 'db'>,
  merchantId: string,
  documentId: string,
  amount: number,
  now = new Date(),
): Promise<void> {
  const row = await findDocument(deps.db, merchantId, documentId);
  if (!row) throw documentNotFound();
  requireWithinRemaining(amount, refundableAmount(row, 'entry', now));
}
