import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type TAppErrorCode, ZBankAccount, ZVirtualAccount } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { createPrng } from '../src/lib/prng';
import {
  createVirtualAccount,
  getBalance,
  getBalanceSummary,
  holdBalance,
  type MovementRequest,
  postMovement,
  releaseHold,
  toBankAccountDto,
  toVirtualAccountDto,
  updateVirtualAccount,
} from '../src/services/ledger';
import { queryRows, useTestApp } from './helper';
import { ledgerFixtures, rejectsWith } from './ledger-fixtures';

describe('ledger', () => {
  const t = useTestApp();
  const ledger = ledgerFixtures(t);

  /** A withdrawal and a hold of `amount` from the account are both refused with `code`. */
  const refusesMoneyOut = async (
    merchantId: string,
    virtualAccountId: string,
    amount: number,
    code: TAppErrorCode,
  ) => {
    await rejectsWith(
      postMovement(t.deps, merchantId, { type: 'withdrawal', virtualAccountId, amount }),
      code,
    );
    await rejectsWith(holdBalance(t.deps, merchantId, { virtualAccountId, amount }), code);
  };

  test('a deposit credits the account and balances against the provider settlement', async () => {
    const { merchantId, accountIds } = await ledger.openMerchant(1);
    const [va = ''] = accountIds;
    const result = await postMovement(t.deps, merchantId, {
      type: 'deposit',
      virtualAccountId: va,
      amount: 12_345,
      reference: 'E1234',
      description: 'Pix recebido',
    });
    assert.equal(result.type, 'deposit');
    assert.equal(result.method, 'external');
    assert.equal(result.replayed, false);
    assert.deepEqual(
      result.postings.map((p) => [p.virtualAccountId, p.type, p.amount, p.balanceAfter]),
      [
        [va, 'deposit', 12_345, 12_345],
        [null, 'deposit', -12_345, null],
      ],
    );
    assert.deepEqual(await getBalance(t.deps, merchantId, va), {
      current: 12_345,
      blocked: 0,
      available: 12_345,
    });
  });

  test('a debit beyond the available balance is refused and moves nothing', async () => {
    const { merchantId, accountIds } = await ledger.openMerchant(2);
    const [a = '', b = ''] = accountIds;
    await ledger.deposit(merchantId, a, 1_000);
    const entries = await ledger.countEntries();

    for (const request of [
      { type: 'withdrawal', virtualAccountId: a, amount: 1_001 },
      { type: 'fee', virtualAccountId: a, amount: 1_001 },
      { type: 'refund', virtualAccountId: a, amount: 5_000 },
      { type: 'transfer', fromVirtualAccountId: a, toVirtualAccountId: b, amount: 1_001 },
    ] satisfies MovementRequest[]) {
      const error = await rejectsWith(
        postMovement(t.deps, merchantId, request),
        'INSUFFICIENT_FUNDS',
      );
      assert.equal(error.statusCode, 422);
    }
    // A hold lowers what can be spent; releasing it gives it back.
    const hold = await holdBalance(t.deps, merchantId, { virtualAccountId: a, amount: 600 });
    assert.deepEqual(await getBalance(t.deps, merchantId, a), {
      current: 1_000,
      blocked: 600,
      available: 400,
    });
    await refusesMoneyOut(merchantId, a, 401, 'INSUFFICIENT_FUNDS');
    assert.equal(await ledger.countEntries(), entries);
    assert.deepEqual(await getBalance(t.deps, merchantId, b), {
      current: 0,
      blocked: 0,
      available: 0,
    });

    await releaseHold(t.deps, merchantId, hold.id);
    await rejectsWith(releaseHold(t.deps, merchantId, hold.id), 'CONFLICT');
    await postMovement(t.deps, merchantId, {
      type: 'withdrawal',
      virtualAccountId: a,
      amount: 1_000,
    });
    assert.deepEqual(await getBalance(t.deps, merchantId, a), {
      current: 0,
      blocked: 0,
      available: 0,
    });

    // A blocked account neither moves money nor takes holds.
    await ledger.deposit(merchantId, b, 500);
    await t.db.execute(sql`update virtual_accounts set status = 'blocked' where id = ${b}`);
    await rejectsWith(ledger.deposit(merchantId, b, 1), 'CONFLICT');
    await refusesMoneyOut(merchantId, b, 1, 'CONFLICT');
    assert.equal((await getBalance(t.deps, merchantId, b)).current, 500);
    await ledger.assertInvariants();
  });

  test('a withdrawal can be paid from a hold: the hold is captured in the same entry', async () => {
    const { merchantId, accountIds } = await ledger.openMerchant(1);
    const [a = ''] = accountIds;
    await ledger.deposit(merchantId, a, 1_000);
    const hold = await holdBalance(t.deps, merchantId, { virtualAccountId: a, amount: 800 });
    // Only 200 is available, but the 800 on hold pays this one.
    await postMovement(t.deps, merchantId, {
      type: 'withdrawal',
      virtualAccountId: a,
      amount: 700,
      holdId: hold.id,
    });
    assert.deepEqual(await getBalance(t.deps, merchantId, a), {
      current: 300,
      blocked: 0,
      available: 300,
    });
    await rejectsWith(
      postMovement(t.deps, merchantId, {
        type: 'withdrawal',
        virtualAccountId: a,
        amount: 1,
        holdId: hold.id,
      }),
      'CONFLICT',
    );
    await ledger.assertInvariants();
  });

  test('a transfer moves both sides or neither', async () => {
    const { merchantId, accountIds } = await ledger.openMerchant(2);
    const [a = '', b = ''] = accountIds;
    const other = await ledger.openMerchant(1);
    const [foreign = ''] = other.accountIds;
    await ledger.deposit(merchantId, a, 5_000);
    const entries = await ledger.countEntries();

    // Another merchant's account is not found, and nothing moved on either side.
    const refused: [string, string, TAppErrorCode][] = [
      [merchantId, foreign, 'NOT_FOUND'],
      [other.merchantId, foreign, 'NOT_FOUND'],
      [merchantId, 'not-a-uuid', 'NOT_FOUND'],
      [merchantId, a, 'VALIDATION_ERROR'],
    ];
    for (const [asMerchant, to, code] of refused) {
      await rejectsWith(
        postMovement(t.deps, asMerchant, {
          type: 'transfer',
          fromVirtualAccountId: a,
          toVirtualAccountId: to,
          amount: 100,
        }),
        code,
      );
    }
    assert.equal(await ledger.countEntries(), entries);
    assert.equal((await getBalance(t.deps, merchantId, a)).current, 5_000);
    assert.equal((await getBalance(t.deps, other.merchantId, foreign)).current, 0);

    const result = await postMovement(t.deps, merchantId, {
      type: 'transfer',
      fromVirtualAccountId: a,
      toVirtualAccountId: b,
      amount: 1_500,
    });
    assert.equal(result.method, 'internal');
    assert.deepEqual(
      result.postings.map((p) => [p.virtualAccountId, p.type, p.amount, p.balanceAfter]),
      [
        [a, 'transfer_out', -1_500, 3_500],
        [b, 'transfer_in', 1_500, 1_500],
      ],
    );
    assert.equal((await getBalance(t.deps, merchantId, a)).current, 3_500);
    assert.equal((await getBalance(t.deps, merchantId, b)).current, 1_500);
    await ledger.assertInvariants();
  });

  test('bad amounts are refused as validation errors', async () => {
    const { merchantId, accountIds } = await ledger.openMerchant(1);
    const [a = ''] = accountIds;
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 60]) {
      const error = await rejectsWith(
        postMovement(t.deps, merchantId, { type: 'deposit', virtualAccountId: a, amount }),
        'VALIDATION_ERROR',
      );
      assert.deepEqual(error.fields, { amount: 'ledger.errors.amountPositive' });
    }
    await rejectsWith(getBalance(t.deps, merchantId, 'nope'), 'NOT_FOUND');
  });

  test('invariants hold after a random sequence of operations (seeded)', async () => {
    const { merchantId, accountIds } = await ledger.openMerchant(4);
    const prng = createPrng(20_261_122);
    // The model: what each balance must be, computed independently of the ledger.
    const model = new Map(accountIds.map((id) => [id, { current: 0, blocked: 0 }]));
    const holds: { id: string; account: string; amount: number }[] = [];
    const state = (id: string) => {
      const found = model.get(id);
      if (!found) throw new Error('unknown account');
      return found;
    };
    let refused = 0;

    for (let step = 0; step < 250; step++) {
      const account = prng.pick(accountIds);
      const s = state(account);
      const available = s.current - s.blocked;
      const amount = prng.int(1, 20_000);
      const roll = prng.next();
      if (roll < 0.3) {
        await ledger.deposit(merchantId, account, amount);
        s.current += amount;
        continue;
      }
      if (roll < 0.75) {
        const type = prng.pick(['fee', 'withdrawal', 'refund', 'transfer'] as const);
        const to = prng.pick(accountIds.filter((id) => id !== account));
        const request: MovementRequest =
          type === 'transfer'
            ? { type, fromVirtualAccountId: account, toVirtualAccountId: to, amount }
            : { type, virtualAccountId: account, amount };
        if (amount > available) {
          await rejectsWith(postMovement(t.deps, merchantId, request), 'INSUFFICIENT_FUNDS');
          refused += 1;
          continue;
        }
        await postMovement(t.deps, merchantId, request);
        s.current -= amount;
        if (type === 'transfer') state(to).current += amount;
        continue;
      }
      if (roll < 0.87) {
        if (amount > available) {
          await rejectsWith(
            holdBalance(t.deps, merchantId, { virtualAccountId: account, amount }),
            'INSUFFICIENT_FUNDS',
          );
          refused += 1;
          continue;
        }
        const hold = await holdBalance(t.deps, merchantId, { virtualAccountId: account, amount });
        holds.push({ id: hold.id, account, amount });
        s.blocked += amount;
        continue;
      }
      const hold = holds.splice(prng.int(0, holds.length - 1), 1)[0];
      if (!hold) continue;
      const h = state(hold.account);
      if (prng.chance(0.5)) {
        await releaseHold(t.deps, merchantId, hold.id);
      } else {
        const paid = prng.int(1, hold.amount);
        await postMovement(t.deps, merchantId, {
          type: 'withdrawal',
          virtualAccountId: hold.account,
          amount: paid,
          holdId: hold.id,
        });
        h.current -= paid;
      }
      h.blocked -= hold.amount;
    }
    assert.ok(refused > 10, 'the sequence exercised refusals');

    await ledger.assertInvariants();
    for (const id of accountIds) {
      const expected = state(id);
      assert.deepEqual(await getBalance(t.deps, merchantId, id), {
        current: expected.current,
        blocked: expected.blocked,
        available: expected.current - expected.blocked,
      });
      // The balance equals the sum of its movements.
      const summary = await getBalanceSummary(t.deps, merchantId, { virtualAccountId: id });
      assert.equal(
        summary.deposits -
          summary.fees -
          summary.withdrawals -
          summary.refunds +
          summary.transfersIn -
          summary.transfersOut,
        summary.current,
      );
    }
    const merchant = await getBalanceSummary(t.deps, merchantId);
    const total = [...model.values()].reduce((sum, s) => sum + s.current, 0);
    assert.equal(merchant.current, total);
    // Between the merchant's own accounts, transfers out and in are the same money.
    assert.equal(merchant.transfersIn, merchant.transfersOut);
  });

  test('the database itself refuses unbalanced entries, edits and negative balances', async () => {
    const { merchantId, accountIds } = await ledger.openMerchant(1);
    const [a = ''] = accountIds;
    const result = await ledger.deposit(merchantId, a, 100);
    const refused = async (statement: ReturnType<typeof sql>, reason: RegExp) => {
      await assert.rejects(
        t.db.transaction((tx) => tx.execute(statement)),
        (error: Error) => {
          const cause = error.cause instanceof Error ? error.cause.message : error.message;
          assert.match(cause, reason);
          return true;
        },
      );
    };
    // An entry whose postings do not sum to zero (the balance trigger).
    await refused(
      sql`
      with e as (
        insert into ledger_entries (merchant_id, type, method)
        values (${merchantId}, 'deposit', 'external') returning id)
      insert into ledger_postings (entry_id, merchant_id, virtual_account_id, movement_type, amount, balance_after)
      select e.id, ${merchantId}, ${a}, 'deposit', 50, 150 from e`,
      /does not balance/,
    );
    // A later statement adding one posting to a balanced entry unbalances it: refused too.
    await refused(
      sql`insert into ledger_postings (entry_id, merchant_id, virtual_account_id, movement_type, amount, balance_after)
          values (${result.id}, ${merchantId}, ${a}, 'deposit', 50, 150)`,
      /does not balance/,
    );
    // Append-only history.
    const appendOnly = /append-only/;
    await refused(
      sql`update ledger_postings set amount = amount * 2 where entry_id = ${result.id}`,
      appendOnly,
    );
    await refused(sql`delete from ledger_postings where entry_id = ${result.id}`, appendOnly);
    await refused(
      sql`update ledger_entries set description = 'x' where id = ${result.id}`,
      appendOnly,
    );
    // Available never negative, type and currency fixed.
    await refused(
      sql`update virtual_accounts set blocked_balance = 101 where id = ${a}`,
      /virtual_accounts_available_not_negative/,
    );
    await refused(
      sql`update virtual_accounts set balance = -1, blocked_balance = 0 where id = ${a}`,
      /virtual_accounts_available_not_negative/,
    );
    const immutable = /type and currency of a virtual account cannot change/;
    await refused(sql`update virtual_accounts set type = 'escrow' where id = ${a}`, immutable);
    await refused(sql`update virtual_accounts set currency = 'USD' where id = ${a}`, immutable);
    assert.deepEqual(await getBalance(t.deps, merchantId, a), {
      current: 100,
      blocked: 0,
      available: 100,
    });
    await ledger.assertInvariants();
  });

  test('virtual accounts: opened on own bank accounts, one default, only the label changes', async () => {
    const { merchantId, bankAccountId } = await ledger.openMerchant(0);
    const other = await ledger.openMerchant(0);
    const first = await createVirtualAccount(t.deps, merchantId, {
      label: '  Principal ',
      type: 'main',
      bankAccountId,
    });
    assert.deepEqual([first.label, first.currency, first.isDefault], ['Principal', 'BRL', true]);
    const second = await createVirtualAccount(t.deps, merchantId, {
      label: 'Reserva',
      type: 'reserve',
      bankAccountId,
      isDefault: true,
    });
    const accounts = await t.app.repositories.ledgerAccounts.listVirtualAccounts(merchantId);
    assert.deepEqual(
      accounts.map((a) => [a.id, a.isDefault]),
      [
        [first.id, false],
        [second.id, true],
      ],
    );
    await rejectsWith(
      createVirtualAccount(t.deps, merchantId, {
        label: 'X',
        type: 'custom',
        bankAccountId: other.bankAccountId,
      }),
      'NOT_FOUND',
    );
    const usd = await rejectsWith(
      createVirtualAccount(t.deps, merchantId, {
        label: 'X',
        type: 'custom',
        bankAccountId,
        currency: 'USD',
      }),
      'VALIDATION_ERROR',
    );
    assert.deepEqual(usd.fields, { currency: 'ledger.errors.currencyBrl' });
    const blank = await rejectsWith(
      createVirtualAccount(t.deps, merchantId, { label: '  ', type: 'custom', bankAccountId }),
      'VALIDATION_ERROR',
    );
    assert.deepEqual(blank.fields, { label: 'validation.required' });

    const typeChange = await rejectsWith(
      updateVirtualAccount(t.deps, merchantId, first.id, { label: 'Nova', type: 'escrow' }),
      'VALIDATION_ERROR',
    );
    assert.deepEqual(typeChange.fields, { type: 'ledger.errors.typeImmutable' });
    const currencyChange = await rejectsWith(
      updateVirtualAccount(t.deps, merchantId, first.id, { currency: 'EUR' }),
      'VALIDATION_ERROR',
    );
    assert.deepEqual(currencyChange.fields, { currency: 'ledger.errors.currencyImmutable' });
    await rejectsWith(
      updateVirtualAccount(t.deps, other.merchantId, first.id, { label: 'Mine' }),
      'NOT_FOUND',
    );
    const renamed = await updateVirtualAccount(t.deps, merchantId, first.id, {
      label: 'Conta principal',
      type: 'main',
      currency: 'BRL',
    });
    assert.deepEqual(
      [renamed.label, renamed.type, renamed.currency],
      ['Conta principal', 'main', 'BRL'],
    );
  });

  test('the seed gives the demo merchant a living account over the last 90 days', async () => {
    const [demo] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from merchants where document = '11222333000181'`,
    );
    assert.ok(demo);
    const banks = await t.app.repositories.ledgerAccounts.listBankAccounts(demo.id);
    assert.ok(banks.length >= 2);
    assert.ok(new Set(banks.map((b) => b.accountType)).size >= 2);
    assert.ok(banks.every((b) => b.document === '11222333000181'));
    const accounts = await t.app.repositories.ledgerAccounts.listVirtualAccounts(demo.id);
    assert.ok(new Set(accounts.map((a) => a.type)).size >= 4);
    assert.equal(accounts.filter((a) => a.isDefault).length, 1);
    assert.ok(accounts.some((a) => a.blockedBalance > 0));
    const [stats] = await queryRows<{ n: string | number; types: string[]; days: string | number }>(
      t.db,
      sql`select count(*) as n, array_agg(distinct movement_type) as types,
                 count(distinct date_trunc('day', created_at)) as days
            from ledger_postings where merchant_id = ${demo.id} and virtual_account_id is not null`,
    );
    assert.ok(Number(stats?.n) >= 3000, `thousands of movements (${stats?.n})`);
    assert.ok(Number(stats?.days) >= 85, `spread over 90 days (${stats?.days})`);
    assert.deepEqual([...(stats?.types ?? [])].sort(), [
      'deposit',
      'fee',
      'refund',
      'transfer_in',
      'transfer_out',
      'withdrawal',
    ]);
    const summary = await getBalanceSummary(t.deps, demo.id);
    assert.equal(
      summary.current,
      accounts.reduce((sum, a) => sum + a.balance, 0),
    );
    // A bank account shows the balance of its virtual accounts; the DTOs match the contracts.
    assert.equal(
      summary.current,
      banks.reduce((sum, b) => sum + b.balance, 0),
    );
    const [bank] = banks;
    assert.ok(bank);
    assert.deepEqual(
      await t.app.repositories.ledgerAccounts.findBankAccountWithBalance(demo.id, bank.id),
      bank,
    );
    const [loja] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from merchants where document = '77788899900095'`,
    );
    assert.ok(loja);
    assert.equal(
      await t.app.repositories.ledgerAccounts.findBankAccountWithBalance(loja.id, bank.id),
      undefined,
    );
    ZBankAccount.parse(toBankAccountDto(bank));
    for (const account of accounts) {
      const dto = ZVirtualAccount.parse(toVirtualAccountDto(account));
      assert.equal(dto.availableBalance, account.balance - account.blockedBalance);
    }
    assert.ok(summary.available > 0 && summary.blocked > 0);
    await ledger.assertInvariants();
  });
});
