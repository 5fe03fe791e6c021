import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { AppError } from '../src/lib/app-error';
import { getBalance } from '../src/services/ledger';
import { movePixMoney, type PixReceiver, transferBetweenAccounts } from '../src/services/payments';
import { queryRows, useTestApp } from './helper';
import { assertLedgerInvariants, countEntries, deposit, openMerchant } from './ledger-fixtures';

async function race(tasks: (() => Promise<unknown>)[]) {
  const outcomes = await Promise.allSettled(tasks.map((task) => task()));
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    let key: string;
    if (outcome.status === 'fulfilled') key = 'ok';
    else if (outcome.reason instanceof AppError) key = outcome.reason.code;
    else throw outcome.reason;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const receiverOf = (merchantId: string, virtualAccountId: string): PixReceiver => ({
  merchantId,
  virtualAccountId,
  name: 'Receiver',
  document: '11222333000181',
  institutionName: 'Itaú Unibanco',
  institutionCode: '341',
  keyType: 'email',
  key: 'receiver@example.com',
  fixedAmount: null,
  description: null,
  txid: null,
  qrType: null,
});

async function documentCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from payment_documents`,
  );
  return Number(row?.n ?? 0);
}

describe('payments under concurrency', () => {
  const t = useTestApp({ seed: false });

  test('200 concurrent transfers and Pix from an account funded for 100: exactly 100 succeed', async () => {
    const payer = await openMerchant(t.db, 2);
    const receiver = await openMerchant(t.db, 1);
    const [a = '', b = ''] = payer.accountIds;
    const [r = ''] = receiver.accountIds;
    await deposit(t.db, payer.merchantId, a, 100 * 25);
    const tasks = Array.from(
      { length: 200 },
      (_, i) => () =>
        i % 2 === 0
          ? transferBetweenAccounts(
              t.deps,
              payer.merchantId,
              { fromVirtualAccountId: a, toVirtualAccountId: b, amount: 25 },
              `between-${i}`,
            )
          : movePixMoney(t.deps, {
              merchantId: payer.merchantId,
              virtualAccountId: a,
              receiver: receiverOf(receiver.merchantId, r),
              amount: 25,
              idempotencyKey: `pix-${i}`,
              requestHash: `hash-${i}`,
            }),
    );
    assert.deepEqual(await race(tasks), { ok: 100, INSUFFICIENT_FUNDS: 100 });
    const payerBalance = await getBalance(t.deps, payer.merchantId, a);
    assert.equal(payerBalance.current, 0);
    const moved =
      (await getBalance(t.deps, payer.merchantId, b)).current +
      (await getBalance(t.deps, receiver.merchantId, r)).current;
    assert.equal(moved, 2_500);
    await assertLedgerInvariants(t.db);
  });

  test('the same Idempotency-Key 20 times at once moves money once', async () => {
    const payer = await openMerchant(t.db, 2);
    const receiver = await openMerchant(t.db, 1);
    const [a = '', b = ''] = payer.accountIds;
    const [r = ''] = receiver.accountIds;
    await deposit(t.db, payer.merchantId, a, 10_000);
    const entries = await countEntries(t.db);
    const documents = await documentCount(t.db);

    const transfers = await Promise.all(
      Array.from({ length: 20 }, () =>
        transferBetweenAccounts(
          t.deps,
          payer.merchantId,
          { fromVirtualAccountId: a, toVirtualAccountId: b, amount: 700 },
          'same-transfer',
        ),
      ),
    );
    assert.equal(new Set(transfers.map((x) => x.document.id)).size, 1);
    assert.equal(transfers.filter((x) => !x.replayed).length, 1);

    const pix = await Promise.all(
      Array.from({ length: 20 }, () =>
        movePixMoney(t.deps, {
          merchantId: payer.merchantId,
          virtualAccountId: a,
          receiver: receiverOf(receiver.merchantId, r),
          amount: 300,
          idempotencyKey: 'same-pix',
          requestHash: 'same-hash',
        }),
      ),
    );
    assert.equal(new Set(pix.map((x) => x.document.id)).size, 1);
    assert.equal(pix.filter((x) => !x.replayed).length, 1);

    assert.equal(await countEntries(t.db), entries + 2);
    // transfer + Pix out + Pix entry
    assert.equal(await documentCount(t.db), documents + 3);
    assert.equal((await getBalance(t.deps, payer.merchantId, a)).current, 9_000);
    assert.equal((await getBalance(t.deps, payer.merchantId, b)).current, 700);
    assert.equal((await getBalance(t.deps, receiver.merchantId, r)).current, 300);

    // Same key, another request: 409, nothing moves.
    await assert.rejects(
      transferBetweenAccounts(
        t.deps,
        payer.merchantId,
        { fromVirtualAccountId: a, toVirtualAccountId: b, amount: 701 },
        'same-transfer',
      ),
      (error: unknown) => error instanceof AppError && error.code === 'CONFLICT',
    );
    assert.equal(await countEntries(t.db), entries + 2);
    await assertLedgerInvariants(t.db);
  });

  test('a Pix whose receiving account is not the named merchant’s moves nothing', async () => {
    const payer = await openMerchant(t.db, 1);
    const receiver = await openMerchant(t.db, 1);
    const third = await openMerchant(t.db, 1);
    const [a = ''] = payer.accountIds;
    await deposit(t.db, payer.merchantId, a, 1_000);
    await assert.rejects(
      movePixMoney(t.deps, {
        merchantId: payer.merchantId,
        virtualAccountId: a,
        receiver: receiverOf(third.merchantId, receiver.accountIds[0] ?? ''),
        amount: 10,
        idempotencyKey: 'wrong-owner',
        requestHash: 'h',
      }),
      (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND',
    );
    assert.equal((await getBalance(t.deps, payer.merchantId, a)).current, 1_000);
    await assertLedgerInvariants(t.db);
  });
});
