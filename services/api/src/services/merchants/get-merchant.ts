import type { TMerchantDetail } from '@arara/contracts';
import type { Membership } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import { merchantNotFound } from './assert-merchant-permission';
import { toMerchantDetail } from './merchant-dto';

/** The merchant of the caller's membership, with their role and permissions. */
export async function getMerchant(
  deps: Pick<ServiceDeps, 'repositories'>,
  membership: Membership,
): Promise<TMerchantDetail> {
  const merchant = await deps.repositories.merchants.findById(membership.merchantId);
  if (!merchant) throw merchantNotFound();
  return toMerchantDetail(merchant, membership);
}
