import type { TMerchantDetail, TUpdateMerchantRequest } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import type { Membership } from '../../db/schema';
import { merchantNotFound } from '../../plugins/merchant-access';
import { toMerchantDetail } from './merchant-dto';

export async function getMerchant(
  app: FastifyInstance,
  membership: Membership,
): Promise<TMerchantDetail> {
  const merchant = await app.repositories.merchants.findById(membership.merchantId);
  if (!merchant) throw merchantNotFound();
  return toMerchantDetail(merchant, membership);
}

export async function updateMerchant(
  app: FastifyInstance,
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
  if (Object.keys(changes).length === 0) return getMerchant(app, membership);
  const merchant = await app.repositories.merchants.update(membership.merchantId, changes);
  if (!merchant) throw merchantNotFound();
  return toMerchantDetail(merchant, membership);
}
