import { ROLE_PERMISSIONS, type TMerchantDetail } from '@arara/contracts';
import type { Membership, Merchant } from '../../db/schema';

export const toMerchantDetail = (merchant: Merchant, membership: Membership): TMerchantDetail => ({
  id: merchant.id,
  name: merchant.name,
  document: merchant.document,
  status: merchant.status,
  defaultLanguage: merchant.defaultLanguage,
  requireTwoFactor: merchant.requireTwoFactor,
  role: membership.role,
  permissions: [...ROLE_PERMISSIONS[membership.role]],
  createdAt: merchant.createdAt.toISOString(),
});
