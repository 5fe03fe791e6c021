import * as z from 'zod/mini';
import { isIsoDate } from './accounts';
import { documentDigits, isValidCpf, normalizeCnpj } from './br-documents';
import { BRAZILIAN_STATES, isPostalCode, ZKycStatus } from './compliance';
import { ZMembershipRole, ZMerchantStatus } from './me';
import { ZDocumentStatus, ZPaymentDocumentKind, ZPaymentMethod } from './payments';
import { ZMembershipStatus } from './permissions';
import { normalizePhone } from './pix-keys';

/**
 * The back office's merchants (docs/back-office.md "Merchants"): the list, the merchant form
 * of docs/requirements/admin.md (individual, business, UBOs), the details page and the status.
 * Error texts are keys of the admin namespace (`admin:merchantsArea.errors.*`).
 */

const ERR = 'admin:merchantsArea.errors.';
export const ADMIN_MERCHANT_MESSAGES = {
  required: `${ERR}required`,
  tooLong: `${ERR}tooLong`,
  invalidCpf: `${ERR}invalidCpf`,
  invalidCnpj: `${ERR}invalidCnpj`,
  invalidDate: `${ERR}invalidDate`,
  dateInFuture: `${ERR}dateInFuture`,
  invalidEmail: `${ERR}invalidEmail`,
  invalidPhone: `${ERR}invalidPhone`,
  invalidPostalCode: `${ERR}invalidPostalCode`,
  invalidState: `${ERR}invalidState`,
  invalidCountry: `${ERR}invalidCountry`,
  invalidWebsite: `${ERR}invalidWebsite`,
  invalidOption: `${ERR}invalidOption`,
  invalidPercentage: `${ERR}invalidPercentage`,
  /** The UBOs' ownership percentages add up to more than 100 (field `ubos`). */
  ownershipTooHigh: `${ERR}ownershipTooHigh`,
  tooManyUbos: `${ERR}tooManyUbos`,
  /** Another merchant has this CNPJ (409, field `business.cnpj`). */
  cnpjTaken: `${ERR}cnpjTaken`,
  /** The spec's 'Merchant not found' (verify the ID). */
  notFound: `${ERR}notFound`,
} as const;

const M = ADMIN_MERCHANT_MESSAGES;
const TEXT_MAX = 200;
/** At most this many UBOs per merchant. */
export const ADMIN_MERCHANT_UBOS_MAX = 10;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEBSITE = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i;

/** The spec's ID document types and proof of address types. */
export const ID_DOCUMENT_TYPES = ['rg', 'cnh', 'passport', 'rne'] as const;
export const ZIdDocumentType = z.enum(ID_DOCUMENT_TYPES, { error: M.invalidOption });
export const PROOF_OF_ADDRESS_TYPES = [
  'utility_bill',
  'bank_statement',
  'lease_agreement',
  'tax_document',
] as const;
export const ZProofOfAddressType = z.enum(PROOF_OF_ADDRESS_TYPES, { error: M.invalidOption });

const todayIso = () => new Date().toISOString().slice(0, 10);
const filled = (v: string) => v.trim() !== '';

/** A required text: missing or blank → required; too long → tooLong. */
const text = (max = TEXT_MAX) =>
  z.string({ error: M.required }).check(
    z.refine(filled, { error: M.required }),
    z.refine((v) => v.trim().length <= max, { error: M.tooLong }),
  );
/** An optional text ('' allowed). */
const optionalText = (max = TEXT_MAX) =>
  z.optional(z.string().check(z.refine((v) => v.trim().length <= max, { error: M.tooLong })));
const checked = (check: (value: string) => boolean, error: string, max = TEXT_MAX) =>
  text(max).check(z.refine((v) => !filled(v) || check(v.trim()), { error }));

const cpf = () => checked((v) => isValidCpf(documentDigits(v)), M.invalidCpf, 20);
const pastDate = () =>
  checked(isIsoDate, M.invalidDate, 10).check(
    z.refine((v) => !isIsoDate(v.trim()) || v.trim() <= todayIso(), { error: M.dateInFuture }),
  );
const email = () => checked((v) => EMAIL.test(v), M.invalidEmail, 254);
/** 10–11 digits (DDD + number), `+55` and punctuation allowed. */
const phone = () => checked((v) => normalizePhone(v) !== null, M.invalidPhone, 20);
/** ISO 3166-1 alpha-2, e.g. BR. */
const country = () => checked((v) => /^[A-Za-z]{2}$/.test(v), M.invalidCountry, 2);

/** Address lines, city, state and postal code; in Brazil a CEP and one of the 27 states. */
const addressFields = {
  addressLine1: text(),
  addressLine2: optionalText(),
  city: text(),
  state: text(40),
  postalCode: text(20),
};

type Address = { country: string; state: string; postalCode: string };
/** The Brazilian checks of an address (country BR): CEP and state. */
function brazilianAddress(value: Address, path: PropertyKey[], ctx: z.core.$RefinementCtx) {
  if (value.country.trim().toUpperCase() !== 'BR') return;
  if (filled(value.postalCode) && !isPostalCode(value.postalCode))
    ctx.addIssue({
      code: 'custom',
      message: M.invalidPostalCode,
      path: [...path, 'postalCode'],
      input: value.postalCode,
    });
  if (
    filled(value.state) &&
    !(BRAZILIAN_STATES as readonly string[]).includes(value.state.trim().toUpperCase())
  )
    ctx.addIssue({
      code: 'custom',
      message: M.invalidState,
      path: [...path, 'state'],
      input: value.state,
    });
}

export const ZAdminMerchantIndividual = z
  .object({
    firstName: text(),
    lastName: text(),
    birthDate: pastDate(),
    email: email(),
    country: country(),
    cpf: cpf(),
    phone: phone(),
    ...addressFields,
    idDocumentCountry: country(),
    idDocumentType: ZIdDocumentType,
    proofOfAddressType: ZProofOfAddressType,
  })
  .check(z.superRefine((value, ctx) => brazilianAddress(value, [], ctx)));
export type TAdminMerchantIndividual = z.infer<typeof ZAdminMerchantIndividual>;

export const ZAdminMerchantBusiness = z
  .object({
    legalName: text(),
    /** Numeric or alphanumeric (from July 2026), punctuation allowed. */
    cnpj: checked((v) => normalizeCnpj(v) !== null, M.invalidCnpj, 20),
    formationDate: pastDate(),
    email: email(),
    country: country(),
    doingBusinessAs: optionalText(),
    website: z.optional(
      z.string().check(
        z.refine((v) => !filled(v) || (v.trim().length <= TEXT_MAX && WEBSITE.test(v.trim())), {
          error: M.invalidWebsite,
        }),
      ),
    ),
    ...addressFields,
    proofOfAddressType: ZProofOfAddressType,
  })
  .check(z.superRefine((value, ctx) => brazilianAddress(value, [], ctx)));
export type TAdminMerchantBusiness = z.infer<typeof ZAdminMerchantBusiness>;

/** Percent with at most two decimals, 0.01–100. */
const percentage = () =>
  z.number({ error: M.invalidPercentage }).check(
    z.gt(0, { error: M.invalidPercentage }),
    z.lte(100, { error: M.invalidPercentage }),
    z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      error: M.invalidPercentage,
    }),
  );

/** A UBO: the ownership percentage plus personal data. */
export const ZAdminMerchantUbo = z
  .object({
    /** Present when editing an existing UBO. */
    id: z.optional(z.uuid()),
    ownershipPercentage: percentage(),
    firstName: text(),
    lastName: text(),
    birthDate: pastDate(),
    cpf: cpf(),
    email: email(),
    phone: phone(),
    country: country(),
    ...addressFields,
  })
  .check(z.superRefine((value, ctx) => brazilianAddress(value, [], ctx)));
export type TAdminMerchantUbo = z.infer<typeof ZAdminMerchantUbo>;

/** Hundredths of a percent, so sums are exact (33.33 + 66.67 = 100). */
export const percentHundredths = (value: number): number => Math.round(value * 100);

/** The merchant form (create and edit): the three sections; the UBOs' sum is at most 100. */
export const ZAdminMerchantForm = z.object({
  individual: ZAdminMerchantIndividual,
  business: ZAdminMerchantBusiness,
  ubos: z.array(ZAdminMerchantUbo).check(
    z.maxLength(ADMIN_MERCHANT_UBOS_MAX, { error: M.tooManyUbos }),
    z.refine(
      (ubos) =>
        ubos.reduce((sum, ubo) => sum + percentHundredths(ubo.ownershipPercentage), 0) <= 10_000,
      { error: M.ownershipTooHigh },
    ),
  ),
});
export type TAdminMerchantForm = z.infer<typeof ZAdminMerchantForm>;

export const ZAdminMerchantStatusRequest = z.object({
  status: z.enum(ZMerchantStatus.options, { error: M.invalidOption }),
});
export type TAdminMerchantStatusRequest = z.infer<typeof ZAdminMerchantStatusRequest>;

/** Any text: an id that is not a uuid is 'Merchant not found', as an unknown one. */
export const ZAdminMerchantParams = z.object({ id: z.string() });

export const ADMIN_MERCHANTS_PAGE_SIZE = 20;

export const ZAdminMerchantsQuery = z.object({
  /** Part of the name (any case, accents ignored) or of the CNPJ (punctuation ignored). */
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: z.optional(z.enum(ZMerchantStatus.options, { error: M.invalidOption })),
  page: z._default(
    z.coerce
      .number({ error: M.invalidOption })
      .check(
        z.int({ error: M.invalidOption }),
        z.minimum(1, { error: M.invalidOption }),
        z.maximum(100_000, { error: M.invalidOption }),
      ),
    1,
  ),
});
export type TAdminMerchantsQuery = z.input<typeof ZAdminMerchantsQuery>;

export const ZAdminMerchantSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  /** CNPJ, 14 characters. */
  document: z.string(),
  status: ZMerchantStatus,
  /** Sum of its virtual accounts' balances, cents. */
  balance: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminMerchantSummary = z.infer<typeof ZAdminMerchantSummary>;

export const ZAdminMerchantsResponse = z.object({
  merchants: z.array(ZAdminMerchantSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TAdminMerchantsResponse = z.infer<typeof ZAdminMerchantsResponse>;

const ZStoredUbo = z.object({
  id: z.uuid(),
  ownershipPercentage: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  cpf: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  addressLine1: z.string(),
  addressLine2: z.optional(z.string()),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

/** The details page: the merchant, its form data, accounts, members, KYC and movements. */
export const ZAdminMerchantDetail = z.object({
  ...ZAdminMerchantSummary.shape,
  /** Null for a merchant whose form was never filled (one added by a member). */
  individual: z.nullable(z.record(z.string(), z.unknown())),
  business: z.nullable(z.record(z.string(), z.unknown())),
  ubos: z.array(ZStoredUbo),
  kycStatus: ZKycStatus,
  bankAccounts: z.array(
    z.object({
      id: z.uuid(),
      providerId: z.string(),
      bankCode: z.string(),
      bankName: z.string(),
      branchNumber: z.string(),
      accountNumber: z.string(),
      accountType: z.string(),
      holderName: z.string(),
      status: z.string(),
    }),
  ),
  virtualAccounts: z.array(
    z.object({
      id: z.uuid(),
      label: z.string(),
      type: z.string(),
      currency: z.string(),
      balance: z.number(),
      blockedBalance: z.number(),
      isDefault: z.boolean(),
      status: z.string(),
    }),
  ),
  members: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      email: z.string(),
      role: ZMembershipRole,
      status: ZMembershipStatus,
    }),
  ),
  latestTransactions: z.array(
    z.object({
      id: z.uuid(),
      kind: ZPaymentDocumentKind,
      method: ZPaymentMethod,
      status: ZDocumentStatus,
      amount: z.number(),
      fee: z.number(),
      reference: z.string(),
      counterpartyName: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
});
export type TAdminMerchantDetail = z.infer<typeof ZAdminMerchantDetail>;
