import type { TPaymentInitiation, TRejectPaymentInitiationRequest } from '@arara/contracts';
import type { Db } from '../../db/client';
import { closeAwaitingInitiation } from './close-awaiting-initiation';

/** POST …/sandbox/reject: the sandbox payer refuses at their institution. */
export const rejectPaymentInitiation = (
  db: Db,
  merchantId: string,
  id: string,
  request: TRejectPaymentInitiationRequest,
  now = new Date(),
): Promise<TPaymentInitiation> =>
  closeAwaitingInitiation(db, merchantId, id, now, {
    status: 'rejected',
    rejectionReason: request.reason || null,
  });
