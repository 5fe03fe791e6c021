import * as z from 'zod/mini';
import { type Endpoint, merchantEndpoint } from './endpoint';
import { REQUIRED, requiredOr } from './field-errors';
import { ZCents } from './ledger';
import { PAYMENT_MESSAGES } from './payments';
import {
  ZFeeCostType,
  ZFeeCurrency,
  ZFeeOperation,
  ZFeeStatus,
  ZFeeType,
  ZWithdrawalFeeRule,
} from './withdrawals';

/**
 * Bank account fees in the back office (docs/back-office.md "Fees"): list, create, edit and
 * delete the `bank_account_fees` rows that withdrawals, Pix out and transfers between accounts
 * charge. Needs the `fees.manage` permission.
 */

/** Field error keys of the fee form and the fee API (the `admin` namespace, `money.fees`). */
export const ADMIN_FEE_MESSAGES = {
  someAmount: 'admin:money.fees.errors.someAmount',
  notNegative: 'admin:money.fees.errors.notNegative',
  percentageMax: 'admin:money.fees.errors.percentageMax',
  tooManyDecimals: 'admin:money.fees.errors.tooManyDecimals',
  bankAccountNotFound: 'admin:money.fees.errors.bankAccountNotFound',
  virtualAccountNotInBank: 'admin:money.fees.errors.virtualAccountNotInBank',
  duplicateActive: 'admin:money.fees.errors.duplicateActive',
  descriptionTooLong: 'admin:money.fees.errors.descriptionTooLong',
  notFound: 'admin:money.fees.errors.notFound',
  inUse: 'admin:money.fees.errors.inUse',
} as const;

export const FEE_DESCRIPTION_MAX = 500;
/** The largest amount a fee may name (cents): R$ 10 000 000,00. */
export const FEE_AMOUNT_MAX = 1_000_000_000;

const ZAmountCents = z
  .number(REQUIRED)
  .check(
    z.int({ error: ADMIN_FEE_MESSAGES.notNegative }),
    z.minimum(0, { error: ADMIN_FEE_MESSAGES.notNegative }),
    z.maximum(FEE_AMOUNT_MAX, { error: ADMIN_FEE_MESSAGES.notNegative }),
  );

/** A percent of the amount, at most 4 decimals (`0.5` = 0,5 %), from 0 to 100. */
const ZPercent = z.number(REQUIRED).check(
  z.minimum(0, { error: ADMIN_FEE_MESSAGES.notNegative }),
  z.maximum(100, { error: ADMIN_FEE_MESSAGES.percentageMax }),
  z.refine((value) => Number.isInteger(Math.round(value * 10_000 * 1e6) / 1e6), {
    error: ADMIN_FEE_MESSAGES.tooManyDecimals,
  }),
);

const ZId = z.string(REQUIRED).check(z.minLength(1, REQUIRED));

const feeFields = {
  bankAccountId: ZId,
  /** Narrows the fee to one virtual account of that bank account (null: the whole bank account). */
  virtualAccountId: z.nullable(z.string()),
  operation: z.enum(ZFeeOperation.options, requiredOr('validation.required')),
  costType: z.enum(ZFeeCostType.options, requiredOr('validation.required')),
  /** Cents added to every operation (null: none). */
  fixedAmount: z.nullable(ZAmountCents),
  /** Percent of the amount (null: none). */
  percentageAmount: z.nullable(ZPercent),
  /** The fee is never below this (cents). */
  minimumFee: ZAmountCents,
  currency: z.enum(ZFeeCurrency.options, requiredOr('validation.required')),
  feeType: z.enum(ZFeeType.options, requiredOr('validation.required')),
  description: z.nullable(
    z
      .string()
      .check(z.maxLength(FEE_DESCRIPTION_MAX, { error: ADMIN_FEE_MESSAGES.descriptionTooLong })),
  ),
  status: z.enum(ZFeeStatus.options, requiredOr('validation.required')),
};

/**
 * docs/requirements/payments.md "Bank account fee": at least one amount (fixed or percentage) is
 * required; both are allowed. The same check on the form and on the server (and the database's).
 */
export const hasSomeFeeAmount = (fee: {
  fixedAmount: number | null;
  percentageAmount: number | null;
}) => fee.fixedAmount !== null || fee.percentageAmount !== null;

/** A fee as the form sends it on create, and as an edit must leave it. */
export const ZAdminFeeRequest = z.object(feeFields).check(
  z.refine(hasSomeFeeAmount, {
    error: ADMIN_FEE_MESSAGES.someAmount,
    path: ['fixedAmount'],
  }),
);
export type TAdminFeeRequest = z.infer<typeof ZAdminFeeRequest>;

/** An edit: the fields it changes (the fee they leave is checked as a whole). */
export const ZAdminFeeUpdateRequest = z.partial(z.object(feeFields));
export type TAdminFeeUpdateRequest = z.infer<typeof ZAdminFeeUpdateRequest>;

export const ZAdminFee = z.object({
  id: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  bankAccountId: z.string(),
  /** `341 · Itaú · 0001 / 12345-6`. */
  bankAccountLabel: z.string(),
  virtualAccountId: z.nullable(z.string()),
  virtualAccountLabel: z.nullable(z.string()),
  operation: ZFeeOperation,
  costType: ZFeeCostType,
  /** The headline: cents when fixed, percent when percentage (decimal string). */
  costValue: z.string(),
  fixedAmount: z.nullable(ZCents),
  percentageAmount: z.nullable(z.number()),
  minimumFee: ZCents,
  currency: ZFeeCurrency,
  feeType: ZFeeType,
  description: z.nullable(z.string()),
  status: ZFeeStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminFee = z.infer<typeof ZAdminFee>;

export const ADMIN_FEES_PAGE_SIZE = 50;

export const ZAdminFeesQuery = z.object({
  merchantId: z.optional(z.string()),
  bankAccountId: z.optional(z.string()),
  operation: z.optional(ZFeeOperation),
  status: z.optional(ZFeeStatus),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type TAdminFeesQuery = z.input<typeof ZAdminFeesQuery>;
export type TAdminFeesFilter = z.infer<typeof ZAdminFeesQuery>;

export const ZAdminFeesPage = z.object({
  items: z.array(ZAdminFee),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type TAdminFeesPage = z.infer<typeof ZAdminFeesPage>;

export const ZAdminFeeParams = z.object({ feeId: z.string() });

/** A bank account a fee may be set on, with its virtual accounts (the form's two selects). */
export const ZAdminFeeBankAccount = z.object({
  id: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  label: z.string(),
  status: z.string(),
  virtualAccounts: z.array(z.object({ id: z.string(), label: z.string(), type: z.string() })),
});
export type TAdminFeeBankAccount = z.infer<typeof ZAdminFeeBankAccount>;
export const ZAdminFeeBankAccounts = z.object({ items: z.array(ZAdminFeeBankAccount) });

/**
 * The fee a money-out operation will charge, before the merchant confirms (Pix out, transfers
 * between accounts): the same shape as the withdrawal's quote rule.
 */
export const ZOperationFeeQuote = z.object({
  amount: ZCents,
  fee: ZCents,
  total: ZCents,
  currency: z.literal('BRL'),
  available: ZCents,
  rule: z.nullable(ZWithdrawalFeeRule),
});
export type TOperationFeeQuote = z.infer<typeof ZOperationFeeQuote>;

/** The operations a merchant is quoted a fee for before confirming (withdrawals have their own). */
export const QUOTED_FEE_OPERATIONS = ['pix_send', 'transfer'] as const;

/** GET …/fees/quote?operation&virtualAccountId&amount (cents). */
export const ZOperationFeeQuoteQuery = z.object({
  operation: z.enum(QUOTED_FEE_OPERATIONS),
  virtualAccountId: ZId,
  amount: z.coerce
    .number({ error: PAYMENT_MESSAGES.amountPositive })
    .check(
      z.int({ error: PAYMENT_MESSAGES.amountPositive }),
      z.positive({ error: PAYMENT_MESSAGES.amountPositive }),
      z.maximum(Number.MAX_SAFE_INTEGER, { error: PAYMENT_MESSAGES.amountPositive }),
    ),
});
export type TOperationFeeQuoteQuery = z.input<typeof ZOperationFeeQuoteQuery>;

/** The fee of a Pix out or a transfer between accounts, shown on the review step. */
export const operationFeeEndpoints = {
  quote: merchantEndpoint({
    method: 'GET',
    path: '/fees/quote',
    access: 'merchant.read',
    group: 'fees',
    summary: 'The bank account fee of a Pix out or a transfer, and the total it debits',
    description:
      'Informative: the payment computes its fee again when it moves the money. Another ' +
      "merchant's virtual account: 404.",
    query: ZOperationFeeQuoteQuery,
    response: ZOperationFeeQuote,
    errors: [400, 401, 403, 404],
  }),
} as const satisfies Record<string, Endpoint>;

const FEES = { admin: 'fees.manage' } as const;

export const adminFeeEndpoints = {
  list: {
    method: 'GET',
    path: '/admin/fees',
    access: FEES,
    group: 'admin-fees',
    summary: 'Bank account fees, filtered by merchant, bank account, operation and status',
    query: ZAdminFeesQuery,
    response: ZAdminFeesPage,
    errors: [400, 401, 403],
  },
  bankAccounts: {
    method: 'GET',
    path: '/admin/fees/bank-accounts',
    access: FEES,
    group: 'admin-fees',
    summary: 'The bank accounts a fee may be set on, with their virtual accounts',
    response: ZAdminFeeBankAccounts,
    errors: [401, 403],
  },
  create: {
    method: 'POST',
    path: '/admin/fees',
    access: FEES,
    group: 'admin-fees',
    summary: 'Create a bank account fee',
    description:
      'At least one amount (fixed or percentage; both allowed): else 400 `fields.fixedAmount`. ' +
      'A virtual account of another bank account: 400 `fields.virtualAccountId`. A second ' +
      'active fee on the same bank account, virtual account and operation: 409.',
    body: ZAdminFeeRequest,
    response: ZAdminFee,
    status: 201,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['admin-fees'],
  },
  update: {
    method: 'PATCH',
    path: '/admin/fees/:feeId',
    access: FEES,
    group: 'admin-fees',
    summary: 'Edit a bank account fee (the fee it leaves is checked as a whole)',
    params: ZAdminFeeParams,
    body: ZAdminFeeUpdateRequest,
    response: ZAdminFee,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['admin-fees'],
  },
  remove: {
    method: 'DELETE',
    path: '/admin/fees/:feeId',
    access: FEES,
    group: 'admin-fees',
    summary: 'Delete a bank account fee',
    description:
      'A fee a withdrawal charged (or a pending withdrawal will charge) is kept: 409 ' +
      '`fields.feeId`; set it inactive instead.',
    params: ZAdminFeeParams,
    status: 204,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['admin-fees'],
  },
} as const satisfies Record<string, Endpoint>;
