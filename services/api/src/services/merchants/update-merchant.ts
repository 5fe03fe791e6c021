import type { TMerchantDetail, TUpdateMerchantRequest } from '@arara/contracts';
import type { Membership } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import { merchantNotFound } from './assert-merchant-permission';
import { getMerchant } from './get-merchant';
import { toMerchantDetail } from './merchant-dto';

/** Company settings: name, default language, two-factor requirement. */
export async function updateMerchant(
  deps: Pick<ServiceDeps, 'repositories'>,
  membership: Membership,
  request: TUpdateMerchantRequest,
): Promise<TMerchantDetail> {
  const changes = {
    ...(request.name === undefined ? {} : { name: request.name.trim() }),
    ...(request.defaultLanguage === undefined ? {} : { defaultLanguage: request.defaultLanguage }),
    ...(request.requireTwoFactor === undefined
      ? {}
      : { requireTwoFactor: request.requireTwoFactor }),
  };
  if (Object.keys(changes).length === 0) return getMerchant(deps, membership);
  const merchant = await deps.repositories.merchants.update(membership.merchantId, changes);
  if (!merchant) throw merchantNotFound();
  return toMerchantDetail(merchant, membership);
}
