import {
  type TFeeCostType,
  type TFeeCurrency,
  type TFeeOperation,
  type TFeeStatus,
  type TFeeType,
  ZBankAccountStatus,
  ZFeeCostType,
  ZFeeCurrency,
  ZFeeOperation,
  ZFeeType,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, oneOf, requiredRef, timestamps, uuidPrimaryKey } from './columns';
import { merchantRef } from './schema';
import { bankAccountRef, ledgerEntries, virtualAccountRef, virtualAccounts } from './schema-ledger';
import { paymentDocuments } from './schema-payments';

// Fees (docs/payments.md "Withdrawal"): docs/requirements/payments.md "Bank account fee". The admin issue builds its
// CRUD; withdrawals read the active `withdrawal` rows to quote and charge the fee.

/**
 * A fee of a bank account (optionally narrowed to one of its virtual accounts) on one operation.
 * The fee of an amount is `fixed_amount + percentage_amount % of the amount` (either or both),
 * never below `minimum_fee`. `cost_type` / `cost_value` are the headline the admin lists show
 * (cents when fixed, percent when percentage).
 */
export const bankAccountFees = pgTable(
  'bank_account_fees',
  {
    id: uuidPrimaryKey(),
    bankAccountId: bankAccountRef(),
    /** When set, the fee applies to this virtual account only (it wins over the bank's). */
    virtualAccountId: uuid('virtual_account_id').references(() => virtualAccounts.id),
    operation: text('operation').$type<TFeeOperation>().notNull(),
    costType: text('cost_type').$type<TFeeCostType>().notNull(),
    costValue: numeric('cost_value', { precision: 18, scale: 4 }).notNull().default('0'),
    /** Cents. */
    fixedAmount: cents('fixed_amount'),
    /** Percent of the amount (`0.5000` = 0,5 %). */
    percentageAmount: numeric('percentage_amount', { precision: 9, scale: 4 }),
    /** Cents. */
    minimumFee: cents('minimum_fee').notNull().default(0),
    currency: text('currency').$type<TFeeCurrency>().notNull().default('BRL'),
    feeType: text('fee_type').$type<TFeeType>().notNull(),
    description: text('description'),
    status: text('status').$type<TFeeStatus>().notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    index('bank_account_fees_bank_operation_idx').on(t.bankAccountId, t.operation, t.status),
    oneOf('bank_account_fees_operation_valid', t.operation, ZFeeOperation.options),
    oneOf('bank_account_fees_cost_type_valid', t.costType, ZFeeCostType.options),
    oneOf('bank_account_fees_currency_valid', t.currency, ZFeeCurrency.options),
    oneOf('bank_account_fees_fee_type_valid', t.feeType, ZFeeType.options),
    oneOf('bank_account_fees_status_valid', t.status, ZBankAccountStatus.options),
    // docs/requirements/payments.md "Bank account fee": at least one amount (fixed or percentage); both allowed.
    check(
      'bank_account_fees_some_amount',
      sql`${t.fixedAmount} is not null or ${t.percentageAmount} is not null`,
    ),
    check(
      'bank_account_fees_amounts_not_negative',
      sql`coalesce(${t.fixedAmount}, 0) >= 0 and coalesce(${t.percentageAmount}, 0) >= 0 and ${t.minimumFee} >= 0 and ${t.costValue} >= 0`,
    ),
  ],
);

/**
 * A withdrawal to one of the merchant's bank accounts: its `out` document, the bank account, and
 * the two ledger entries (the withdrawal, and the fee when there is one) with the rule charged.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    documentId: requiredRef('document_id', () => paymentDocuments.id),
    virtualAccountId: virtualAccountRef(),
    bankAccountId: bankAccountRef(),
    amount: cents('amount').notNull(),
    fee: cents('fee').notNull(),
    feeId: uuid('fee_id').references(() => bankAccountFees.id),
    withdrawalEntryId: requiredRef('withdrawal_entry_id', () => ledgerEntries.id),
    feeEntryId: uuid('fee_entry_id').references(() => ledgerEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_document_unique').on(t.documentId),
    index('withdrawals_merchant_idx').on(t.merchantId, t.createdAt),
    // A fee entry's withdrawal (the back office's transactions list links the fee to it).
    index('withdrawals_fee_entry_idx').on(t.feeEntryId).where(sql`${t.feeEntryId} is not null`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_fee_not_negative', sql`${t.fee} >= 0`),
  ],
);

export type BankAccountFee = typeof bankAccountFees.$inferSelect;
export type NewBankAccountFee = typeof bankAccountFees.$inferInsert;
export type Withdrawal = typeof withdrawals.$inferSelect;
