import {
  AppErrorCode,
  maskDocument,
  PAYMENT_MESSAGES,
  type TPixTransferRequest,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../deps';
import type { Db } from '../../db/client';
import type { DataDeps } from '../deps';
import { merchants } from '../../db/schema';
import { bankAccounts, virtualAccounts } from '../../db/schema-ledger';
import { type PaymentDocument, paymentDocumentEvents } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { postMovement, virtualAccountNotFound } from '../ledger';
import { requireActiveMerchant } from '../merchants/require-active-merchant';
import { hashPaymentRequest, insertDocument } from '../documents/document-store';
import { type ApprovalExecution, holdForApproval } from '../approvals';
import { assertQrCodePayable, settleQrCodePayment } from '../qr-codes';
import { checkPaymentStepUp } from '../payment-codes/check-payment-step-up';
import { generateEndToEndId } from '../documents/end-to-end-id';
import { fromLedgerError, paymentFailed } from './payment-errors';
import { type PixReceiver, resolvePixDestination } from './resolve-pix-destination';
import { SANDBOX_REASONS } from './sandbox-directory';
import { holdForSettlement } from '../settlements/hold-for-settlement';
import { paymentDocumentStages } from '../../db/schema-payments';
import { commitPayment, findPaymentReplay, type PaymentResult } from './commit-payment';
import { postPixFee, refuseBeyondAvailable } from '../fees/charge-fee';
import { readPaymentRules } from './payment-rules';

export type PixMoneyRequest = {
  merchantId: string;
  virtualAccountId: string;
  receiver: PixReceiver;
  amount: number;
  description?: string | undefined;
  idempotencyKey: string;
  requestHash: string;
  /** The member sending it: an approval rule may hold the Pix for others to approve. */
  initiatedById?: string | undefined;
  /** Where the order came from: the dashboard, or the public API with its key. */
  origin?: PixOrigin | undefined;
};

/** Who sent a Pix order: the dashboard (default) or an API key, with the caller's own id. */
export type PixOrigin = {
  origin: 'dashboard' | 'api';
  apiKeyId?: string | null | undefined;
  externalId?: string | null | undefined;
};

/** The payer's side as the receiver's document shows it. */
async function payerParty(tx: Db, virtualAccountId: string) {
  const [row] = await tx
    .select({
      name: merchants.name,
      document: merchants.document,
      institution: bankAccounts.bankName,
    })
    .from(virtualAccounts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, virtualAccounts.bankAccountId))
    .innerJoin(merchants, eq(merchants.id, virtualAccounts.merchantId))
    .where(eq(virtualAccounts.id, virtualAccountId))
    .limit(1);
  if (!row) throw virtualAccountNotFound();
  return row;
}

const PIX_STAGES = ['initiated', 'validated', 'settled', 'completed'] as const;

/** The receiver's `entry` document of a settled Pix (same end-to-end id and ledger entry). */
async function insertReceiverEntry(tx: Db, out: PaymentDocument, receiver: PixReceiver) {
  const payer = await payerParty(tx, out.virtualAccountId);
  await insertDocument(tx, {
    document: {
      merchantId: receiver.merchantId,
      kind: 'entry',
      status: 'approved',
      method: 'pix',
      amount: out.amount,
      fee: 0,
      netAmount: out.amount,
      endToEndId: out.endToEndId,
      txid: out.txid,
      reference: out.reference,
      description: out.description,
      pixKey: out.pixKey,
      qrType: out.qrType,
      ledgerEntryId: out.ledgerEntryId,
      processedAt: out.processedAt,
      virtualAccountId: receiver.virtualAccountId,
      counterpartyName: payer.name,
      counterpartyDocument: maskDocument(payer.document),
      counterpartyInstitution: payer.institution,
      origin: out.qrType ? 'qr_code' : 'dashboard',
    },
    stages: [...PIX_STAGES],
    events: [{ category: 'pix', type: 'pix_in', status: 'pending' }],
  });
}

/**
 * A held Pix, once approved: the ledger transfer to the receiver fixed when it was asked, the
 * pix_out event, and the receiver's entry document.
 */
export const executePix: ApprovalExecution = async (deps, tx, approval, document, locked) => {
  const receiver = approval.request.receiver as PixReceiver;
  if (receiver.external) {
    // Approved Pix to another institution: debited at once to the settlement account.
    const movement = await postMovement(
      deps,
      approval.merchantId,
      {
        type: 'withdrawal',
        virtualAccountId: document.virtualAccountId,
        amount: document.amount,
        reference: document.reference ?? undefined,
        description: document.description ?? `Pix to ${receiver.name}`,
        method: 'external',
      },
      { tx, locked },
    );
    await postPixFee(deps, tx, approval.merchantId, document);
    await tx
      .insert(paymentDocumentEvents)
      .values({ documentId: document.id, category: 'pix', type: 'pix_out', status: 'pending' });
    return {
      ledgerEntryId: movement.id,
      processedAt: movement.createdAt,
      stages: ['approved', 'validated', 'settled', 'completed'],
      webhookEvents: ['pix_out'],
    };
  }
  const movement = await postMovement(
    deps,
    approval.merchantId,
    {
      type: 'transfer',
      fromVirtualAccountId: document.virtualAccountId,
      toVirtualAccountId: receiver.virtualAccountId,
      receiverMerchantId: receiver.merchantId,
      amount: document.amount,
      reference: document.reference ?? undefined,
      description: document.description ?? undefined,
      method: 'external',
    },
    { tx, locked },
  );
  await settleQrCodePayment(tx, receiver, document.amount);
  await postPixFee(deps, tx, approval.merchantId, document);
  await tx
    .insert(paymentDocumentEvents)
    .values({ documentId: document.id, category: 'pix', type: 'pix_out', status: 'pending' });
  await insertReceiverEntry(
    tx,
    { ...document, ledgerEntryId: movement.id, processedAt: movement.createdAt },
    receiver,
  );
  return {
    ledgerEntryId: movement.id,
    processedAt: movement.createdAt,
    stages: ['approved', 'validated', 'settled', 'completed'],
    webhookEvents: ['pix_out'],
  };
};

/**
 * The money path of a Pix, once the payer is authenticated: in ONE transaction, lock both
 * accounts (id order), replay a committed twin with the same key, post one ledger transfer that
 * debits the payer's account and credits the receiver's (possibly another merchant's), and write
 * the payer's `out` and the receiver's `entry` documents (initiated → validated → settled →
 * completed, events pix_out / pix_in pending) with the same end-to-end id. Any failure rolls
 * everything back.
 */
export async function movePixMoney(
  deps: DataDeps,
  request: PixMoneyRequest,
): Promise<PaymentResult> {
  const { merchantId, receiver, idempotencyKey, requestHash } = request;
  if (!isUuid(request.virtualAccountId)) throw virtualAccountNotFound();
  return commitPayment(
    deps,
    { merchantId, idempotencyKey, requestHash },
    async (tx) => {
      const locked = await deps.repositories.ledger.lockVirtualAccounts(
        receiver.external
          ? [request.virtualAccountId]
          : [request.virtualAccountId, receiver.virtualAccountId],
        tx,
      );
      // The twin, the fee rule and the approval rules in one statement, under the locks.
      const payer = locked.find(
        (account) => account.id === request.virtualAccountId && account.merchantId === merchantId,
      );
      const rules = await readPaymentRules(tx, {
        merchantId,
        idempotencyKey,
        amount: request.amount,
        // The `pix_send` fee of the paying account's bank account, computed here under its
        // lock (docs/back-office.md "Fees"): amount + fee must be available.
        fee: payer && {
          operation: 'pix_send',
          bankAccountId: payer.bankAccountId,
          virtualAccountId: payer.id,
        },
        approval: { operation: 'pix', initiatedById: request.initiatedById },
      });
      if (rules.twin) return { row: rules.twin, replayed: true };
      await requireActiveMerchant(tx, merchantId);
      const fee = rules.fee();
      if (payer && fee > 0) refuseBeyondAvailable(payer, request.amount, fee);

      const endToEndId = generateEndToEndId();
      const outDocument = {
        merchantId,
        kind: 'out',
        method: 'pix',
        amount: request.amount,
        fee,
        // What leaves the account: the amount and its fee.
        netAmount: request.amount + fee,
        endToEndId,
        txid: receiver.txid,
        reference: endToEndId,
        description: request.description ?? receiver.description,
        pixKey: receiver.key,
        qrType: receiver.qrType,
        virtualAccountId: request.virtualAccountId,
        counterpartyName: receiver.name,
        counterpartyDocument: maskDocument(receiver.document),
        counterpartyInstitution: receiver.institutionName,
        counterpartyIspb: receiver.external?.ispb ?? null,
        counterpartyBranch: receiver.external?.branch ?? null,
        counterpartyAccount: receiver.external?.account ?? null,
        origin: request.origin?.origin ?? 'dashboard',
        apiKeyId: request.origin?.apiKeyId ?? null,
        externalId: request.origin?.externalId ?? null,
        idempotencyKey,
        requestHash,
      } as const;
      const { approval } = rules;
      if (approval) {
        const origin = locked.find(
          (account) =>
            account.id === request.virtualAccountId &&
            account.merchantId === merchantId &&
            account.status === 'active',
        );
        if (!origin) throw virtualAccountNotFound();
        const row = await holdForApproval(deps, tx, {
          merchantId,
          operation: 'pix',
          ...approval,
          account: origin,
          hold: request.amount + fee,
          amount: request.amount,
          document: { ...outDocument, status: 'pending' },
          request: {
            otherAccounts: receiver.external ? [] : [receiver.virtualAccountId],
            receiver,
          },
        });
        return { row, replayed: false };
      }

      if (receiver.external) {
        const origin = locked.find(
          (account) =>
            account.id === request.virtualAccountId &&
            account.merchantId === merchantId &&
            account.status === 'active',
        );
        if (!origin) throw virtualAccountNotFound();
        if (receiver.external.outcome === 'refuse') {
          // The receiving institution refuses at once: declined, nothing held, nothing moves.
          const row = await insertDocument(tx, {
            document: {
              ...outDocument,
              // Refused at once: nothing is charged.
              fee: 0,
              netAmount: request.amount,
              status: 'declined',
              failureReason: SANDBOX_REASONS.refuse,
            },
            stages: ['initiated'],
            events: [{ category: 'pix', type: 'pix_out', status: 'pending' }],
          });
          await tx.insert(paymentDocumentStages).values({
            documentId: row.id,
            status: 'failed',
            reason: SANDBOX_REASONS.refuse,
          });
          return { row, replayed: false };
        }
        const row = await holdForSettlement(deps, tx, {
          merchantId,
          account: origin,
          kind: 'pix_out',
          hold: request.amount + fee,
          document: outDocument,
          outcome: receiver.external.outcome === 'fail' ? 'fail' : 'complete',
          failureReason: receiver.external.outcome === 'fail' ? SANDBOX_REASONS.fail : null,
          slow: receiver.external.outcome === 'slow',
        });
        return { row, replayed: false };
      }

      const movement = await postMovement(
        deps,
        merchantId,
        {
          type: 'transfer',
          fromVirtualAccountId: request.virtualAccountId,
          toVirtualAccountId: receiver.virtualAccountId,
          receiverMerchantId: receiver.merchantId,
          amount: request.amount,
          reference: endToEndId,
          description: request.description,
          method: 'external',
        },
        { tx, locked },
      );
      await settleQrCodePayment(tx, receiver, request.amount);
      await postPixFee(deps, tx, merchantId, outDocument);
      const out = await insertDocument(tx, {
        document: {
          ...outDocument,
          status: 'approved',
          ledgerEntryId: movement.id,
          processedAt: movement.createdAt,
        },
        stages: [...PIX_STAGES],
        events: [{ category: 'pix', type: 'pix_out', status: 'pending' }],
      });
      await insertReceiverEntry(tx, out, receiver);
      return { row: out, replayed: false };
    },
    (error) => {
      const translated = fromLedgerError(error);
      return translated instanceof AppError ? translated : paymentFailed();
    },
  );
}

export type PixSender = { merchantId: string; userId: string; clientAddress: string };

/** What a Pix asks for, without the dashboard's step-up (the public API's body). */
export type PixOrder = Omit<TPixTransferRequest, 'password' | 'code'> & {
  /** The caller's own id of the payment (public API), kept on the document. */
  externalId?: string | undefined;
};

/** The hash of a Pix request: a retry with the same key must carry the same order. */
const pixRequestHash = (order: PixOrder) =>
  hashPaymentRequest([
    'pix',
    order.virtualAccountId,
    order.destination,
    order.amount,
    order.description ?? null,
    // Only when sent: the hash of an order without one stays what it was.
    ...(order.externalId === undefined ? [] : [order.externalId]),
  ]);

/**
 * POST …/pix/transfers: replays an earlier request with the same Idempotency-Key, then checks
 * the password (counted like a failed sign-in), the 6-digit code (an e-mailed one only if asked
 * for this amount and destination), then sends it (sendPixOrder).
 */
export async function sendPixTransfer(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter' | 'log'>,
  sender: PixSender,
  request: TPixTransferRequest,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const { merchantId } = sender;
  const requestHash = pixRequestHash(request);
  const earlier = await findPaymentReplay(deps.db, { merchantId, idempotencyKey, requestHash });
  if (earlier) return earlier;

  await checkPaymentStepUp(deps, sender, request, idempotencyKey, {
    kind: 'pix',
    amount: request.amount,
    destination: request.destination,
  });
  return sendPixOrder(deps, { merchantId, initiatedById: sender.userId }, request, idempotencyKey);
}

/**
 * A Pix whose sender is already proven (the dashboard's step-up, or an API key with
 * `pix.cashout`, docs/developers.md "Pix cash-out"): replays an earlier request with the same
 * Idempotency-Key, checks the destination, a code's fixed amount and that the key is not of the
 * paying account itself; then moves the money at once (movePixMoney: merchant active, funds,
 * approval rules in the name of `initiatedById`).
 */
export async function sendPixOrder(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'log'>,
  sender: { merchantId: string; initiatedById: string; origin?: PixOrigin },
  order: PixOrder,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const { merchantId } = sender;
  const requestHash = pixRequestHash(order);
  const earlier = await findPaymentReplay(deps.db, { merchantId, idempotencyKey, requestHash });
  if (earlier) return earlier;

  const receiver = await resolvePixDestination(deps.db, order.destination);
  if (receiver.fixedAmount !== null && receiver.fixedAmount !== order.amount) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'This code has a fixed amount', {
      amount: PAYMENT_MESSAGES.amountFixed,
    });
  }
  if (!receiver.external) await assertQrCodePayable(deps.db, receiver);
  if (!receiver.external && receiver.virtualAccountId === order.virtualAccountId) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'This key is of the paying account', {
      key: PAYMENT_MESSAGES.ownKey,
    });
  }
  try {
    return await movePixMoney(deps, {
      merchantId,
      virtualAccountId: order.virtualAccountId,
      receiver,
      amount: order.amount,
      description: order.description,
      idempotencyKey,
      requestHash,
      initiatedById: sender.initiatedById,
      origin: sender.origin,
    });
  } catch (error) {
    if (!(error instanceof AppError)) deps.log.error(error, 'pix transfer failed');
    throw error;
  }
}
