import * as z from 'zod/mini';
import { ZProviderAttribute, ZProviderOperation, ZProviderStatus } from './back-office';
import { normalizeFiscalDocument } from './br-documents';
import { REQUIRED, requiredOr } from './field-errors';
import { timestampFields } from './field-groups';
import {
  BANK_ACCOUNT_STATUSES,
  BANK_ACCOUNT_TYPES,
  VIRTUAL_ACCOUNT_STATUSES,
  VIRTUAL_ACCOUNT_TYPES,
  ZBankAccount,
  ZVirtualAccount,
} from './ledger';
import { isUuid } from './uuid';

// The back office's providers and accounts (docs/back-office.md "Providers and accounts"):
// providers, merchants' provider configurations, and every merchant's bank and virtual
// accounts. Error texts are i18n keys of the `admin` namespace (`providersArea.errors.*`) or
// of `common` (`validation.*`).

/** The `admin` namespace's keys of this area's errors. */
export const PROVIDERS_AREA_ERRORS = {
  invalid: 'admin:providersArea.errors.invalid',
  tooLong: 'admin:providersArea.errors.tooLong',
  nameTaken: 'admin:providersArea.errors.nameTaken',
  duplicateAttribute: 'admin:providersArea.errors.duplicateAttribute',
  providerNotFound: 'admin:providersArea.errors.providerNotFound',
  providerInactive: 'admin:providersArea.errors.providerInactive',
  providerInUse: 'admin:providersArea.errors.providerInUse',
  merchantNotFound: 'admin:providersArea.errors.merchantNotFound',
  apiUrl: 'admin:providersArea.errors.apiUrl',
  passwordRequired: 'admin:providersArea.errors.passwordRequired',
  attributeRequired: 'admin:providersArea.errors.attributeRequired',
  attributeUnknown: 'admin:providersArea.errors.attributeUnknown',
  configExists: 'admin:providersArea.errors.configExists',
  bankCode: 'admin:providersArea.errors.bankCode',
  bankNameRequired: 'admin:providersArea.errors.bankNameRequired',
  document: 'admin:providersArea.errors.document',
  providerAccountTaken: 'admin:providersArea.errors.providerAccountTaken',
  bankAccountNotFound: 'admin:providersArea.errors.bankAccountNotFound',
  typeImmutable: 'admin:providersArea.errors.typeImmutable',
  currencyImmutable: 'admin:providersArea.errors.currencyImmutable',
  currencyBrl: 'admin:providersArea.errors.currencyBrl',
  defaultCannotUnset: 'admin:providersArea.errors.defaultCannotUnset',
} as const;

const E = PROVIDERS_AREA_ERRORS;

/** A text field: trimmed, required, at most `max` characters. */
const text = (max: number) =>
  z
    .string(REQUIRED)
    .check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, { error: E.tooLong }));

const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, { error: E.tooLong })));

const uuidField = () =>
  z.string(REQUIRED).check(
    z.minLength(1, REQUIRED),
    z.refine((value) => value === '' || isUuid(value), { error: E.invalid }),
  );

/** A filter by id in a query string: a malformed one is a 400, never a query. */
const uuidFilter = () =>
  z.optional(z.string().check(z.refine((value) => isUuid(value), { error: E.invalid })));

// ---------------------------------------------------------------------------------------------
// Providers

/** A provider id in a path: 'arara-sandbox' or a uuid (unknown → 404 'Provider not found'). */
export const ZProviderParams = z.object({
  providerId: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const ZAdminProvider = z.object({
  id: z.string(),
  name: z.string(),
  operations: z.array(ZProviderOperation),
  attributes: z.array(ZProviderAttribute),
  status: ZProviderStatus,
  /** Bank accounts and configurations that use it: a provider in use cannot be deleted. */
  bankAccountCount: z.int(),
  configurationCount: z.int(),
  ...timestampFields,
});
export type TAdminProvider = z.infer<typeof ZAdminProvider>;

export const ZAdminProvidersResponse = z.object({ items: z.array(ZAdminProvider) });
export type TAdminProvidersResponse = z.infer<typeof ZAdminProvidersResponse>;

/** Attributes: unique names (case-insensitive). */
const ZAttributes = z.array(ZProviderAttribute).check(
  z.maxLength(50, { error: E.tooLong }),
  z.refine(
    (list) => new Set(list.map((item) => item.name.trim().toLowerCase())).size === list.length,
    { error: E.duplicateAttribute },
  ),
);

const ZOperations = z
  .array(z.enum(ZProviderOperation.options, { error: E.invalid }))
  .check(z.refine((list) => new Set(list).size === list.length, { error: E.invalid }));

/** docs/requirements/admin.md "Provider": name (unique), operations, attributes, status. */
export const ZProviderRequest = z.object({
  name: text(100),
  operations: z._default(ZOperations, []),
  attributes: z._default(ZAttributes, []),
  status: z._default(z.enum(ZProviderStatus.options, requiredOr(E.invalid)), 'active'),
});
export type TProviderRequest = z.input<typeof ZProviderRequest>;
export type TProviderRequestParsed = z.infer<typeof ZProviderRequest>;

/** What an edit changes: only the fields sent. */
export const ZProviderUpdateRequest = z.partial(ZProviderRequest);
export type TProviderUpdateRequest = z.input<typeof ZProviderUpdateRequest>;

// ---------------------------------------------------------------------------------------------
// Merchants and providers to choose from (the forms' selects and the lists' filters)

export const ZAdminMerchantOption = z.object({
  id: z.string(),
  name: z.string(),
  document: z.string(),
});
export type TAdminMerchantOption = z.infer<typeof ZAdminMerchantOption>;

export const ZAdminProviderOption = z.object({
  id: z.string(),
  name: z.string(),
  status: ZProviderStatus,
  attributes: z.array(ZProviderAttribute),
});
export type TAdminProviderOption = z.infer<typeof ZAdminProviderOption>;

export const ZProvidersAreaOptions = z.object({
  merchants: z.array(ZAdminMerchantOption),
  providers: z.array(ZAdminProviderOption),
});
export type TProvidersAreaOptions = z.infer<typeof ZProvidersAreaOptions>;

// ---------------------------------------------------------------------------------------------
// Merchant provider configurations

/**
 * The provider's API address: https; plain http only for localhost / 127.0.0.1 (a sandbox
 * provider on the developer's machine). The server refuses http entirely in production.
 */
export function isProviderApiUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export const ZMerchantProviderParams = z.object({ configId: z.uuid({ error: E.invalid }) });

export const ZMerchantProvidersQuery = z.object({
  merchantId: uuidFilter(),
  providerId: z.optional(z.string().check(z.maxLength(100))),
});
export type TMerchantProvidersQuery = z.infer<typeof ZMerchantProvidersQuery>;

/** A configuration as the API shows it: never the password, only whether one is kept. */
export const ZMerchantProviderConfig = z.object({
  id: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  username: z.string(),
  hasPassword: z.boolean(),
  apiUrl: z.string(),
  attributes: z.record(z.string(), z.string()),
  active: z.boolean(),
  ...timestampFields,
});
export type TMerchantProviderConfig = z.infer<typeof ZMerchantProviderConfig>;

export const ZMerchantProvidersResponse = z.object({ items: z.array(ZMerchantProviderConfig) });
export type TMerchantProvidersResponse = z.infer<typeof ZMerchantProvidersResponse>;

const ZApiUrl = z.string(REQUIRED).check(
  z.trim(),
  z.minLength(1, REQUIRED),
  z.maxLength(2000, { error: E.tooLong }),
  z.refine((value) => value === '' || isProviderApiUrl(value), { error: E.apiUrl }),
);

/** Values of the provider's attributes by name (required ones checked by the server). */
const ZAttributeValues = z.record(
  z.string().check(z.maxLength(64)),
  z.string().check(z.trim(), z.maxLength(1000, { error: E.tooLong })),
);

const ZPassword = z.string().check(z.maxLength(1000, { error: E.tooLong }));

/** Create: the password is required. */
export const ZMerchantProviderCreateRequest = z.object({
  merchantId: uuidField(),
  providerId: text(100),
  username: text(200),
  password: z
    .string(REQUIRED)
    .check(z.minLength(1, { error: E.passwordRequired }), z.maxLength(1000, { error: E.tooLong })),
  apiUrl: ZApiUrl,
  attributes: z._default(ZAttributeValues, {}),
  active: z._default(z.boolean(), true),
});
export type TMerchantProviderCreateRequest = z.input<typeof ZMerchantProviderCreateRequest>;

/**
 * Edit: the merchant and the provider stay; a password is replaced only when one is sent (absent
 * or '' keeps the one stored).
 */
export const ZMerchantProviderUpdateRequest = z.object({
  username: z.optional(text(200)),
  password: z.optional(ZPassword),
  apiUrl: z.optional(ZApiUrl),
  attributes: z.optional(ZAttributeValues),
  active: z.optional(z.boolean()),
});
export type TMerchantProviderUpdateRequest = z.input<typeof ZMerchantProviderUpdateRequest>;

// ---------------------------------------------------------------------------------------------
// Bank accounts

export const ZAdminBankAccountParams = z.object({ bankAccountId: z.uuid({ error: E.invalid }) });

export const ZAdminBankAccountsQuery = z.object({
  merchantId: uuidFilter(),
  providerId: z.optional(z.string().check(z.maxLength(100))),
});
export type TAdminBankAccountsQuery = z.infer<typeof ZAdminBankAccountsQuery>;

export const ZAdminBankAccount = z.extend(ZBankAccount, {
  merchantId: z.string(),
  merchantName: z.string(),
  providerName: z.string(),
  updatedAt: z.string(),
});
export type TAdminBankAccount = z.infer<typeof ZAdminBankAccount>;

export const ZAdminBankAccountsResponse = z.object({ items: z.array(ZAdminBankAccount) });
export type TAdminBankAccountsResponse = z.infer<typeof ZAdminBankAccountsResponse>;

/** A CPF or a CNPJ (numeric or alphanumeric), punctuation allowed; stored without it. */
const ZHolderDocument = z.string(REQUIRED).check(
  z.minLength(1, REQUIRED),
  z.refine((value) => value === '' || normalizeFiscalDocument(value) !== null, {
    error: E.document,
  }),
);

const bankAccountFields = {
  providerId: text(100),
  providerAccountId: text(100),
  holderName: text(200),
  /** 3 digits (COMPE). */
  bankCode: z.string(REQUIRED).check(
    z.minLength(1, REQUIRED),
    z.refine((value) => value === '' || /^\d{3}$/.test(value), { error: E.bankCode }),
  ),
  /** Empty: the name the institutions directory gives the code. */
  bankName: optionalText(120),
  branchNumber: text(10),
  accountNumber: text(20),
  accountType: z.enum(BANK_ACCOUNT_TYPES, requiredOr(E.invalid)),
  document: ZHolderDocument,
  status: z._default(z.enum(BANK_ACCOUNT_STATUSES, requiredOr(E.invalid)), 'active'),
};

export const ZAdminBankAccountCreateRequest = z.object({
  merchantId: uuidField(),
  ...bankAccountFields,
});
export type TAdminBankAccountCreateRequest = z.input<typeof ZAdminBankAccountCreateRequest>;

/** Edit: every field but the merchant; only the fields sent change. */
export const ZAdminBankAccountUpdateRequest = z.partial(z.object(bankAccountFields));
export type TAdminBankAccountUpdateRequest = z.input<typeof ZAdminBankAccountUpdateRequest>;

// ---------------------------------------------------------------------------------------------
// Virtual accounts

export const ZAdminVirtualAccountParams = z.object({
  virtualAccountId: z.uuid({ error: E.invalid }),
});

export const ZAdminVirtualAccountsQuery = z.object({
  merchantId: uuidFilter(),
  bankAccountId: uuidFilter(),
});
export type TAdminVirtualAccountsQuery = z.infer<typeof ZAdminVirtualAccountsQuery>;

export const ZAdminVirtualAccount = z.extend(ZVirtualAccount, {
  merchantName: z.string(),
  bankAccount: z.object({
    id: z.string(),
    bankName: z.string(),
    branchNumber: z.string(),
    accountNumber: z.string(),
  }),
});
export type TAdminVirtualAccount = z.infer<typeof ZAdminVirtualAccount>;

export const ZAdminVirtualAccountsResponse = z.object({ items: z.array(ZAdminVirtualAccount) });
export type TAdminVirtualAccountsResponse = z.infer<typeof ZAdminVirtualAccountsResponse>;

const ZVirtualLabel = text(80);

/** As a merchant opens one (docs/ledger.md "Accounts"), for any merchant; BRL only. */
export const ZAdminVirtualAccountCreateRequest = z.object({
  merchantId: uuidField(),
  bankAccountId: uuidField(),
  label: ZVirtualLabel,
  type: z.enum(VIRTUAL_ACCOUNT_TYPES, requiredOr(E.invalid)),
  currency: z.optional(
    z.string().check(z.refine((value) => value === 'BRL', { error: E.currencyBrl })),
  ),
  isDefault: z.optional(z.boolean()),
});
export type TAdminVirtualAccountCreateRequest = z.input<typeof ZAdminVirtualAccountCreateRequest>;

/**
 * Edit: label, default flag (true makes it the merchant's default; the default is unset only by
 * choosing another one) and status. `type` and `currency` are accepted so that a change of
 * them gets its own field error; the current values back are not a change.
 */
export const ZAdminVirtualAccountUpdateRequest = z.object({
  label: z.optional(ZVirtualLabel),
  type: z.optional(z.string()),
  currency: z.optional(z.string()),
  isDefault: z.optional(z.boolean()),
  status: z.optional(z.enum(VIRTUAL_ACCOUNT_STATUSES, requiredOr(E.invalid))),
});
export type TAdminVirtualAccountUpdateRequest = z.input<typeof ZAdminVirtualAccountUpdateRequest>;
