import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TAppErrorCode } from '@arara/contracts';
import { AppError } from '../src/lib/app-error';
import {
  getBalance,
  holdBalance,
  type MovementRequest,
  postMovement,
} from '../src/services/ledger';
import { useTestApp } from './helper';
import { ledgerFixtures, rejectsWith } from './ledger-fixtures';

/** Runs them all at once; each outcome is 'ok' or the AppError code. */
async function race(tasks: (() => Promise<unknown>)[]): Promise<Map<string, number>> {
  const outcomes = await Promise.allSettled(tasks.map((task) => task()));
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    let key: string;
    if (outcome.status === 'fulfilled') key = 'ok';
    else if (outcome.reason instanceof AppError) key = outcome.reason.code;
    else throw outcome.reason;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe('ledger under concurrency and retries', () => {
  const t = useTestApp();
  const ledger = ledgerFixtures(t);

  test('the same idempotency key twice moves money once and returns the first result', async () => {
    const { merchantId, accountIds } = await ledger.openMerchant(2);
    const [a = '', b = ''] = accountIds;
    await ledger.deposit(merchantId, a, 10_000);
    const request: MovementRequest = {
      type: 'transfer',
      fromVirtualAccountId: a,
      toVirtualAccountId: b,
      amount: 2_500,
      reference: 'order-42',
      idempotencyKey: 'pay-order-42',
    };
    const entries = await ledger.countEntries();
    const first = await postMovement(t.deps, merchantId, request);
    const second = await postMovement(t.deps, merchantId, request);
    assert.equal(first.replayed, false);
    assert.equal(second.replayed, true);
    assert.deepEqual({ ...second, replayed: false }, first);
    assert.equal(await ledger.countEntries(), entries + 1);
    assert.equal((await getBalance(t.deps, merchantId, a)).current, 7_500);
    assert.equal((await getBalance(t.deps, merchantId, b)).current, 2_500);

    // Same key, another request: refused, nothing moved.
    const error = await rejectsWith(
      postMovement(t.deps, merchantId, { ...request, amount: 2_600 }),
      'CONFLICT',
    );
    assert.equal(error.statusCode, 409);
    await rejectsWith(
      postMovement(t.deps, merchantId, {
        type: 'deposit',
        virtualAccountId: a,
        amount: 1,
        idempotencyKey: 'pay-order-42',
      }),
      'CONFLICT',
    );
    assert.equal(await ledger.countEntries(), entries + 1);
    assert.equal((await getBalance(t.deps, merchantId, a)).current, 7_500);

    // Keys are per merchant: another merchant may use the same one.
    const other = await ledger.openMerchant(1);
    const [c = ''] = other.accountIds;
    const theirs = await postMovement(t.deps, other.merchantId, {
      type: 'deposit',
      virtualAccountId: c,
      amount: 1,
      idempotencyKey: 'pay-order-42',
    });
    assert.equal(theirs.replayed, false);
  });

  test('20 concurrent requests with the same key apply exactly one movement', async () => {
    const { merchantId, accountIds } = await ledger.openMerchant(2);
    const [a = '', b = ''] = accountIds;
    await ledger.deposit(merchantId, a, 10_000);
    const entries = await ledger.countEntries();
    const request: MovementRequest = {
      type: 'withdrawal',
      virtualAccountId: a,
      amount: 1_000,
      idempotencyKey: 'withdraw-once',
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postMovement(t.deps, merchantId, request)),
    );
    assert.equal(new Set(results.map((r) => r.id)).size, 1);
    assert.equal(results.filter((r) => !r.replayed).length, 1);
    assert.equal(await ledger.countEntries(), entries + 1);
    assert.equal((await getBalance(t.deps, merchantId, a)).current, 9_000);

    // Same key racing on different accounts (no shared lock): the unique index decides.
    const racing = await race(
      Array.from(
        { length: 20 },
        (_, i) => () =>
          postMovement(t.deps, merchantId, {
            type: 'deposit',
            virtualAccountId: i % 2 === 0 ? a : b,
            amount: 100,
            idempotencyKey: 'deposit-race',
          }),
      ),
    );
    // Ten requests repeat the winner (replayed), ten are a different request (CONFLICT).
    assert.deepEqual(Object.fromEntries(racing), { ok: 10, CONFLICT: 10 });
    assert.equal(await ledger.countEntries(), entries + 2);
    await ledger.assertInvariants();
  });

  test('200 concurrent debits of 1 cent from an account holding 100: exactly 100 succeed', async () => {
    const { merchantId, accountIds } = await ledger.openMerchant(2);
    const [a = '', b = ''] = accountIds;
    await ledger.deposit(merchantId, a, 100);
    const tasks = Array.from({ length: 200 }, (_, i) => () => {
      const request: MovementRequest =
        i % 2 === 0
          ? { type: 'withdrawal', virtualAccountId: a, amount: 1 }
          : { type: 'transfer', fromVirtualAccountId: a, toVirtualAccountId: b, amount: 1 };
      return postMovement(t.deps, merchantId, request);
    });
    const outcomes = await race(tasks);
    assert.deepEqual(Object.fromEntries(outcomes), { ok: 100, INSUFFICIENT_FUNDS: 100 });
    const balanceA = await getBalance(t.deps, merchantId, a);
    assert.deepEqual(balanceA, { current: 0, blocked: 0, available: 0 });
    await ledger.assertInvariants();
  });

  test('transfers both ways and holds at once neither deadlock nor overspend', async () => {
    const { merchantId, accountIds } = await ledger.openMerchant(3);
    const [a = '', b = '', c = ''] = accountIds;
    for (const id of accountIds) await ledger.deposit(merchantId, id, 1_000);
    const pairs: [string, string][] = [
      [a, b],
      [b, a],
      [b, c],
      [c, a],
      [a, c],
      [c, b],
    ];
    const tasks: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 120; i++) {
      const [from, to] = pairs[i % pairs.length] ?? [a, b];
      tasks.push(() =>
        postMovement(t.deps, merchantId, {
          type: 'transfer',
          fromVirtualAccountId: from,
          toVirtualAccountId: to,
          amount: 37,
        }),
      );
      if (i % 4 === 0) {
        tasks.push(() => holdBalance(t.deps, merchantId, { virtualAccountId: from, amount: 50 }));
      }
    }
    const outcomes = await race(tasks);
    const codes = new Set<TAppErrorCode | 'ok'>(outcomes.keys() as Iterable<TAppErrorCode | 'ok'>);
    for (const code of codes) assert.ok(code === 'ok' || code === 'INSUFFICIENT_FUNDS', code);
    let total = 0;
    for (const id of accountIds) {
      const balance = await getBalance(t.deps, merchantId, id);
      assert.ok(balance.available >= 0);
      total += balance.current;
    }
    assert.equal(total, 3_000, 'transfers keep the money inside the merchant');
    await ledger.assertInvariants();
  });
});
