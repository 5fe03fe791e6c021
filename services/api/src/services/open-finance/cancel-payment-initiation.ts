import type { TPaymentInitiation } from '@arara/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentInitiations } from '../../db/schema-open-finance';
import { getPaymentInitiation } from './get-payment-initiation';
import { lockAwaiting } from './lock-awaiting-initiation';

/** POST …/cancel: the merchant withdraws a request the payer has not authorised yet. */
export async function cancelPaymentInitiation(
  db: Db,
  merchantId: string,
  id: string,
  now = new Date(),
): Promise<TPaymentInitiation> {
  await db.transaction(async (tx) => {
    await lockAwaiting(tx, merchantId, id, now);
    await tx
      .update(paymentInitiations)
      .set({ status: 'cancelled', decidedAt: now })
      .where(eq(paymentInitiations.id, id));
  });
  return getPaymentInitiation(db, merchantId, id, now);
}
