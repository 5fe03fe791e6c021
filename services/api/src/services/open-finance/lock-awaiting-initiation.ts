import { AppErrorCode, OPEN_FINANCE_MESSAGES } from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PaymentInitiation, paymentInitiations } from '../../db/schema-open-finance';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { initiationNotFound } from './payment-initiation-errors';
import { statusOf } from './to-payment-initiation-dto';

/**
 * The request locked (FOR UPDATE) and still awaiting authorisation, else 404 / 409: two
 * decisions on one request run one after the other and the second is refused.
 */
export async function lockAwaiting(
  tx: Db,
  merchantId: string,
  id: string,
  now: Date,
  replayKey?: string,
): Promise<{ row: PaymentInitiation; replay: boolean }> {
  if (!isUuid(id)) throw initiationNotFound();
  const [row] = await tx
    .select()
    .from(paymentInitiations)
    .where(and(eq(paymentInitiations.id, id), eq(paymentInitiations.merchantId, merchantId)))
    .limit(1)
    .for('update');
  if (!row) throw initiationNotFound();
  if (replayKey !== undefined && row.status === 'completed' && row.decisionKey === replayKey) {
    return { row, replay: true };
  }
  const status = statusOf(row, now);
  if (status === 'expired') {
    throw new AppError(AppErrorCode.CONFLICT, 'This payment request has expired', {
      status: OPEN_FINANCE_MESSAGES.expired,
    });
  }
  if (status !== 'awaiting_authorisation') {
    throw new AppError(
      AppErrorCode.CONFLICT,
      'This payment request is no longer awaiting authorisation',
      { status: OPEN_FINANCE_MESSAGES.notAwaiting },
    );
  }
  return { row, replay: false };
}
