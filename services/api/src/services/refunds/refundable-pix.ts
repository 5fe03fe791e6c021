import { REFUND_WINDOW_DAYS } from '@arara/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PaymentDocument, paymentDocuments } from '../../db/schema-payments';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { documentNotFound } from '../documents/document-errors';
import { ARARA_ISPB, generateEndToEndId } from '../documents/end-to-end-id';
import { notRefundable, refundTooHigh, refundWindowClosed } from '../documents/refund-errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The merchant's document `id`, locked (SELECT … FOR UPDATE) until the caller's transaction
 * ends: every refund of one Pix reads what is left of it under this lock, so two concurrent
 * refunds cannot together go past its amount. Another merchant's or an unknown id: 404.
 */
export async function lockDocument(
  tx: Db,
  merchantId: string,
  id: string,
): Promise<PaymentDocument> {
  if (!isUuid(id)) throw documentNotFound();
  const [row] = await tx
    .select()
    .from(paymentDocuments)
    .where(and(eq(paymentDocuments.id, id), eq(paymentDocuments.merchantId, merchantId)))
    .limit(1)
    .for('update');
  if (!row) throw documentNotFound();
  return row;
}

/**
 * The payer's `out` document of a received Pix that another account of the platform sent (same
 * end-to-end id), locked like the original; undefined for a Pix from another institution.
 */
export async function lockPayerOut(
  tx: Db,
  received: PaymentDocument,
): Promise<PaymentDocument | undefined> {
  if (!received.endToEndId) return undefined;
  const [row] = await tx
    .select()
    .from(paymentDocuments)
    .where(
      and(
        eq(paymentDocuments.endToEndId, received.endToEndId),
        eq(paymentDocuments.kind, 'out'),
        eq(paymentDocuments.method, 'pix'),
        ne(paymentDocuments.id, received.id),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

/** Which Pix a refund can return: a received one (the merchant refunds) or a sent one. */
export type RefundSide = 'entry' | 'out';

/**
 * What is left to refund of the settled Pix `row` (kind `side`, method pix, approved), `now`
 * within REFUND_WINDOW_DAYS of its settlement (processed_at, else created_at): else 409
 * notRefundable or 422 refundWindowClosed. Read the row under its lock (lockDocument).
 */
export function refundableAmount(row: PaymentDocument, side: RefundSide, now: Date): number {
  if (row.kind !== side || row.method !== 'pix' || row.status !== 'approved') {
    throw notRefundable();
  }
  const settledAt = row.processedAt ?? row.createdAt;
  if (now.getTime() - settledAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) {
    throw refundWindowClosed();
  }
  return row.amount - row.refundedAmount;
}

/** `amount` when it fits in what is left (`remaining`), else 422 `fields.amount`. */
export function requireWithinRemaining(amount: number, remaining: number): number {
  if (amount <= 0 || amount > remaining) throw refundTooHigh();
  return amount;
}

/**
 * The original after a refund of `amount`: what was refunded grows, it points at its latest
 * return, and a sent Pix refunded whole becomes `refunded` (with that stage); a received Pix
 * stays approved (docs/documents.md "Refunds (returns)").
 */
export async function recordRefund(
  tx: Db,
  original: PaymentDocument,
  returnId: string,
  amount: number,
): Promise<void> {
  const isWhole = original.refundedAmount + amount === original.amount;
  const becomesRefunded = original.kind === 'out' && isWhole;
  await tx
    .update(paymentDocuments)
    .set({
      refundedAmount: sql`${paymentDocuments.refundedAmount} + ${amount}`,
      relatedDocumentId: returnId,
      updatedAt: sql`now()`,
      ...(becomesRefunded ? { status: 'refunded' as const } : {}),
    })
    .where(eq(paymentDocuments.id, original.id));
  if (becomesRefunded) {
    await tx.execute(
      sql`insert into payment_document_stages (document_id, status) values (${original.id}, 'refunded')`,
    );
  }
}

/**
 * The id of a Pix return (devolução) as the Pix rules write it: the end-to-end id's shape with
 * `D` in place of `E` (ISPB of the returning institution, UTC minute, 11 alphanumerics).
 */
export function generateReturnId(now = new Date(), ispb = ARARA_ISPB): string {
  return `D${generateEndToEndId(now, ispb).slice(1)}`;
}

/** An 8-digit ISPB, else Arara's (a counterparty stored without one). */
export const ispbOr = (ispb: string | null): string =>
  ispb && /^[0-9]{8}$/.test(ispb) ? ispb : ARARA_ISPB;
