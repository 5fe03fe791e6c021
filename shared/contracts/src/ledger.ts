import * as z from 'zod/mini';
import { timestampFields, virtualAccountFields } from './field-groups';
import { cursorPage } from './paging';

/** docs/requirements/accounts-and-statement.md "Bank account": account type (checking, virtual; the portal also has savings, business). */
export const BANK_ACCOUNT_TYPES = ['checking', 'virtual', 'savings', 'business'] as const;
export const ZBankAccountType = z.enum(BANK_ACCOUNT_TYPES);
export type TBankAccountType = z.infer<typeof ZBankAccountType>;

export const BANK_ACCOUNT_STATUSES = ['active', 'inactive', 'pending'] as const;
export const ZBankAccountStatus = z.enum(BANK_ACCOUNT_STATUSES);
export type TBankAccountStatus = z.infer<typeof ZBankAccountStatus>;

/** docs/requirements/accounts-and-statement.md "Virtual account" types. Type and currency cannot change after creation. */
export const VIRTUAL_ACCOUNT_TYPES = [
  'default',
  'escrow',
  'fee',
  'settlement',
  'operational',
  'reserve',
  'main',
  'secondary',
  'custom',
] as const;
export const ZVirtualAccountType = z.enum(VIRTUAL_ACCOUNT_TYPES);
export type TVirtualAccountType = z.infer<typeof ZVirtualAccountType>;

export const VIRTUAL_ACCOUNT_STATUSES = ['active', 'inactive', 'blocked'] as const;
export const ZVirtualAccountStatus = z.enum(VIRTUAL_ACCOUNT_STATUSES);
export type TVirtualAccountStatus = z.infer<typeof ZVirtualAccountStatus>;

/** Virtual accounts are BRL only (docs/requirements/ui-conventions.md "Currencies"). */
export const VIRTUAL_ACCOUNT_CURRENCIES = ['BRL'] as const;
export const ZVirtualAccountCurrency = z.enum(VIRTUAL_ACCOUNT_CURRENCIES);
export type TVirtualAccountCurrency = z.infer<typeof ZVirtualAccountCurrency>;

/**
 * docs/requirements/accounts-and-statement.md "Movement types", as seen from one virtual account (a statement line). A transfer is
 * one ledger entry whose two postings are a `transfer_out` and a `transfer_in`.
 */
export const MOVEMENT_TYPES = [
  'deposit',
  'fee',
  'withdrawal',
  'refund',
  'transfer_out',
  'transfer_in',
] as const;
export const ZMovementType = z.enum(MOVEMENT_TYPES);
export type TMovementType = z.infer<typeof ZMovementType>;

/** docs/requirements/accounts-and-statement.md "Statement entry": method internal (between ledger accounts) or external (a bank). */
export const MOVEMENT_METHODS = ['internal', 'external'] as const;
export const ZMovementMethod = z.enum(MOVEMENT_METHODS);
export type TMovementMethod = z.infer<typeof ZMovementMethod>;

/** Amounts are integer cents everywhere in the API. */
export const ZCents = z.int();

/** docs/requirements/accounts-and-statement.md "Balance summary" (cents). Totals are magnitudes (positive), per movement type. */
export const ZBalanceSummary = z.object({
  current: ZCents,
  blocked: ZCents,
  available: ZCents,
  deposits: ZCents,
  fees: ZCents,
  withdrawals: ZCents,
  refunds: ZCents,
  transfersIn: ZCents,
  transfersOut: ZCents,
});
export type TBalanceSummary = z.infer<typeof ZBalanceSummary>;

/** docs/requirements/accounts-and-statement.md "Statement entry", plus the balance of the account right after the movement. */
export const ZStatementEntry = z.object({
  id: z.string(),
  entryId: z.string(),
  reference: z.nullable(z.string()),
  description: z.nullable(z.string()),
  /** Signed cents: positive credits the virtual account, negative debits it. */
  amount: ZCents,
  type: ZMovementType,
  method: ZMovementMethod,
  createdAt: z.string(),
  ...virtualAccountFields,
  balanceAfter: ZCents,
  /** True: money the sandbox made up (a sandbox payer), not a real payer's. Always sent. */
  sandbox: z.optional(z.boolean()),
});
export type TStatementEntry = z.infer<typeof ZStatementEntry>;

export const ZStatementPage = cursorPage(ZStatementEntry);
export type TStatementPage = z.infer<typeof ZStatementPage>;

export const ZBalance = z.object({ current: ZCents, blocked: ZCents, available: ZCents });
export type TBalance = z.infer<typeof ZBalance>;

/** Closing balance of a day (YYYY-MM-DD in the merchant's time zone): the home chart. */
export const ZBalancePoint = z.object({ date: z.string(), balance: ZCents });
export type TBalancePoint = z.infer<typeof ZBalancePoint>;

/** docs/requirements/accounts-and-statement.md "Bank account"; `balance` is the sum of its virtual accounts (portal view). */
export const ZBankAccount = z.object({
  id: z.string(),
  providerId: z.string(),
  providerAccountId: z.string(),
  holderName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  branchNumber: z.string(),
  accountNumber: z.string(),
  accountType: ZBankAccountType,
  document: z.string(),
  status: ZBankAccountStatus,
  createdAt: z.string(),
  balance: ZCents,
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

/** docs/requirements/accounts-and-statement.md "Virtual account". */
export const ZVirtualAccount = z.object({
  id: z.string(),
  label: z.string(),
  type: ZVirtualAccountType,
  currency: ZVirtualAccountCurrency,
  balance: ZCents,
  blockedBalance: ZCents,
  availableBalance: ZCents,
  bankAccountId: z.string(),
  merchantId: z.string(),
  isDefault: z.boolean(),
  status: ZVirtualAccountStatus,
  ...timestampFields,
});
export type TVirtualAccount = z.infer<typeof ZVirtualAccount>;
