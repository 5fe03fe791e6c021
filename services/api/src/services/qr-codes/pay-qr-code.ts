import { AppErrorCode, QR_CODE_MESSAGES } from '@arara/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type QrCode, qrCodes } from '../../db/schema-qr-codes';
import { AppError } from '../../lib/app-error';
import { statusOf } from './to-qr-code-dto';

const refused = (message: string, key: string, field: string) =>
  new AppError(AppErrorCode.CONFLICT, message, { [field]: key });

/** A Pix to this BR Code's txid: its QR code when the receiving merchant issued one. */
async function issuedCode(db: Db, receiverMerchantId: string, txid: string | null, lock: boolean) {
  if (!txid || txid === '***') return undefined;
  const query = db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.reference, txid), eq(qrCodes.merchantId, receiverMerchantId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** What a Pix to a BR Code carries that its issued QR code fixed: the key (its account) and amount. */
export type QrCodePayment = {
  merchantId: string;
  txid: string | null;
  key: string;
  virtualAccountId: string;
};

/**
 * `field`: where the refusal is reported (the Pix form's code field by default). `amount`: what
 * the payer pays (null: not known yet, e.g. a preview of a code without a value). A copy of the
 * code with another key or value (field 54 changed and the CRC recomputed) pays nothing: the code
 * only settles by its own key and, when it has one, its own amount.
 */
function assertPayable(
  row: QrCode,
  now: Date,
  payment: QrCodePayment,
  amount: number | null,
  field = 'destination.code',
) {
  if (row.type === 'dynamic' && row.status === 'paid') {
    throw refused('This QR code was already paid', QR_CODE_MESSAGES.alreadyPaid, field);
  }
  if (statusOf(row, now) === 'expired') {
    throw refused('This QR code has expired', QR_CODE_MESSAGES.expired, field);
  }
  if (row.pixKey !== payment.key || row.virtualAccountId !== payment.virtualAccountId) {
    throw refused(
      'This Pix code does not carry the key of the QR code it names',
      QR_CODE_MESSAGES.keyMismatch,
      field,
    );
  }
  if (row.amount !== null && amount !== row.amount) {
    throw refused(
      'This Pix code does not carry the amount of the QR code it names',
      QR_CODE_MESSAGES.amountMismatch,
      field,
    );
  }
}

/**
 * Before the password and code: an expired or paid dynamic code, or a copy of a code with another
 * key or value (`fixedAmount`, what the copy says), is refused early.
 */
export async function assertQrCodePayable(
  db: Db,
  receiver: QrCodePayment & { fixedAmount: number | null },
  now = new Date(),
): Promise<void> {
  const row = await issuedCode(db, receiver.merchantId, receiver.txid, false);
  if (row) assertPayable(row, now, receiver, receiver.fixedAmount);
}

/**
 * Inside the Pix's transaction (after its accounts are locked): the QR code row locked, checked
 * again (two payers of one dynamic code: the second is refused and rolls back; the key and, when
 * the code has one, the amount must be the code's: else refused and everything rolls back) and
 * settled — paid (dynamic), one more payment and its amount (static).
 */
export async function settleQrCodePayment(
  tx: Db,
  receiver: QrCodePayment,
  amount: number,
  now = new Date(),
  field?: string,
): Promise<void> {
  const row = await issuedCode(tx, receiver.merchantId, receiver.txid, true);
  if (!row) return;
  assertPayable(row, now, receiver, amount, field);
  await tx
    .update(qrCodes)
    .set({
      status: row.type === 'dynamic' ? 'paid' : row.status,
      finalAmount: sql`${qrCodes.finalAmount} + ${amount}`,
      netAmount: sql`${qrCodes.netAmount} + ${amount}`,
      payments: sql`${qrCodes.payments} + 1`,
      paidAt: now,
    })
    .where(eq(qrCodes.id, row.id));
}
