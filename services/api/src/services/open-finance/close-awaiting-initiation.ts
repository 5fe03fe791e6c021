import type { TPaymentInitiation } from '@arara/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentInitiations } from '../../db/schema-open-finance';
import { getPaymentInitiation } from './get-payment-initiation';
import { lockAwaiting } from './lock-awaiting-initiation';

/** Ends a request still awaiting authorisation without money (cancelled or rejected). */
export async function closeAwaitingInitiation(
  db: Db,
  merchantId: string,
  id: string,
  now: Date,
  outcome: { status: 'cancelled' } | { status: 'rejected'; rejectionReason: string | null },
): Promise<TPaymentInitiation> {
  await db.transaction(async (tx) => {
    await lockAwaiting(tx, merchantId, id, now);
    await tx
      .update(paymentInitiations)
      .set({ ...outcome, decidedAt: now })
      .where(eq(paymentInitiations.id, id));
  });
  return getPaymentInitiation(db, merchantId, id, now);
}
