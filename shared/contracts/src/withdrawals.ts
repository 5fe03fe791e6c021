import * as z from 'zod/mini';
import { ZCents } from './ledger';
import { PAYMENT_DESCRIPTION_MAX, PAYMENT_MESSAGES } from './payments';

/**
 * Withdrawals (issue 5, spec §2 /withdrawal): from one of the merchant's virtual accounts to one
 * of its own bank accounts, with the fee of spec §3 "Bank account fee" quoted before confirming.
 * The withdrawal itself answers a `ZPaymentDocument` (an `out` document, method `ted`).
 */

// ---------------------------------------------------------------------------------------------
// Bank account fee (spec §3); the admin issue builds its CRUD, withdrawals only read it

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

/** Spec §4: provider and fee statuses active, inactive (fee also pending). */
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
} as const;

const required = { error: 'validation.required' } as const;
const ZId = z.string(required).check(z.minLength(1, required));
const ZAmount = z
  .int({ error: PAYMENT_MESSAGES.amountPositive })
  .check(
    z.positive({ error: PAYMENT_MESSAGES.amountPositive }),
    z.maximum(Number.MAX_SAFE_INTEGER, { error: PAYMENT_MESSAGES.amountPositive }),
  );

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
  amount: ZAmount,
  description: z.optional(
    z
      .string()
      .check(z.maxLength(PAYMENT_DESCRIPTION_MAX, { error: PAYMENT_MESSAGES.descriptionTooLong })),
  ),
});
export type TWithdrawalRequest = z.infer<typeof ZWithdrawalRequest>;

/**
 * - GET  /merchants/:merchantId/withdrawals/quote  ZWithdrawalQuoteQuery → 200 ZWithdrawalQuote
 * - POST /merchants/:merchantId/withdrawals        ZWithdrawalRequest (+ Idempotency-Key)
 *                                                  → 201 ZPaymentDocument (200 on a replay)
 */
export const WITHDRAWAL_ROUTES = {
  quote: (merchantId: string) => `/merchants/${merchantId}/withdrawals/quote`,
  withdrawals: (merchantId: string) => `/merchants/${merchantId}/withdrawals`,
} as const;
