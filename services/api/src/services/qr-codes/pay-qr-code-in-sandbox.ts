import {
  AppErrorCode,
  PAYMENT_MESSAGES,
  QR_CODE_MESSAGES,
  type TQrCode,
  type TSandboxQrCodePaymentRequest,
} from '@arara/contracts';
import type { DataDeps } from '../deps';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { SandboxCreditLimits } from '../ledger';
import { findDocumentByKey, hashPaymentRequest, replayDocument } from '../documents/document-store';
import { ARARA_ISPB } from '../documents/end-to-end-id';
import { receiveExternalPix } from '../documents/receive-external-pix';
import { getQrCode } from './get-qr-code';
import { settleQrCodePayment } from './pay-qr-code';

/** The sandbox payer: a Pix from outside the platform, through Arara's sandbox institution. */
const SANDBOX_PAYER = {
  ispb: ARARA_ISPB,
  institution: 'Arara Sandbox',
  name: 'Sandbox payer',
  document: null,
};

/**
 * POST …/qr-codes/:id/sandbox/pay: the sandbox payer pays the code, in ONE transaction: the
 * account locked, a `deposit` and the `entry` document (receiveExternalPix, with the code's txid
 * and key), then the code locked, checked (expired, or a dynamic code already paid: 409
 * `fields.status`, everything rolls back) and settled as any Pix would settle it. The
 * `Idempotency-Key` is the document's: the same key again answers the code and moves nothing.
 * The money is the sandbox's: the entry is marked `sandbox` and counts against the merchant's
 * daily sandbox `limits` (429 past them, nothing moves).
 */
export async function payQrCodeInSandbox(
  deps: DataDeps,
  merchantId: string,
  id: string,
  request: TSandboxQrCodePaymentRequest,
  idempotencyKey: string,
  limits: SandboxCreditLimits,
  now = new Date(),
): Promise<TQrCode> {
  const { db } = deps;
  const code = await getQrCode(db, merchantId, id);
  const requestHash = hashPaymentRequest(['qr-sandbox-pay', code.id, request.amount ?? null]);
  const earlier = await findDocumentByKey(db, merchantId, idempotencyKey);
  if (earlier) {
    replayDocument(earlier, requestHash);
    return getQrCode(db, merchantId, id);
  }
  if (code.amount !== null && request.amount !== undefined && request.amount !== code.amount) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The amount is fixed by the QR code', {
      amount: PAYMENT_MESSAGES.amountFixed,
    });
  }
  const amount = code.amount ?? request.amount;
  if (amount === undefined) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'This QR code needs an amount', {
      amount: QR_CODE_MESSAGES.amountRequired,
    });
  }
  try {
    await db.transaction(async (tx) => {
      await receiveExternalPix(deps, tx, {
        merchantId,
        virtualAccountId: code.virtualAccountId,
        amount,
        reference: code.reference,
        description: code.description ?? `QR code ${code.reference}`,
        payer: SANDBOX_PAYER,
        txid: code.reference,
        pixKey: code.pixKey,
        qrType: code.type,
        ledgerKey: `qr-sandbox:${idempotencyKey}`,
        sandbox: { limits },
        idempotencyKey,
        requestHash,
        now,
        origin: 'qr_code',
      });
      await settleQrCodePayment(
        tx,
        {
          merchantId,
          txid: code.reference,
          key: code.pixKey,
          virtualAccountId: code.virtualAccountId,
        },
        amount,
        now,
        'status',
      );
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A twin with the same key committed first.
    const winner = await findDocumentByKey(db, merchantId, idempotencyKey);
    if (!winner) throw error;
    replayDocument(winner, requestHash);
  }
  return getQrCode(db, merchantId, id);
}
