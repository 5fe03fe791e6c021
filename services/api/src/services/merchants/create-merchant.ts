import {
  AppErrorCode,
  normalizeCnpj,
  type TCreateMerchantRequest,
  type TMerchantDetail,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuthUser } from '../auth/auth-user';
import { forbidden } from './assert-merchant-permission';
import { toMerchantDetail } from './merchant-dto';
import type { ServiceDeps } from '../deps';

const documentTaken = () =>
  new AppError(AppErrorCode.CONFLICT, 'A merchant with this CNPJ already exists', {
    document: 'team:merchants.validation.cnpjTaken',
  });

/** A new merchant in onboarding, owned by its creator. */
export async function createMerchant(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  user: AuthUser,
  request: TCreateMerchantRequest,
): Promise<TMerchantDetail> {
  // An admin acting as a user reaches one existing merchant, and creates none.
  if (user.actingAs) throw forbidden('Not available while acting as a user');
  // The schema accepted it: a valid numeric or alphanumeric CNPJ.
  const document = normalizeCnpj(request.document) ?? request.document;
  if (await deps.repositories.merchants.findByDocument(document)) throw documentTaken();
  try {
    return await deps.db.transaction(async (tx) => {
      const owner = await deps.repositories.users.findById(user.id, tx);
      const merchant = await deps.repositories.merchants.create(
        {
          name: request.name.trim(),
          document,
          status: 'onboarding',
          defaultLanguage: owner?.language ?? 'pt-BR',
        },
        tx,
      );
      await deps.repositories.memberships.add(
        { userId: user.id, merchantId: merchant.id, role: 'owner' },
        tx,
      );
      const membership = await deps.repositories.memberships.find(user.id, merchant.id, tx);
      if (!membership) throw new Error('owner membership missing after insert');
      return toMerchantDetail(merchant, membership);
    });
  } catch (error) {
    // A concurrent creation with the same CNPJ won the race.
    if (isUniqueViolation(error)) throw documentTaken();
    throw error;
  }
}
