import { randomInt } from 'node:crypto';
import assert from 'node:assert/strict';
import type { TAppErrorCode } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { AppError } from '../src/lib/app-error';
import { providers } from '../src/db/schema-back-office';
import { createLedgerAccountsRepository } from '../src/repositories/ledger-accounts-repository';
import { createMerchantsRepository } from '../src/repositories/merchants-repository';
import { postMovement } from '../src/services/ledger';
import { dataDepsOf } from '../src/services/deps';
import { queryRows } from './helper';

let merchantCount = 0;

/** A new merchant with one bank account and `accounts` empty virtual accounts. */
export async function openMerchant(db: Db, accounts = 2) {
  merchantCount += 1;
  // 14 digits no other merchant of this database has (random, then the test's counter).
  const document = `9${randomInt(0, 1e9).toString().padStart(9, '0')}${String(merchantCount).padStart(4, '0')}`;
  const merchant = await createMerchantsRepository(db).upsertByDocument({
    name: `Ledger Test ${merchantCount}`,
    document,
    status: 'active',
  });
  const repo = createLedgerAccountsRepository(db);
  // Bank accounts name their provider by id (migration 0024).
  await db
    .insert(providers)
    .values({ id: 'test-provider', name: 'Test provider' })
    .onConflictDoNothing();
  const bank = await repo.createBankAccount({
    merchantId: merchant.id,
    providerId: 'test-provider',
    providerAccountId: `${document}-1`,
    holderName: merchant.name,
    bankCode: '341',
    bankName: 'Itaú Unibanco',
    branchNumber: '0001',
    accountNumber: '12345-6',
    accountType: 'business',
    document,
  });
  const ids: string[] = [];
  for (let i = 0; i < accounts; i++) {
    const va = await repo.createVirtualAccount({
      merchantId: merchant.id,
      bankAccountId: bank.id,
      label: `Account ${i + 1}`,
      type: i === 0 ? 'main' : 'secondary',
      isDefault: i === 0,
    });
    ids.push(va.id);
  }
  return { merchantId: merchant.id, bankAccountId: bank.id, accountIds: ids };
}

export async function deposit(
  db: Db,
  merchantId: string,
  virtualAccountId: string,
  amount: number,
) {
  return postMovement(dataDepsOf(db), merchantId, { type: 'deposit', virtualAccountId, amount });
}

/** Asserts the promise fails with an AppError of that code; returns the error. */
export async function rejectsWith(promise: Promise<unknown>, code: TAppErrorCode) {
  let caught: unknown;
  await promise.catch((error: unknown) => {
    caught = error;
  });
  assert.ok(caught instanceof AppError, `expected AppError ${code}, got ${String(caught)}`);
  assert.equal(caught.code, code);
  return caught;
}

/**
 * The ledger's invariants, checked in SQL over the whole database: each entry balances, all
 * postings sum to zero, every cached balance equals the sum of its postings, every blocked
 * balance the sum of its active holds, the latest balance_after the balance, nothing negative.
 */
export async function assertLedgerInvariants(db: Db) {
  const unbalanced = await queryRows<{ entry_id: string }>(
    db,
    sql`select entry_id from ledger_postings group by entry_id having sum(amount) <> 0 or count(*) < 2`,
  );
  assert.deepEqual(unbalanced, [], 'every entry sums to zero');
  const [total] = await queryRows<{ total: string | number | null }>(
    db,
    sql`select coalesce(sum(amount), 0) as total from ledger_postings`,
  );
  assert.equal(Number(total?.total), 0, 'all postings sum to zero');
  const mismatched = await queryRows<{ id: string }>(
    db,
    sql`select va.id from virtual_accounts va
         where va.balance <> coalesce((select sum(p.amount) from ledger_postings p where p.virtual_account_id = va.id), 0)
            or va.blocked_balance <> coalesce((select sum(h.amount) from ledger_holds h where h.virtual_account_id = va.id and h.status = 'active'), 0)
            or va.balance <> coalesce((select p.balance_after from ledger_postings p where p.virtual_account_id = va.id order by p.created_at desc, p.id desc limit 1), 0)
            or va.balance - va.blocked_balance < 0
            or va.blocked_balance < 0`,
  );
  assert.deepEqual(mismatched, [], 'cached balances equal the postings and holds');
  const typeTotal = (type: string) =>
    sql`coalesce(abs((select sum(p.amount) from ledger_postings p where p.virtual_account_id = va.id and p.movement_type = ${type})), 0)`;
  const wrongTotals = await queryRows<{ id: string }>(
    db,
    sql`select va.id from virtual_accounts va
         where va.total_deposits <> ${typeTotal('deposit')} or va.total_fees <> ${typeTotal('fee')}
            or va.total_withdrawals <> ${typeTotal('withdrawal')} or va.total_refunds <> ${typeTotal('refund')}
            or va.total_transfers_in <> ${typeTotal('transfer_in')}
            or va.total_transfers_out <> ${typeTotal('transfer_out')}`,
  );
  assert.deepEqual(wrongTotals, [], 'cached totals equal the postings of each type');
  const brokenRunningBalance = await queryRows<{ id: string }>(
    db,
    sql`select id from (
          select p.id, p.balance_after,
                 sum(p.amount) over (partition by p.virtual_account_id order by p.created_at, p.id) as running
            from ledger_postings p where p.virtual_account_id is not null) x
         where x.balance_after <> x.running`,
  );
  assert.deepEqual(brokenRunningBalance, [], 'balance_after is the running sum of the postings');
}

export async function countEntries(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from ledger_entries`,
  );
  return Number(row?.n);
}

/**
 * The fixtures above on the suite's database (`t` of `useTestApp`, read at each call):
 * `ledger.openMerchant(2)` for `openMerchant(t.db, 2)`.
 */
export function ledgerFixtures(t: { readonly db: Db }) {
  return {
    openMerchant: (accounts?: number) => openMerchant(t.db, accounts),
    deposit: (merchantId: string, virtualAccountId: string, amount: number) =>
      deposit(t.db, merchantId, virtualAccountId, amount),
    countEntries: () => countEntries(t.db),
    assertInvariants: () => assertLedgerInvariants(t.db),
  };
}
