import {
  AppErrorCode,
  COMPLIANCE_MESSAGES,
  PAYMENT_MESSAGES,
  type TMerchantStatus,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The merchant statuses money may leave from; onboarding, pending, inactive, rejected may not. */
export const MONEY_OUT_STATUSES: readonly TMerchantStatus[] = ['active', 'approved'];

/** Statuses that mean "KYC not approved yet" (docs/onboarding.md "Money out"). */
const AWAITING_KYC: readonly TMerchantStatus[] = ['onboarding', 'pending', 'rejected'];

/**
 * 403 MERCHANT_NOT_ACTIVE. A merchant whose KYC is not approved reads why (with a link to the
 * onboarding in the UI); one the back office made inactive, the general message.
 */
export const merchantNotActive = (status?: TMerchantStatus) =>
  new AppError(AppErrorCode.MERCHANT_NOT_ACTIVE, 'This merchant cannot send money now', {
    merchant:
      status && AWAITING_KYC.includes(status)
        ? COMPLIANCE_MESSAGES.kycNotApproved
        : PAYMENT_MESSAGES.merchantNotActive,
  });

/**
 * Inside the transaction that moves money out of the merchant (Pix, withdrawal, refund, the
 * release of a held payment): its row is read under a share lock, so a status change (KYC
 * decision, back office) waits for the movement or the movement sees it. Not active/approved:
 * 403 MERCHANT_NOT_ACTIVE. Transfers between the merchant's own accounts and money received
 * do not call it.
 */
export async function requireActiveMerchant(tx: Db, merchantId: string): Promise<void> {
  const [row] = await tx
    .select({ status: merchants.status })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for('share');
  if (!row || !MONEY_OUT_STATUSES.includes(row.status)) throw merchantNotActive(row?.status);
}
