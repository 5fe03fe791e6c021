import { isUuid } from '@arara/contracts';
import { type AnyColumn, and, asc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { findOne, insertOne } from '../db/map-row';
import { merchants } from '../db/schema';
import {
  type BankAccount,
  bankAccounts,
  type VirtualAccount,
  virtualAccounts,
} from '../db/schema-ledger';

export type NewBankAccount = typeof bankAccounts.$inferInsert;
export type NewVirtualAccount = Omit<
  typeof virtualAccounts.$inferInsert,
  'balance' | 'blockedBalance' | 'id'
>;

/**
 * Joins who holds a virtual account and where to `query` (a select of rows naming the account
 * in `virtualAccountId` and its merchant in `merchantId`): the account, its bank account and
 * its merchant, for `merchants.name` / `document` and `bankAccounts.bankName` / `bankCode`.
 */
export const joinAccountHolder = <T extends PgSelect>(
  query: T,
  virtualAccountId: AnyColumn,
  merchantId: AnyColumn,
) =>
  query
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, virtualAccountId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, virtualAccounts.bankAccountId))
    .innerJoin(merchants, eq(merchants.id, merchantId));

export type BankAccountWithBalance = BankAccount & { balance: number; blockedBalance: number };

// The one UUID check lives in @arara/contracts; re-exported for the payments and accounts
// services that import it from here (until they import it from the contracts).
export { isUuid };

/** A merchant's bank accounts (or one), with the balance of their virtual accounts. */
async function bankAccountsWithBalance(
  db: Db,
  merchantId: string,
  id?: string,
): Promise<BankAccountWithBalance[]> {
  if (id !== undefined && !isUuid(id)) return [];
  const rows = await db
    .select({
      bankAccount: bankAccounts,
      balance: sql<string>`coalesce(sum(${virtualAccounts.balance}), 0)`,
      blockedBalance: sql<string>`coalesce(sum(${virtualAccounts.blockedBalance}), 0)`,
    })
    .from(bankAccounts)
    .leftJoin(virtualAccounts, eq(virtualAccounts.bankAccountId, bankAccounts.id))
    .where(
      and(
        eq(bankAccounts.merchantId, merchantId),
        id === undefined ? undefined : eq(bankAccounts.id, id),
      ),
    )
    .groupBy(bankAccounts.id)
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
  return rows.map((row) => ({
    ...row.bankAccount,
    balance: Number(row.balance),
    blockedBalance: Number(row.blockedBalance),
  }));
}

/**
 * Bank and virtual accounts, always scoped to a merchant (another merchant's id = not found).
 * Every method takes the transaction it runs in as its last, optional, argument.
 */
export const createLedgerAccountsRepository = (db: Db) => ({
  async createBankAccount(values: NewBankAccount, tx?: Db): Promise<BankAccount> {
    return insertOne(tx ?? db, bankAccounts, values);
  },

  /** With the balance of its virtual accounts (the portal shows it). */
  listBankAccounts: (merchantId: string, tx?: Db) => bankAccountsWithBalance(tx ?? db, merchantId),

  async findBankAccountWithBalance(
    merchantId: string,
    id: string,
    tx?: Db,
  ): Promise<BankAccountWithBalance | undefined> {
    const [row] = await bankAccountsWithBalance(tx ?? db, merchantId, id);
    return row;
  },

  async findBankAccount(merchantId: string, id: string, tx?: Db): Promise<BankAccount | undefined> {
    if (!isUuid(id)) return undefined;
    return findOne(
      tx ?? db,
      bankAccounts,
      and(eq(bankAccounts.id, id), eq(bankAccounts.merchantId, merchantId)),
    );
  },

  async createVirtualAccount(values: NewVirtualAccount, tx?: Db): Promise<VirtualAccount> {
    return insertOne(tx ?? db, virtualAccounts, values);
  },

  /** The merchant's default account stops being it (another one is about to become it). */
  async clearDefaultVirtualAccount(merchantId: string, tx?: Db): Promise<void> {
    await (tx ?? db)
      .update(virtualAccounts)
      .set({ isDefault: false })
      .where(and(eq(virtualAccounts.merchantId, merchantId), eq(virtualAccounts.isDefault, true)));
  },

  async listVirtualAccounts(
    merchantId: string,
    filter: { bankAccountId?: string } = {},
    tx?: Db,
  ): Promise<VirtualAccount[]> {
    if (filter.bankAccountId !== undefined && !isUuid(filter.bankAccountId)) return [];
    return (tx ?? db)
      .select()
      .from(virtualAccounts)
      .where(
        and(
          eq(virtualAccounts.merchantId, merchantId),
          filter.bankAccountId === undefined
            ? undefined
            : eq(virtualAccounts.bankAccountId, filter.bankAccountId),
        ),
      )
      .orderBy(asc(virtualAccounts.createdAt), asc(virtualAccounts.id));
  },

  async findVirtualAccount(
    merchantId: string,
    id: string,
    tx?: Db,
  ): Promise<VirtualAccount | undefined> {
    if (!isUuid(id)) return undefined;
    return findOne(
      tx ?? db,
      virtualAccounts,
      and(eq(virtualAccounts.id, id), eq(virtualAccounts.merchantId, merchantId)),
    );
  },

  /** Only the label can change after creation (docs/ledger.md "Accounts"). */
  async renameVirtualAccount(
    merchantId: string,
    id: string,
    label: string,
    tx?: Db,
  ): Promise<VirtualAccount | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await (tx ?? db)
      .update(virtualAccounts)
      .set({ label })
      .where(and(eq(virtualAccounts.id, id), eq(virtualAccounts.merchantId, merchantId)))
      .returning();
    return row;
  },
});

export type LedgerAccountsRepository = ReturnType<typeof createLedgerAccountsRepository>;
