import * as z from 'zod/mini';
import { timestampFields } from './field-groups';
import { cursorPage, pageSizeField } from './paging';
import { normalizeFiscalDocument } from './br-documents';
import { type Endpoint, merchantEndpoint, merchantParams } from './endpoint';
import { REQUIRED, requiredOr } from './field-errors';
import { BANK_ACCOUNT_TYPES } from './ledger';
import {
  normalizePhone,
  normalizePixKey,
  PIX_KEY_INVALID_MESSAGE,
  ZPixKeyType,
  type TPixKeyType,
} from './pix-keys';
import { UUID_PATTERN } from './uuid';

/**
 * Counterparties (docs/payments.md "Counterparties"): the merchant's book of people and
 * companies it pays — name, fiscal document (CPF or CNPJ), e-mail, phone, address, an optional
 * Pix key (what makes it a Pix destination) and bank accounts (bank, ISPB, agency, account,
 * digit, type, primary). Error texts are i18n keys of `payments` (`counterparties.errors.*`),
 * `accounts` (`pixKey.*`) or `common` (`validation.*`).
 */

export const COUNTERPARTY_MESSAGES = {
  invalidDocument: 'payments:counterparties.errors.invalidDocument',
  documentTaken: 'payments:counterparties.errors.documentTaken',
  documentImmutable: 'payments:counterparties.errors.documentImmutable',
  invalidEmail: 'validation.invalidEmail',
  invalidPhone: 'payments:counterparties.errors.invalidPhone',
  tooLong: 'payments:counterparties.errors.tooLong',
  invalidStatus: 'payments:counterparties.errors.invalidStatus',
  pixKeyTypeRequired: 'payments:counterparties.errors.pixKeyTypeRequired',
  invalidRandomKey: 'payments:counterparties.errors.invalidRandomKey',
  invalidIspb: 'payments:counterparties.errors.invalidIspb',
  invalidAgency: 'payments:counterparties.errors.invalidAgency',
  invalidAccount: 'payments:counterparties.errors.invalidAccount',
  invalidDigit: 'payments:counterparties.errors.invalidDigit',
  invalidAccountType: 'payments:counterparties.errors.invalidAccountType',
  bankAccountTaken: 'payments:counterparties.errors.bankAccountTaken',
  primaryRequired: 'payments:counterparties.errors.primaryRequired',
  invalidCursor: 'accounts:ledger.errors.invalidCursor',
} as const;

export const COUNTERPARTY_NAME_MAX = 120;
export const COUNTERPARTY_ADDRESS_MAX = 200;
export const COUNTERPARTY_EMAIL_MAX = 254;
export const COUNTERPARTY_BANK_NAME_MAX = 80;
export const COUNTERPARTIES_PAGE_DEFAULT = 20;
export const COUNTERPARTIES_PAGE_MAX = 100;

export const COUNTERPARTY_STATUSES = ['active', 'inactive'] as const;
export const ZCounterpartyStatus = z.enum(
  COUNTERPARTY_STATUSES,
  requiredOr(COUNTERPARTY_MESSAGES.invalidStatus),
);
export type TCounterpartyStatus = z.infer<typeof ZCounterpartyStatus>;

/** types (checking, virtual; the portal also savings, business). */
export const COUNTERPARTY_ACCOUNT_TYPES = BANK_ACCOUNT_TYPES;
export type TCounterpartyAccountType = (typeof COUNTERPARTY_ACCOUNT_TYPES)[number];

/** A counterparty's Pix key as stored, or null: as `normalizePixKey`, a random key is a UUID. */
export function normalizeCounterpartyPixKey(type: TPixKeyType, input: string): string | null {
  if (type === 'random') {
    const key = input.trim().toLowerCase();
    return UUID_PATTERN.test(key) ? key : null;
  }
  return normalizePixKey(type, input);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';

const ZName = z.string(REQUIRED).check(
  z.refine((value) => value.trim().length > 0, REQUIRED),
  z.refine((value) => value.trim().length <= COUNTERPARTY_NAME_MAX, {
    error: COUNTERPARTY_MESSAGES.tooLong,
  }),
);
const ZDocument = z.string(REQUIRED).check(
  z.refine((value) => value.trim().length > 0, { ...REQUIRED, abort: true }),
  z.refine((value) => normalizeFiscalDocument(value) !== null, {
    error: COUNTERPARTY_MESSAGES.invalidDocument,
  }),
);
/** Optional texts: absent, null or '' mean "none". */
const optionalText = (max: number, check?: (value: string) => boolean, error?: string) =>
  z.optional(
    z.nullable(
      z.string().check(
        z.refine((value) => value.trim().length <= max, { error: COUNTERPARTY_MESSAGES.tooLong }),
        z.refine((value) => blank(value) || !check || check(value.trim()), {
          error: error ?? COUNTERPARTY_MESSAGES.tooLong,
        }),
      ),
    ),
  );

const counterpartyFields = {
  name: ZName,
  email: optionalText(
    COUNTERPARTY_EMAIL_MAX,
    (value) => EMAIL_PATTERN.test(value),
    COUNTERPARTY_MESSAGES.invalidEmail,
  ),
  phone: optionalText(
    20,
    (value) => normalizePhone(value) !== null,
    COUNTERPARTY_MESSAGES.invalidPhone,
  ),
  address: optionalText(COUNTERPARTY_ADDRESS_MAX),
  pixKeyType: z.optional(z.nullable(ZPixKeyType)),
  pixKey: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  status: z.optional(ZCounterpartyStatus),
};

type PixKeyFields = { pixKeyType?: TPixKeyType | null; pixKey?: string | null };

/** A Pix key needs its type, and must be valid for it (errors on `pixKey` / `pixKeyType`). */
const pixKeyChecks = [
  z.refine<PixKeyFields>((body) => blank(body.pixKey) || body.pixKeyType != null, {
    error: COUNTERPARTY_MESSAGES.pixKeyTypeRequired,
    path: ['pixKeyType'],
  }),
  z.superRefine<PixKeyFields>((body, context) => {
    if (blank(body.pixKey) || body.pixKeyType == null) return;
    if (normalizeCounterpartyPixKey(body.pixKeyType, body.pixKey ?? '') !== null) return;
    context.issues.push({
      code: 'custom',
      message:
        body.pixKeyType === 'random'
          ? COUNTERPARTY_MESSAGES.invalidRandomKey
          : PIX_KEY_INVALID_MESSAGE[body.pixKeyType],
      path: ['pixKey'],
      input: body.pixKey,
    });
  }),
];

export const ZCreateCounterpartyRequest = z
  .object({ ...counterpartyFields, document: ZDocument })
  .check(...pixKeyChecks);
export type TCreateCounterpartyRequest = z.infer<typeof ZCreateCounterpartyRequest>;

/**
 * Edit: every field but the document, which identifies the counterparty (its payments name it):
 * sending the current document back is accepted, another one is a 400 on `document`
 * (`documentImmutable`). Omitted fields keep their value; null / '' clears an optional one.
 */
export const ZUpdateCounterpartyRequest = z
  .object({
    ...counterpartyFields,
    name: z.optional(ZName),
    document: z.optional(z.string()),
  })
  .check(...pixKeyChecks);
export type TUpdateCounterpartyRequest = z.infer<typeof ZUpdateCounterpartyRequest>;

// ---------------------------------------------------------------------------------------------
// Bank accounts

const digits = (min: number, max: number, error: string) =>
  z.string(REQUIRED).check(
    z.refine((value) => value.trim().length > 0, { ...REQUIRED, abort: true }),
    z.refine((value) => new RegExp(`^\\d{${min},${max}}$`).test(value.trim()), { error }),
  );

const bankAccountFields = {
  bankName: z.string(REQUIRED).check(
    z.refine((value) => value.trim().length > 0, REQUIRED),
    z.refine((value) => value.trim().length <= COUNTERPARTY_BANK_NAME_MAX, {
      error: COUNTERPARTY_MESSAGES.tooLong,
    }),
  ),
  /** The institution's ISPB: 8 digits (Banco Central). */
  ispb: digits(8, 8, COUNTERPARTY_MESSAGES.invalidIspb),
  /** Agency (branch) without its check digit: 1 to 5 digits. */
  agency: digits(1, 5, COUNTERPARTY_MESSAGES.invalidAgency),
  /** Account number without its check digit: 1 to 20 digits. */
  account: digits(1, 20, COUNTERPARTY_MESSAGES.invalidAccount),
  /** The account's check digit: a digit or X. */
  digit: z.string(REQUIRED).check(
    z.refine((value) => value.trim().length > 0, { ...REQUIRED, abort: true }),
    z.refine((value) => /^[\dXx]$/.test(value.trim()), {
      error: COUNTERPARTY_MESSAGES.invalidDigit,
    }),
  ),
  type: z.enum(COUNTERPARTY_ACCOUNT_TYPES, requiredOr(COUNTERPARTY_MESSAGES.invalidAccountType)),
  /** The first account is primary whatever this says; true makes it the only primary one. */
  isPrimary: z.optional(z.boolean()),
};

export const ZCreateCounterpartyBankAccountRequest = z.object(bankAccountFields);
export type TCreateCounterpartyBankAccountRequest = z.infer<
  typeof ZCreateCounterpartyBankAccountRequest
>;

/** Edit a bank account; `isPrimary: false` on the primary one is refused (`primaryRequired`). */
export const ZUpdateCounterpartyBankAccountRequest = z.partial(
  ZCreateCounterpartyBankAccountRequest,
);
export type TUpdateCounterpartyBankAccountRequest = z.infer<
  typeof ZUpdateCounterpartyBankAccountRequest
>;

export const ZCounterpartyBankAccount = z.object({
  id: z.uuid(),
  counterpartyId: z.uuid(),
  bankName: z.string(),
  ispb: z.string(),
  agency: z.string(),
  account: z.string(),
  digit: z.string(),
  type: z.enum(COUNTERPARTY_ACCOUNT_TYPES),
  isPrimary: z.boolean(),
  ...timestampFields,
});
export type TCounterpartyBankAccount = z.infer<typeof ZCounterpartyBankAccount>;

// ---------------------------------------------------------------------------------------------
// Counterparties

export const ZCounterparty = z.object({
  id: z.uuid(),
  merchantId: z.uuid(),
  name: z.string(),
  /** Digits only: 11 (CPF) or 14 (CNPJ). */
  document: z.string(),
  documentType: z.enum(['cpf', 'cnpj']),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  pixKeyType: z.nullable(ZPixKeyType),
  pixKey: z.nullable(z.string()),
  status: z.enum(COUNTERPARTY_STATUSES),
  /** How many bank accounts it has. */
  bankAccountCount: z.number(),
  ...timestampFields,
});
export type TCounterparty = z.infer<typeof ZCounterparty>;

export const ZCounterpartyDetail = z.extend(ZCounterparty, {
  /** The primary first, then oldest first. */
  bankAccounts: z.array(ZCounterpartyBankAccount),
});
export type TCounterpartyDetail = z.infer<typeof ZCounterpartyDetail>;

export const ZCounterpartyParams = merchantParams({ counterpartyId: z.uuid() });
export const ZCounterpartyBankAccountParams = merchantParams({
  counterpartyId: z.uuid(),
  bankAccountId: z.uuid(),
});

const ZFlag = z.optional(z.enum(['true', 'false']));

export const ZCounterpartiesQuery = z.object({
  /** Part of the name (any case) or of the document (digits, punctuation ignored). */
  search: z.optional(z.string().check(z.maxLength(120))),
  status: z.optional(z.enum(COUNTERPARTY_STATUSES)),
  /** `true`: only those with a Pix key (the Pix screen's choices). */
  hasPixKey: ZFlag,
  /** The id of the last counterparty of the previous page. */
  cursor: z.optional(
    z.string().check(z.regex(UUID_PATTERN, { error: COUNTERPARTY_MESSAGES.invalidCursor })),
  ),
  limit: pageSizeField(COUNTERPARTIES_PAGE_MAX, 'accounts:ledger.errors.pageSize'),
});
export type TCounterpartiesQuery = z.input<typeof ZCounterpartiesQuery>;

export const ZCounterpartyPage = cursorPage(ZCounterparty);
export type TCounterpartyPage = z.infer<typeof ZCounterpartyPage>;

const NOT_FOUND = "Another merchant's counterparty is 'Counterparty not found' (404).";

/**
 * Counterparties (docs/payments.md "Counterparties"). Reading needs merchant.read; writing needs
 * accounts.manage, the permission of the merchant's registers (virtual accounts, Pix keys,
 * counterparties, QR codes): adding a payee moves no money, so not money.move.
 */
export const counterpartyEndpoints = {
  list: merchantEndpoint({
    method: 'GET',
    path: '/counterparties',
    access: 'merchant.read',
    group: 'counterparties',
    summary: 'Counterparties by name, searched by name or document, keyset pages',
    description: '`cursor` is the last id of the previous page.',
    query: ZCounterpartiesQuery,
    response: ZCounterpartyPage,
  }),
  create: merchantEndpoint({
    method: 'POST',
    path: '/counterparties',
    access: 'accounts.manage',
    group: 'counterparties',
    summary: 'Add a counterparty',
    description:
      'CPF/CNPJ need real check digits; a document the merchant already has is a 409 ' +
      '(`fields.document`).',
    body: ZCreateCounterpartyRequest,
    response: ZCounterpartyDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['counterparties'],
  }),
  get: merchantEndpoint({
    method: 'GET',
    path: '/counterparties/:counterpartyId',
    access: 'merchant.read',
    group: 'counterparties',
    summary: 'A counterparty with its bank accounts',
    description: NOT_FOUND,
    params: ZCounterpartyParams,
    response: ZCounterpartyDetail,
  }),
  update: merchantEndpoint({
    method: 'PATCH',
    path: '/counterparties/:counterpartyId',
    access: 'accounts.manage',
    group: 'counterparties',
    summary: 'Edit a counterparty (not its document)',
    description: NOT_FOUND,
    params: ZCounterpartyParams,
    body: ZUpdateCounterpartyRequest,
    response: ZCounterpartyDetail,
    invalidates: ['counterparties'],
  }),
  addBankAccount: merchantEndpoint({
    method: 'POST',
    path: '/counterparties/:counterpartyId/bank-accounts',
    access: 'accounts.manage',
    group: 'counterparties',
    summary: 'Add a bank account to a counterparty (the first one is primary)',
    description: `${NOT_FOUND} A duplicate account is a 409.`,
    params: ZCounterpartyParams,
    body: ZCreateCounterpartyBankAccountRequest,
    response: ZCounterpartyDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['counterparties'],
  }),
  updateBankAccount: merchantEndpoint({
    method: 'PATCH',
    path: '/counterparties/:counterpartyId/bank-accounts/:bankAccountId',
    access: 'accounts.manage',
    group: 'counterparties',
    summary: 'Edit a counterparty’s bank account; `isPrimary: true` makes it the only primary',
    description: NOT_FOUND,
    params: ZCounterpartyBankAccountParams,
    body: ZUpdateCounterpartyBankAccountRequest,
    response: ZCounterpartyDetail,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['counterparties'],
  }),
  removeBankAccount: merchantEndpoint({
    method: 'DELETE',
    path: '/counterparties/:counterpartyId/bank-accounts/:bankAccountId',
    access: 'accounts.manage',
    group: 'counterparties',
    summary: 'Remove a counterparty’s bank account (the oldest other one becomes primary)',
    description: NOT_FOUND,
    params: ZCounterpartyBankAccountParams,
    response: ZCounterpartyDetail,
    invalidates: ['counterparties'],
  }),
} as const satisfies Record<string, Endpoint>;
