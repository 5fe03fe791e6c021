import type { TMerchantDetail, TPublicMerchant } from '@arara/contracts';
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

/** The merchant of an API key (GET /v1/merchant): no member, so no role nor permissions. */
export async function getMerchantForApiKey(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
): Promise<TPublicMerchant> {
  const merchant = await deps.repositories.merchants.findById(merchantId);
  if (!merchant) throw merchantNotFound();
  return {
    id: merchant.id,
    name: merchant.name,
    document: merchant.document,
    status: merchant.status,
    defaultLanguage: merchant.defaultLanguage,
    createdAt: merchant.createdAt.toISOString(),
  };
}
