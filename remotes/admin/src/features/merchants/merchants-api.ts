import { endpointQueryOptions } from '@arara/api-client/query';
import {
  adminMerchantEndpoints,
  type TAdminMerchantDetail,
  type TAdminMerchantForm,
  type TAdminMerchantsQuery,
  type TKycStatus,
  type TMerchantStatus,
} from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** The merchants list of one search, status and page. */
export const adminMerchantsQueryOptions = (query: TAdminMerchantsQuery) =>
  endpointQueryOptions(adminMerchantEndpoints.list, { query });

export const adminMerchantQueryOptions = (id: string) =>
  endpointQueryOptions(adminMerchantEndpoints.get, { params: { id } });

export const MERCHANT_STATUS: StatusTagKind<TMerchantStatus> = {
  namespace: 'admin',
  keyPrefix: 'merchantsArea.status',
  colors: {
    active: 'success',
    approved: 'green',
    onboarding: 'blue',
    pending: 'gold',
    rejected: 'error',
    inactive: 'default',
  },
};

export const KYC_STATUS: StatusTagKind<TKycStatus> = {
  namespace: 'admin',
  keyPrefix: 'merchantsArea.kyc',
  colors: {
    not_started: 'default',
    draft: 'default',
    submitted: 'gold',
    under_review: 'blue',
    requires_revision: 'orange',
    approved: 'success',
    rejected: 'error',
  },
};

/** The form as typed: every field a string (the percentage too), so nothing typed is lost. */
export type SectionValues = Record<string, string>;
export type MerchantFormValues = {
  individual: SectionValues;
  business: SectionValues;
  ubos: SectionValues[];
};

export const INDIVIDUAL_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'email',
  'country',
  'cpf',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'idDocumentCountry',
  'idDocumentType',
  'proofOfAddressType',
] as const;

export const BUSINESS_FIELDS = [
  'legalName',
  'cnpj',
  'formationDate',
  'email',
  'country',
  'doingBusinessAs',
  'website',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'proofOfAddressType',
] as const;

export const UBO_FIELDS = [
  'ownershipPercentage',
  'firstName',
  'lastName',
  'birthDate',
  'cpf',
  'email',
  'phone',
  'country',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
] as const;

const asText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value);

const section = (fields: readonly string[], source: Record<string, unknown> | null | undefined) =>
  Object.fromEntries(fields.map((field) => [field, asText(source?.[field])]));

export const emptyUbo = (): SectionValues => ({ ...section(UBO_FIELDS, {}), country: 'BR' });

/** A new merchant's form, or an existing one's from its details. */
export function formValuesOf(detail?: TAdminMerchantDetail): MerchantFormValues {
  if (!detail)
    return {
      individual: { ...section(INDIVIDUAL_FIELDS, {}), country: 'BR', idDocumentCountry: 'BR' },
      business: { ...section(BUSINESS_FIELDS, {}), country: 'BR' },
      ubos: [],
    };
  return {
    individual: {
      ...section(INDIVIDUAL_FIELDS, detail.individual ?? {}),
      ...(detail.individual ? {} : { country: 'BR', idDocumentCountry: 'BR' }),
    },
    business: detail.business
      ? section(BUSINESS_FIELDS, detail.business)
      : {
          ...section(BUSINESS_FIELDS, {}),
          legalName: detail.name,
          cnpj: detail.document,
          country: 'BR',
        },
    ubos: detail.ubos.map((ubo) => ({ ...section(UBO_FIELDS, ubo), id: ubo.id })),
  };
}

/** What is sent: optional fields left empty are left out, the percentage as a number. */
export function bodyOf(values: MerchantFormValues): TAdminMerchantForm {
  const compact = (record: SectionValues) =>
    Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ''));
  return {
    individual: compact(values.individual),
    business: compact(values.business),
    ubos: values.ubos.map((ubo) => {
      const { ownershipPercentage, ...rest } = compact(ubo);
      const number = Number((ownershipPercentage ?? '').replace(',', '.'));
      return {
        ...rest,
        ownershipPercentage: ownershipPercentage && Number.isFinite(number) ? number : Number.NaN,
      };
    }),
  } as unknown as TAdminMerchantForm;
}
