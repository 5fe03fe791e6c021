import type { TPaymentInitiation } from '@arara/contracts';
import type { Db } from '../../db/client';
import { closeAwaitingInitiation } from './close-awaiting-initiation';

/** POST …/cancel: the merchant withdraws a request the payer has not authorised yet. */
export const cancelPaymentInitiation = (
  db: Db,
  merchantId: string,
  id: string,
  now = new Date(),
): Promise<TPaymentInitiation> =>
  closeAwaitingInitiation(db, merchantId, id, now, { status: 'cancelled' });
