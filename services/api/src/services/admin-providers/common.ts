import {
  AppErrorCode,
  PROVIDERS_AREA_ERRORS,
  type TAdminMerchantOption,
  type TAdminProviderOption,
  type TProvidersAreaOptions,
} from '@arara/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { type Provider, providers } from '../../db/schema-back-office';
import { AppError } from '../../lib/app-error';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import type { DataDeps } from '../deps';
import type { AuditedRequest } from '../admin/audited-request';

/** What every write of the area takes: the data, the request and the admin (for the audit). */
export type AreaWrite = { deps: DataDeps; request: AuditedRequest; admin: BackOfficeAdmin };

export const E = PROVIDERS_AREA_ERRORS;

export const providerNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Provider not found');

/** A field of the form is wrong (400 with the field and its i18n key). */
export const fieldError = (field: string, key: string, message = 'Invalid value') =>
  new AppError(AppErrorCode.VALIDATION_ERROR, message, { [field]: key });

/** The provider a form names: unknown → a field error; inactive → refused when `active`. */
export async function providerForForm(
  tx: Db,
  providerId: string,
  options: { mustBeActive: boolean },
): Promise<Provider> {
  const [provider] = await tx.select().from(providers).where(eq(providers.id, providerId));
  if (!provider) throw fieldError('providerId', E.providerNotFound, 'Provider not found');
  if (options.mustBeActive && provider.status !== 'active') {
    throw fieldError('providerId', E.providerInactive, 'The provider is inactive');
  }
  return provider;
}

/** The merchant a form names: unknown → a field error ('Merchant not found'). */
export async function merchantForForm(tx: Db, merchantId: string) {
  const [merchant] = await tx
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!merchant) throw fieldError('merchantId', E.merchantNotFound, 'Merchant not found');
  return merchant;
}

/** Every merchant and provider, by name: the lists' filters and the forms' selects. */
export async function areaOptions(db: Db): Promise<TProvidersAreaOptions> {
  const merchantRows: TAdminMerchantOption[] = await db
    .select({ id: merchants.id, name: merchants.name, document: merchants.document })
    .from(merchants)
    .orderBy(asc(merchants.name), asc(merchants.id));
  const providerRows: TAdminProviderOption[] = await db
    .select({
      id: providers.id,
      name: providers.name,
      status: providers.status,
      attributes: providers.attributes,
    })
    .from(providers)
    .orderBy(asc(providers.name));
  return { merchants: merchantRows, providers: providerRows };
}
