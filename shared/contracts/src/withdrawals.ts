import * as z from 'zod/mini';
import { type Endpoint, merchantEndpoint } from './endpoint';
import { ZCents } from './ledger';
import { requiredString } from './field-errors';
import {
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  ZPaymentAmount,
  ZPaymentDescription,
  ZPaymentDocument,
} from './payments';

/**
 * Withdrawals (docs/payments.md "Withdrawal"): from one of the merchant's virtual accounts to one
 * of its own bank accounts, with the bank account fee quoted before confirming.
 * The withdrawal itself answers a `ZPaymentDocument` (an `out` document, method `ted`).
 */

// ---------------------------------------------------------------------------------------------
// Bank account fee (docs/payments.md): the admin issue builds its CRUD, withdrawals only read it

export const FEE_OPERATIONS = [
  'pix_receive',
  'pix_send',
  'ted_receive',
  'ted_send',
  'transfer',
  'withdrawal',
] as const;
export const ZFeeOperation = z.enum(FEE_OPERATIONS);
export type TFeeOperation = z.infer<typeof ZFeeOperation>;

export const FEE_COST_TYPES = ['fixed', 'percentage'] as const;
export const ZFeeCostType = z.enum(FEE_COST_TYPES);
export type TFeeCostType = z.infer<typeof ZFeeCostType>;

export const FEE_CURRENCIES = ['BRL', 'USD', 'EUR'] as const;
export const ZFeeCurrency = z.enum(FEE_CURRENCIES);
export type TFeeCurrency = z.infer<typeof ZFeeCurrency>;

export const FEE_TYPES = [
  'transaction',
  'monthly',
  'withdrawal',
  'transfer',
  'maintenance',
  'service',
] as const;
export const ZFeeType = z.enum(FEE_TYPES);
export type TFeeType = z.infer<typeof ZFeeType>;

/** provider and fee statuses active, inactive (fee also pending). */
export const FEE_STATUSES = ['active', 'inactive', 'pending'] as const;
export const ZFeeStatus = z.enum(FEE_STATUSES);
export type TFeeStatus = z.infer<typeof ZFeeStatus>;

/** Recurring fee types: never charged on a single withdrawal. */
export const RECURRING_FEE_TYPES: readonly TFeeType[] = ['monthly', 'maintenance'];

// ---------------------------------------------------------------------------------------------
// Quote and withdrawal

export const WITHDRAWAL_MESSAGES = {
  bankAccountNotFound: 'payments:withdrawal.errors.bankAccountNotFound',
  bankAccountInactive: 'payments:withdrawal.errors.bankAccountInactive',
  /** DOC was discontinued in 2024: no new DOC sends (docs/payments.md "TED and DOC"). */
  docDiscontinued: 'payments:withdrawal.errors.docDiscontinued',
} as const;

const ZId = requiredString();

/** GET …/withdrawals/quote?virtualAccountId&bankAccountId&amount (cents). */
export const ZWithdrawalQuoteQuery = z.object({
  virtualAccountId: ZId,
  bankAccountId: ZId,
  amount: z.coerce
    .number({ error: PAYMENT_MESSAGES.amountPositive })
    .check(
      z.int({ error: PAYMENT_MESSAGES.amountPositive }),
      z.positive({ error: PAYMENT_MESSAGES.amountPositive }),
      z.maximum(Number.MAX_SAFE_INTEGER, { error: PAYMENT_MESSAGES.amountPositive }),
    ),
});
export type TWithdrawalQuoteQuery = z.input<typeof ZWithdrawalQuoteQuery>;

/** The fee rule that applies (a `bank_account_fees` row), as the review shows it. */
export const ZWithdrawalFeeRule = z.object({
  id: z.string(),
  costType: ZFeeCostType,
  /** Cents added to every withdrawal (null: none). */
  fixedAmount: z.nullable(ZCents),
  /** Percent of the amount, as a decimal string (`"0.5"` = 0,5 %; null: none). */
  percentageAmount: z.nullable(z.string()),
  /** The fee is never below this (cents). */
  minimumFee: ZCents,
  description: z.nullable(z.string()),
});
export type TWithdrawalFeeRule = z.infer<typeof ZWithdrawalFeeRule>;

export const ZWithdrawalQuote = z.object({
  amount: ZCents,
  fee: ZCents,
  /** What leaves the virtual account: amount + fee. */
  total: ZCents,
  currency: z.literal('BRL'),
  /** The virtual account's available balance now (current − blocked). */
  available: ZCents,
  rule: z.nullable(ZWithdrawalFeeRule),
});
export type TWithdrawalQuote = z.infer<typeof ZWithdrawalQuote>;

export const ZWithdrawalRequest = z.object({
  virtualAccountId: ZId,
  bankAccountId: ZId,
  amount: ZPaymentAmount,
  description: ZPaymentDescription,
  /**
   * How the money goes to the bank account: TED (the default and the only one). DOC was
   * discontinued by Brazilian banks in 2024: `doc` is refused (400, docDiscontinued).
   */
  method: z.optional(z.literal('ted', { error: WITHDRAWAL_MESSAGES.docDiscontinued })),
});
export type TWithdrawalRequest = z.infer<typeof ZWithdrawalRequest>;

/** Withdrawals to the merchant's own bank accounts, with the fee quoted first (docs/payments.md). */
export const withdrawalEndpoints = {
  quote: merchantEndpoint({
    method: 'GET',
    path: '/withdrawals/quote',
    access: 'merchant.read',
    group: 'withdrawals',
    summary: 'The fee of a withdrawal and the total it debits, before anything moves',
    description:
      "Another merchant's virtual account or bank account: 404 (`fields.bankAccountId` for the " +
      'bank account); an inactive bank account: 409.',
    query: ZWithdrawalQuoteQuery,
    response: ZWithdrawalQuote,
    errors: [400, 401, 403, 404, 409],
  }),
  create: merchantEndpoint({
    method: 'POST',
    path: '/withdrawals',
    access: 'money.move',
    group: 'withdrawals',
    summary: 'Withdraw from a virtual account to one of the merchant’s bank accounts',
    description:
      'The `Idempotency-Key` header is required: the same key with the same body answers 200 ' +
      'with the first document and moves nothing; with another body, 409 ' +
      '(`fields.idempotencyKey`). Amount + fee beyond the available balance: 422 ' +
      '(`fields.amount`); above MAX_TRANSACTION_AMOUNT_CENTS: 400 (`fields.amount`). Answers the ' +
      '`out` document (method ted).',
    idempotencyKey: true,
    body: ZWithdrawalRequest,
    response: ZPaymentDocument,
    ...PAYMENT_STATUSES,
    errors: [400, 401, 403, 404, 409, 422],
    invalidates: ['payments', 'accounts', 'approvals'],
  }),
} as const satisfies Record<string, Endpoint>;
