import {
  type TBankAccountStatus,
  type TBankAccountType,
  type TMovementMethod,
  type TMovementType,
  type TVirtualAccountCurrency,
  type TVirtualAccountStatus,
  type TVirtualAccountType,
  ZBankAccountStatus,
  ZBankAccountType,
  ZMovementMethod,
  ZMovementType,
  ZVirtualAccountStatus,
  ZVirtualAccountType,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  cents,
  createdAt,
  identityPrimaryKey,
  oneOf,
  requiredRef,
  timestamps,
  timestampTz,
  uuidPrimaryKey,
} from './columns';
import { merchantRef } from './schema';
import { providerRef } from './schema-back-office';

// The ledger: see docs/ledger.md. Money is integer cents (bigint, read as JS numbers: exact up
// to 2^53 cents; a credit past LEDGER_BALANCE_CAP, 90 times below, is refused). Entries and postings are append-only (triggers in
// the migration) and every entry's postings sum to zero (a constraint trigger).

/** A merchant's account at a bank (docs/requirements/accounts-and-statement.md "Bank account"); holds virtual accounts. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    /** The provider (docs/back-office.md "Providers"), by id. */
    providerId: providerRef(),
    providerAccountId: text('provider_account_id').notNull(),
    holderName: text('holder_name').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    branchNumber: text('branch_number').notNull(),
    accountNumber: text('account_number').notNull(),
    accountType: text('account_type').$type<TBankAccountType>().notNull(),
    /** CPF (11 digits) or CNPJ (14 digits) of the holder. */
    document: text('document').notNull(),
    status: text('status').$type<TBankAccountStatus>().notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    index('bank_accounts_merchant_id_idx').on(t.merchantId, t.createdAt),
    uniqueIndex('bank_accounts_provider_account_unique').on(t.providerId, t.providerAccountId),
    check('bank_accounts_bank_code_digits', sql`${t.bankCode} ~ '^[0-9]{3}$'`),
    // CPF, or CNPJ numeric or alphanumeric (from July 2026).
    check('bank_accounts_document', sql`${t.document} ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'`),
    oneOf('bank_accounts_account_type_valid', t.accountType, ZBankAccountType.options),
    oneOf('bank_accounts_status_valid', t.status, ZBankAccountStatus.options),
  ],
);

/** The bank account a row is about (`bank_account_id`, required). */
export const bankAccountRef = () => requiredRef('bank_account_id', () => bankAccounts.id);

/** The virtual account a row is about (`virtual_account_id`, required). */
export const virtualAccountRef = () => requiredRef('virtual_account_id', () => virtualAccounts.id);

/**
 * A merchant's ledger account (docs/requirements/accounts-and-statement.md "Virtual account"). `balance`, `blockedBalance` and the
 * totals are a cache of the postings and the active holds, written in the same transaction as them while the
 * row is locked; the checks make a negative available balance impossible even for buggy code.
 */
export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    bankAccountId: bankAccountRef(),
    label: text('label').notNull(),
    type: text('type').$type<TVirtualAccountType>().notNull(),
    currency: text('currency').$type<TVirtualAccountCurrency>().notNull().default('BRL'),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status').$type<TVirtualAccountStatus>().notNull().default('active'),
    balance: cents('balance').notNull().default(0),
    blockedBalance: cents('blocked_balance').notNull().default(0),
    // All-time totals per movement type (magnitudes), cached like the balance: the home's
    // balance summary must not sum a million postings.
    totalDeposits: cents('total_deposits').notNull().default(0),
    totalFees: cents('total_fees').notNull().default(0),
    totalWithdrawals: cents('total_withdrawals').notNull().default(0),
    totalRefunds: cents('total_refunds').notNull().default(0),
    totalTransfersIn: cents('total_transfers_in').notNull().default(0),
    totalTransfersOut: cents('total_transfers_out').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('virtual_accounts_merchant_id_idx').on(t.merchantId, t.createdAt),
    index('virtual_accounts_bank_account_id_idx').on(t.bankAccountId),
    uniqueIndex('virtual_accounts_one_default_per_merchant')
      .on(t.merchantId)
      .where(sql`${t.isDefault}`),
    oneOf('virtual_accounts_type_valid', t.type, ZVirtualAccountType.options),
    check('virtual_accounts_currency_valid', sql`${t.currency} = 'BRL'`),
    oneOf('virtual_accounts_status_valid', t.status, ZVirtualAccountStatus.options),
    check('virtual_accounts_blocked_not_negative', sql`${t.blockedBalance} >= 0`),
    check('virtual_accounts_available_not_negative', sql`${t.balance} >= ${t.blockedBalance}`),
    check(
      'virtual_accounts_totals_not_negative',
      sql`least(${t.totalDeposits}, ${t.totalFees}, ${t.totalWithdrawals}, ${t.totalRefunds}, ${t.totalTransfersIn}, ${t.totalTransfersOut}) >= 0`,
    ),
  ],
);

/**
 * The platform's own accounts, the other side of money entering or leaving a merchant's
 * virtual accounts: `settlement:<provider>` (cash at a bank provider) and `fee_revenue`. Their
 * balance is not cached (it would be a row every movement locks); it is the sum of postings.
 */
export const ledgerSystemAccounts = pgTable('ledger_system_accounts', {
  id: uuidPrimaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const ledgerEntryTypes = ['deposit', 'fee', 'withdrawal', 'refund', 'transfer'] as const;
export type LedgerEntryType = (typeof ledgerEntryTypes)[number];

/** One movement = one journal entry; its postings say which accounts it changed and by how much. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    type: text('type').$type<LedgerEntryType>().notNull(),
    reference: text('reference'),
    description: text('description'),
    method: text('method').$type<TMovementMethod>().notNull(),
    /** Per merchant; a retry with the same key gets the first result back. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request the key was first used with: another request is refused. */
    requestHash: text('request_hash'),
    /**
     * Money the sandbox made up (a sandbox payer's QR code payment or open finance
     * authorisation, the demo seed's): not from a real payer. Limited per merchant and day.
     */
    sandbox: boolean('sandbox').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_merchant_idempotency_key_unique').on(
      t.merchantId,
      t.idempotencyKey,
    ),
    index('ledger_entries_merchant_id_created_at_idx').on(t.merchantId, t.createdAt),
    // The back office's transactions across merchants (docs/back-office.md), newest first.
    index('ledger_entries_created_idx').on(t.createdAt.desc(), t.id.desc()),
    oneOf('ledger_entries_type_valid', t.type, ledgerEntryTypes),
    oneOf('ledger_entries_method_valid', t.method, ZMovementMethod.options),
    check(
      'ledger_entries_idempotency_pair',
      sql`(${t.idempotencyKey} is null) = (${t.requestHash} is null)`,
    ),
  ],
);

/**
 * One line of an entry on exactly one account (a virtual account or a system account). Signed
 * cents: positive credits the account (its balance grows), negative debits it. `merchantId`,
 * `movementType` and `createdAt` are copied from the entry so a statement page is read from
 * one index; `balanceAfter` is the virtual account's balance right after this posting.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: identityPrimaryKey(),
    entryId: requiredRef('entry_id', () => ledgerEntries.id),
    merchantId: merchantRef(),
    virtualAccountId: uuid('virtual_account_id').references(() => virtualAccounts.id),
    systemAccountId: uuid('system_account_id').references(() => ledgerSystemAccounts.id),
    movementType: text('movement_type').$type<TMovementType>().notNull(),
    amount: cents('amount').notNull(),
    balanceAfter: cents('balance_after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_postings_entry_id_idx').on(t.entryId),
    // Statement pages: keyset on (created_at, id) descending, per account or per merchant.
    index('ledger_postings_statement_account_idx')
      .on(t.virtualAccountId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.virtualAccountId} is not null`),
    index('ledger_postings_statement_merchant_idx')
      .on(t.merchantId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.virtualAccountId} is not null`),
    index('ledger_postings_system_account_idx')
      .on(t.systemAccountId)
      .where(sql`${t.systemAccountId} is not null`),
    check(
      'ledger_postings_one_account',
      sql`(${t.virtualAccountId} is null) <> (${t.systemAccountId} is null)`,
    ),
    check(
      'ledger_postings_balance_after_virtual_only',
      sql`(${t.balanceAfter} is null) = (${t.virtualAccountId} is null)`,
    ),
    check('ledger_postings_amount_not_zero', sql`${t.amount} <> 0`),
    oneOf('ledger_postings_movement_type_valid', t.movementType, ZMovementType.options),
  ],
);

export const holdStatuses = ['active', 'released', 'captured'] as const;
export type HoldStatus = (typeof holdStatuses)[number];

/**
 * A blocked part of a virtual account's balance (e.g. a withdrawal waiting for approval, a
 * dispute). Active holds sum to the account's `blockedBalance`.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    virtualAccountId: virtualAccountRef(),
    amount: cents('amount').notNull(),
    reason: text('reason'),
    status: text('status').$type<HoldStatus>().notNull().default('active'),
    /** The withdrawal entry that consumed the hold, when captured. */
    entryId: uuid('entry_id').references(() => ledgerEntries.id),
    createdAt: createdAt(),
    closedAt: timestampTz('closed_at'),
  },
  (t) => [
    index('ledger_holds_virtual_account_id_idx').on(t.virtualAccountId, t.status),
    check('ledger_holds_amount_positive', sql`${t.amount} > 0`),
    oneOf('ledger_holds_status_valid', t.status, holdStatuses),
  ],
);

export type BankAccount = typeof bankAccounts.$inferSelect;
export type VirtualAccount = typeof virtualAccounts.$inferSelect;
export type LedgerSystemAccount = typeof ledgerSystemAccounts.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type LedgerPosting = typeof ledgerPostings.$inferSelect;
export type LedgerHold = typeof ledgerHolds.$inferSelect;
