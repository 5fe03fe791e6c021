import type { TMerchantStatus, TOnboardingStatus } from '@arara/contracts';
import type { Db } from '../../db/client';
import type { DataDeps } from '../deps';
import { openMerchantAccounts } from './open-merchant-accounts';

/**
 * The merchant status a KYC case's status gives (docs/onboarding.md "Merchant status"): money
 * leaves a merchant only once its KYC is approved (MONEY_OUT_STATUSES).
 */
const MERCHANT_STATUS_OF: Readonly<Record<TOnboardingStatus, TMerchantStatus>> = {
  draft: 'onboarding',
  submitted: 'pending',
  under_review: 'pending',
  requires_revision: 'onboarding',
  approved: 'active',
  rejected: 'rejected',
};

/**
 * Inside the case's transaction: the merchant follows its KYC, except a merchant the back
 * office made inactive, which stays so; an approved merchant without accounts gets them.
 */
export async function followKyc(
  deps: Pick<DataDeps, 'repositories'>,
  tx: Db,
  merchantId: string,
  status: TOnboardingStatus,
): Promise<void> {
  const merchant = await deps.repositories.merchants.findById(merchantId, tx);
  if (!merchant || merchant.status === 'inactive') return;
  const next = MERCHANT_STATUS_OF[status];
  if (merchant.status !== next)
    await deps.repositories.merchants.update(merchantId, { status: next }, tx);
  if (status === 'approved') await openMerchantAccounts(deps, tx, merchant);
}
