import type { TPaymentInitiation } from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentInitiations } from '../../db/schema-open-finance';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { initiationNotFound } from './payment-initiation-errors';
import { joined, toDto } from './to-payment-initiation-dto';

export async function getPaymentInitiation(
  db: Db,
  merchantId: string,
  id: string,
  now = new Date(),
): Promise<TPaymentInitiation> {
  if (!isUuid(id)) throw initiationNotFound();
  const [row] = await joined(db)
    .where(and(eq(paymentInitiations.id, id), eq(paymentInitiations.merchantId, merchantId)))
    .limit(1);
  if (!row) throw initiationNotFound();
  return toDto(row, now);
}
