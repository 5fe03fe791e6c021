import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { TStatementEntry } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../src/services/deps';
import { createPrng } from '../src/lib/prng';
import {
  getBalanceHistory,
  getBalanceSummary,
  getStatementPage,
  postMovement,
  type StatementFilter,
  streamStatement,
} from '../src/services/ledger';
import { queryRows, useTestApp } from './helper';
import { deposit, openMerchant, rejectsWith } from './ledger-fixtures';

/** Every page from the first, following nextCursor. */
async function allPages(
  deps: ServiceDeps,
  merchantId: string,
  filter: StatementFilter,
  limit: number,
) {
  const pages: TStatementEntry[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await getStatementPage(deps, merchantId, { ...filter, cursor, limit });
    pages.push(page.items);
    if (page.nextCursor === null) return pages;
    assert.equal(page.items.length, limit, 'only the last page is short');
    cursor = page.nextCursor;
  }
}

const newestFirst = (a: TStatementEntry, b: TStatementEntry) =>
  b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id);

describe('ledger statement', () => {
  const t = useTestApp();
  let merchantId: string;
  let a: string;
  let b: string;
  /** Every movement posted on the test merchant's accounts, as the statement should show it. */
  const posted: { account: string; type: string; amount: number }[] = [];

  before(async () => {
    const opened = await openMerchant(t.db, 2);
    merchantId = opened.merchantId;
    [a = '', b = ''] = opened.accountIds;
    const prng = createPrng(7);
    await deposit(t.db, merchantId, a, 1_000_000);
    posted.push({ account: a, type: 'deposit', amount: 1_000_000 });
    for (let i = 0; i < 136; i++) {
      const amount = prng.int(1, 5_000);
      const kind = prng.pick(['deposit', 'fee', 'withdrawal', 'refund', 'transfer'] as const);
      if (kind === 'transfer') {
        await postMovement(t.deps, merchantId, {
          type: 'transfer',
          fromVirtualAccountId: a,
          toVirtualAccountId: b,
          amount,
        });
        posted.push({ account: a, type: 'transfer_out', amount: -amount });
        posted.push({ account: b, type: 'transfer_in', amount });
        continue;
      }
      await postMovement(t.deps, merchantId, { type: kind, virtualAccountId: a, amount });
      posted.push({ account: a, type: kind, amount: kind === 'deposit' ? amount : -amount });
    }
  });

  test('pages return every movement of the account once, newest first', async () => {
    const pages = await allPages(t.deps, merchantId, { virtualAccountId: a }, 10);
    const rows = pages.flat();
    const expected = posted.filter((p) => p.account === a);
    assert.equal(rows.length, expected.length);
    assert.equal(new Set(rows.map((r) => r.id)).size, rows.length, 'no movement twice');
    assert.deepEqual(rows, [...rows].sort(newestFirst));
    // Oldest first, the lines are the movements in the order they were posted.
    assert.deepEqual(
      [...rows].reverse().map((r) => [r.type, r.amount]),
      expected.map((p) => [p.type, p.amount]),
    );
    // Each line carries the balance right after it.
    const [newest] = rows;
    assert.equal(
      newest?.balanceAfter,
      expected.reduce((sum, p) => sum + p.amount, 0),
    );
    assert.ok(rows.every((r) => r.virtualAccountLabel === 'Account 1'));
  });

  test('the merchant-wide statement covers all its accounts and nothing else', async () => {
    const rows = (await allPages(t.deps, merchantId, {}, 25)).flat();
    assert.equal(rows.length, posted.length);
    assert.deepEqual(new Set(rows.map((r) => r.virtualAccountId)), new Set([a, b]));
    // A page started while movements keep arriving still lists each one once.
    const first = await getStatementPage(t.deps, merchantId, { limit: 5 });
    await deposit(t.db, merchantId, b, 1);
    const rest = (await allPages(t.deps, merchantId, {}, 500)).flat();
    const afterCursor = await getStatementPage(t.deps, merchantId, {
      limit: 500,
      cursor: first.nextCursor ?? undefined,
    });
    assert.equal(rest.length, posted.length + 1);
    assert.equal(first.items.length + afterCursor.items.length, posted.length);
    posted.push({ account: b, type: 'deposit', amount: 1 });
  });

  test('filters by movement type and by period', async () => {
    const transfers = (
      await allPages(t.deps, merchantId, { types: ['transfer_out', 'transfer_in'] }, 7)
    ).flat();
    assert.equal(transfers.length, posted.filter((p) => p.type.startsWith('transfer')).length);
    assert.ok(transfers.every((r) => r.type === 'transfer_in' || r.type === 'transfer_out'));

    const all = (await allPages(t.deps, merchantId, { virtualAccountId: a }, 500)).flat();
    const middle = all[Math.floor(all.length / 2)];
    assert.ok(middle);
    const from = new Date(middle.createdAt);
    const newer = (await allPages(t.deps, merchantId, { virtualAccountId: a, from }, 9)).flat();
    assert.deepEqual(
      newer.map((r) => r.id),
      all.filter((r) => r.createdAt >= middle.createdAt).map((r) => r.id),
    );
    const older = (await allPages(t.deps, merchantId, { virtualAccountId: a, to: from }, 9)).flat();
    assert.equal(newer.length + older.length, all.length);
    const none = await getStatementPage(t.deps, merchantId, {
      from: new Date(Date.now() + 60_000),
    });
    assert.deepEqual(none, { items: [], nextCursor: null });
  });

  test("another merchant's account or a bad cursor is refused", async () => {
    const other = await openMerchant(t.db, 1);
    await rejectsWith(
      getStatementPage(t.deps, merchantId, { virtualAccountId: other.accountIds[0] }),
      'NOT_FOUND',
    );
    await rejectsWith(
      getStatementPage(t.deps, merchantId, { cursor: "1' or 1=1" }),
      'VALIDATION_ERROR',
    );
    await rejectsWith(getStatementPage(t.deps, merchantId, { limit: 0 }), 'VALIDATION_ERROR');
    // The other merchant sees none of these movements.
    assert.deepEqual(await getStatementPage(t.deps, other.merchantId, {}), {
      items: [],
      nextCursor: null,
    });
  });

  test('the export stream yields the same lines as the pages, in batches', async () => {
    const [demo] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from merchants where document = '11222333000181'`,
    );
    assert.ok(demo);
    const streamed: TStatementEntry[] = [];
    for await (const row of streamStatement(t.deps, demo.id, {}, { batchSize: 700 })) {
      streamed.push(row);
    }
    const pages = (await allPages(t.deps, demo.id, {}, 500)).flat();
    assert.ok(streamed.length > 3_000);
    assert.deepEqual(streamed, pages);
  });

  test('the balance history gives the closing balance of each day in São Paulo time', async () => {
    const [demo] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from merchants where document = '11222333000181'`,
    );
    assert.ok(demo);
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(Date.now() + offset * 86_400_000),
      );
    const points = await getBalanceHistory(t.deps, demo.id, { fromDate: day(-95), toDate: day(0) });
    assert.equal(points.length, 96);
    assert.deepEqual(points[0], { date: day(-95), balance: 0 });
    assert.equal(points.at(-1)?.balance, (await getBalanceSummary(t.deps, demo.id)).current);
    // Any day: everything posted before midnight in São Paulo (UTC−3) that night.
    for (const point of [points[30], points[60], points[94]]) {
      assert.ok(point);
      const end = new Date(Date.parse(`${point.date}T00:00:00-03:00`) + 86_400_000);
      const rows: { total: string | number | null }[] = await queryRows(
        t.db,
        sql`select coalesce(sum(amount), 0) as total from ledger_postings
             where merchant_id = ${demo.id} and virtual_account_id is not null
               and created_at < ${end.toISOString()}`,
      );
      assert.equal(point.balance, Number(rows[0]?.total));
    }
    const one = await getBalanceHistory(t.deps, merchantId, {
      fromDate: day(-1),
      toDate: day(0),
      virtualAccountId: b,
    });
    assert.deepEqual(
      one.map((p) => p.balance),
      [0, posted.filter((p) => p.account === b).reduce((sum, p) => sum + p.amount, 0)],
    );
    await rejectsWith(
      getBalanceHistory(t.deps, merchantId, { fromDate: day(0), toDate: day(-1) }),
      'VALIDATION_ERROR',
    );
    await rejectsWith(
      getBalanceHistory(t.deps, demo.id, {
        fromDate: day(-1),
        toDate: day(0),
        virtualAccountId: a,
      }),
      'NOT_FOUND',
    );
  });

  test('the balance summary totals each movement type, per account and per merchant', async () => {
    const sum = (account: string | undefined, type: string) =>
      Math.abs(
        posted
          .filter((p) => (account === undefined || p.account === account) && p.type === type)
          .reduce((total, p) => total + p.amount, 0),
      );
    for (const account of [a, b, undefined]) {
      const summary = await getBalanceSummary(t.deps, merchantId, { virtualAccountId: account });
      assert.deepEqual(summary, {
        current: posted
          .filter((p) => account === undefined || p.account === account)
          .reduce((total, p) => total + p.amount, 0),
        blocked: 0,
        available: summary.current,
        deposits: sum(account, 'deposit'),
        fees: sum(account, 'fee'),
        withdrawals: sum(account, 'withdrawal'),
        refunds: sum(account, 'refund'),
        transfersIn: sum(account, 'transfer_in'),
        transfersOut: sum(account, 'transfer_out'),
      });
    }
    // All time comes from the cached totals; a period from the postings: they agree.
    assert.deepEqual(
      await getBalanceSummary(t.deps, merchantId, { from: new Date(0) }),
      await getBalanceSummary(t.deps, merchantId),
    );
    // A period with no movement: balances now, totals zero.
    const future = await getBalanceSummary(t.deps, merchantId, {
      from: new Date(Date.now() + 60_000),
    });
    assert.equal(future.deposits + future.fees + future.transfersIn, 0);
    assert.ok(future.current > 0);
  });

  test('a period summary adds whole hours from the hourly totals and the partial hours from the postings', async () => {
    // The seeded demo merchant has ~95 days of movements at any minute of the day.
    const [demo] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from merchants where document = '11222333000181'`,
    );
    assert.ok(demo);
    const accounts = await queryRows<{ id: string }>(
      t.db,
      sql`select id from virtual_accounts where merchant_id = ${demo.id} order by id`,
    );
    const expected = async (account: string | undefined, from?: Date, to?: Date) => {
      const rows = await queryRows<{ type: string; total: string | number }>(
        t.db,
        sql`select movement_type as type, sum(amount) as total from ledger_postings
             where merchant_id = ${demo.id} and virtual_account_id is not null
               ${account === undefined ? sql`` : sql`and virtual_account_id = ${account}`}
               ${from === undefined ? sql`` : sql`and created_at >= ${from.toISOString()}`}
               ${to === undefined ? sql`` : sql`and created_at < ${to.toISOString()}`}
             group by 1`,
      );
      const total = (type: string) =>
        Math.abs(Number(rows.find((r) => r.type === type)?.total ?? 0));
      return {
        deposits: total('deposit'),
        fees: total('fee'),
        withdrawals: total('withdrawal'),
        refunds: total('refund'),
        transfersIn: total('transfer_in'),
        transfersOut: total('transfer_out'),
      };
    };
    const now = Date.now();
    const at = (daysAgo: number, minutes: number) =>
      new Date(now - daysAgo * 86_400_000 + minutes * 60_000);
    const hour = (daysAgo: number) =>
      new Date(Math.floor(at(daysAgo, 0).getTime() / 3_600_000) * 3_600_000);
    const periods: [Date | undefined, Date | undefined][] = [
      [at(30, 0), undefined], // the dashboard's last 30 days
      [at(60, 17), at(20, 43)], // partial first and last hour
      [hour(50), hour(10)], // whole hours only
      [at(40, 7), at(40, 31)], // inside one hour
      [hour(45), at(44, 13)],
      [undefined, at(33, 29)],
    ];
    let moved = 0;
    for (const account of [undefined, ...accounts.map((row) => row.id)]) {
      for (const [from, to] of periods) {
        const summary = await getBalanceSummary(t.deps, demo.id, {
          virtualAccountId: account,
          from,
          to,
        });
        const want = await expected(account, from, to);
        assert.deepEqual(
          {
            deposits: summary.deposits,
            fees: summary.fees,
            withdrawals: summary.withdrawals,
            refunds: summary.refunds,
            transfersIn: summary.transfersIn,
            transfersOut: summary.transfersOut,
          },
          want,
          `${account ?? 'merchant'} ${from?.toISOString()}..${to?.toISOString()}`,
        );
        moved += Object.values(want).reduce((sum, value) => sum + value, 0);
      }
    }
    assert.ok(moved > 0, 'the periods hold movements');
  });
});
