import type { TPaymentInitiation, TRejectPaymentInitiationRequest } from '@arara/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentInitiations } from '../../db/schema-open-finance';
import { getPaymentInitiation } from './get-payment-initiation';
import { lockAwaiting } from './lock-awaiting-initiation';

/** POST …/sandbox/reject: the sandbox payer refuses at their institution. */
export async function rejectPaymentInitiation(
  db: Db,
  merchantId: string,
  id: string,
  request: TRejectPaymentInitiationRequest,
  now = new Date(),
): Promise<TPaymentInitiation> {
  await db.transaction(async (tx) => {
    await lockAwaiting(tx, merchantId, id, now);
    await tx
      .update(paymentInitiations)
      .set({ status: 'rejected', rejectionReason: request.reason || null, decidedAt: now })
      .where(eq(paymentInitiations.id, id));
  });
  return getPaymentInitiation(db, merchantId, id, now);
}
