import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  endpointPath,
  PAYMENT_MESSAGES,
  WITHDRAWAL_MESSAGES,
  withdrawalEndpoints,
  ZPaymentDocument,
  ZWithdrawalQuote,
} from '@arara/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { bankAccountFees, withdrawals } from '../src/db/schema-fees';
import { bankAccounts } from '../src/db/schema-ledger';
import { getBalance } from '../src/services/ledger';
import { runDueSettlements } from '../src/services/settlements';
import { feeOf, percentUnits } from '../src/services/withdrawals';
import { backOfficeTransactions, queryRows, useTestApp } from './helper';
import { assertLedgerInvariants } from './ledger-fixtures';
import {
  assertIdempotentReplay,
  newKey,
  readDocument,
  send,
  useTeamWithAccounts,
} from './member-fixtures';

test('fee arithmetic: fixed, percentage half up, both, minimum', () => {
  const rule = (fixedAmount: number | null, percentageAmount: string | null, minimumFee = 0) => ({
    fixedAmount,
    percentageAmount,
    minimumFee,
  });
  assert.equal(feeOf(rule(250, null), 1), 250);
  assert.equal(feeOf(rule(null, '0.5'), 100_000), 500);
  assert.equal(feeOf(rule(null, '0.5000'), 30_001), 150); // 150.005 → 150
  assert.equal(feeOf(rule(null, '0.5'), 30_100), 151); // 150.5 → 151 (half up)
  assert.equal(feeOf(rule(null, '0.5', 100), 10_000), 100); // 50 → the minimum
  assert.equal(feeOf(rule(99, '1', 0), 1_000), 109);
  assert.equal(feeOf(rule(null, '1.2345'), 1_000_000), 12_345);
  assert.equal(percentUnits('12'), 120_000n);
  assert.equal(percentUnits('x'), null);
});

describe('withdrawals API', () => {
  // TED settles later (services/settlements): the tests run the due jobs themselves.
  const t = useTestApp({ settlement: { worker: false } });
  const settleAll = () => runDueSettlements(t.app.deps, { now: new Date(Date.now() + 3_600_000) });
  const everyone = useTeamWithAccounts(t);
  /** Merchant A's bank accounts by bank code (341 fixed R$ 2,50, 001 0,5 % min R$ 1,00, 260 none). */
  let bankA: Record<string, string>;
  let bankB: string;
  let bankOther: string;

  const banksOf = async (merchantId: string) =>
    Object.fromEntries(
      (
        await t.app.db
          .select({ id: bankAccounts.id, code: bankAccounts.bankCode })
          .from(bankAccounts)
          .where(eq(bankAccounts.merchantId, merchantId))
      ).map((row) => [row.code, row.id] as const),
    );

  before(async () => {
    bankA = await banksOf(everyone.merchantA);
    bankB = Object.values(await banksOf(everyone.merchantB))[0] ?? '';
    bankOther = Object.values(await banksOf(everyone.otherMerchantId))[0] ?? '';
    assert.ok(bankA['341'] && bankA['001'] && bankA['260'] && bankB && bankOther);
  });

  const available = async (id: string) =>
    (await getBalance(t.app.deps, everyone.merchantA, id)).available;
  const quote = async (
    virtualAccountId: string,
    bankAccountId: string,
    amount: number,
    token = everyone.tokens.owner,
  ) =>
    send(
      t.app,
      token,
      'GET',
      endpointPath(withdrawalEndpoints.quote, { merchantId: everyone.merchantA }),
      {
        query: { virtualAccountId, bankAccountId, amount: String(amount) },
      },
    );

  test('quote: fixed, percentage with its minimum, none, and a rule of one virtual account', async () => {
    const [a = '', b = ''] = everyone.accounts.merchantA;
    const fixed = await quote(a, bankA['341'] ?? '', 10_000);
    assert.equal(fixed.statusCode, 200, fixed.body);
    const fixedQuote = ZWithdrawalQuote.parse(fixed.json());
    assert.equal(fixedQuote.fee, 250);
    assert.equal(fixedQuote.total, 10_250);
    assert.equal(fixedQuote.rule?.costType, 'fixed');
    assert.equal(fixedQuote.available, await available(a));

    const percent = ZWithdrawalQuote.parse((await quote(a, bankA['001'] ?? '', 100_000)).json());
    assert.deepEqual([percent.fee, percent.total], [500, 100_500]);
    assert.equal(percent.rule?.percentageAmount, '0.5');
    assert.equal(percent.rule?.minimumFee, 100);
    const minimum = ZWithdrawalQuote.parse((await quote(a, bankA['001'] ?? '', 10_000)).json());
    assert.equal(minimum.fee, 100);

    const none = ZWithdrawalQuote.parse((await quote(a, bankA['260'] ?? '', 10_000)).json());
    assert.deepEqual([none.fee, none.total, none.rule], [0, 10_000, null]);

    // A rule narrowed to account a wins over the bank's; inactive, pending, recurring or USD
    // rows never apply.
    await t.app.db.insert(bankAccountFees).values([
      {
        bankAccountId: bankA['260'] ?? '',
        virtualAccountId: a,
        operation: 'withdrawal',
        costType: 'percentage',
        costValue: '1',
        fixedAmount: 99,
        percentageAmount: '1',
        feeType: 'withdrawal',
      },
      ...(['inactive', 'pending'] as const).map((status) => ({
        bankAccountId: bankA['260'] ?? '',
        operation: 'withdrawal' as const,
        costType: 'fixed' as const,
        fixedAmount: 7_000,
        feeType: 'withdrawal' as const,
        status,
      })),
      {
        bankAccountId: bankA['260'] ?? '',
        operation: 'withdrawal',
        costType: 'fixed',
        fixedAmount: 8_000,
        feeType: 'monthly',
      },
      {
        bankAccountId: bankA['260'] ?? '',
        operation: 'withdrawal',
        costType: 'fixed',
        fixedAmount: 9_000,
        feeType: 'withdrawal',
        currency: 'USD',
      },
    ]);
    const narrowed = ZWithdrawalQuote.parse((await quote(a, bankA['260'] ?? '', 1_000)).json());
    assert.equal(narrowed.fee, 109);
    const otherAccount = ZWithdrawalQuote.parse((await quote(b, bankA['260'] ?? '', 1_000)).json());
    assert.equal(otherAccount.fee, 0);

    // A viewer reads the quote; bad amounts are field errors.
    assert.equal((await quote(a, bankA['341'] ?? '', 1, everyone.tokens.viewer)).statusCode, 200);
    for (const amount of ['0', '-5', '1.5', 'abc']) {
      const res = await send(
        t.app,
        everyone.tokens.owner,
        'GET',
        endpointPath(withdrawalEndpoints.quote, { merchantId: everyone.merchantA }),
        {
          query: { virtualAccountId: a, bankAccountId: bankA['341'] ?? '', amount },
        },
      );
      assert.equal(res.statusCode, 400, `amount ${amount}`);
      assert.equal(res.json().error.fields.amount, PAYMENT_MESSAGES.amountPositive);
    }
  });

  test('withdraw: debits exactly the quote, out document, fee to the platform, once per key', async () => {
    const [, , c = ''] = everyone.accounts.merchantA;
    const { owner } = everyone.tokens;
    const url = endpointPath(withdrawalEndpoints.create, { merchantId: everyone.merchantA });
    const payload = { virtualAccountId: c, bankAccountId: bankA['001'] ?? '', amount: 30_100 };
    const quoted = ZWithdrawalQuote.parse(
      (await quote(c, payload.bankAccountId, payload.amount)).json(),
    );
    assert.equal(quoted.fee, 151);
    const before = await available(c);

    const key = newKey();
    const sent = await send(t.app, owner, 'POST', url, { payload, key });
    assert.equal(sent.statusCode, 202, sent.body);
    const pending = ZPaymentDocument.parse(sent.json());
    assert.equal(pending.status, 'pending');
    assert.deepEqual(
      pending.stages.map((stage) => stage.status),
      ['initiated', 'processing'],
    );
    assert.deepEqual(pending.movements, [], 'nothing posted before the settlement');
    assert.equal(await available(c), before - quoted.total, 'amount + fee held');
    assert.equal(await settleAll(), 1);
    const document = ZPaymentDocument.parse(
      (await readDocument(t.app, owner, everyone.merchantA, pending.id)).json(),
    );
    assert.equal(document.kind, 'out');
    assert.equal(document.method, 'ted');
    assert.equal(document.status, 'approved');
    assert.deepEqual([document.amount, document.fee, document.netAmount], [30_100, 151, 30_251]);
    assert.ok(document.counterpartyName);
    assert.match(document.counterpartyDocument ?? '', /\*\*/);
    assert.match(document.counterpartyInstitution ?? '', /^001 · Banco do Brasil/);
    assert.deepEqual(
      document.stages.map((stage) => stage.status),
      ['initiated', 'processing', 'settled', 'completed'],
    );
    assert.deepEqual(
      document.movements.map((m) => [m.virtualAccountId, m.type, m.amount]),
      [[c, 'withdrawal', -30_100]],
    );
    assert.equal(await available(c), before - quoted.total);

    // The fee entry credits the platform's fee revenue; the withdrawal row links it all.
    const [link] = await t.app.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.documentId, document.id));
    assert.ok(link?.feeEntryId);
    assert.equal(link.fee, 151);
    assert.equal(link.bankAccountId, payload.bankAccountId);
    const feePostings = await queryRows<{ code: string | null; amount: string | number }>(
      t.app.db,
      sql`select s.code, p.amount from ledger_postings p left join ledger_system_accounts s on s.id = p.system_account_id where p.entry_id = ${link.feeEntryId} order by p.amount`,
    );
    assert.deepEqual(
      feePostings.map((p) => [p.code, Number(p.amount)]),
      [
        [null, -151],
        ['fee_revenue', 151],
      ],
    );

    // Same key and body: the first document, nothing moves again; another body: 409; no key: 400.
    await assertIdempotentReplay(t.app, owner, url, { payload, key, firstId: document.id });
    assert.equal(await available(c), before - quoted.total);

    // 20 concurrent twins of one key move money once.
    const twinKey = newKey();
    const twinPayload = { ...payload, bankAccountId: bankA['341'] ?? '', amount: 1_000 };
    const twins = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(t.app, owner, 'POST', url, { payload: twinPayload, key: twinKey }),
      ),
    );
    assert.deepEqual(
      twins.map((r) => r.statusCode).sort((x, y) => x - y),
      [...Array(19).fill(200), 202],
    );
    assert.equal(new Set(twins.map((r) => r.json().id)).size, 1);
    assert.equal(await available(c), before - quoted.total - 1_250);
    assert.equal(await settleAll(), 1, 'one settlement for the 20 twins');
    assert.equal(await available(c), before - quoted.total - 1_250);

    // The document reads back through the documents API; a viewer cannot withdraw.
    const read = await readDocument(t.app, everyone.tokens.viewer, everyone.merchantA, document.id);
    assert.equal(read.statusCode, 200);
    for (const role of ['viewer', 'developer'] as const) {
      const refused = await send(t.app, everyone.tokens[role], 'POST', url, { payload });
      assert.equal(refused.statusCode, 403, role);
    }
    await assertLedgerInvariants(t.app.db);
  });

  test('the back office lists a withdrawal as a withdraw from its request on, settled or not', async () => {
    const [a = ''] = everyone.accounts.merchantA;
    const url = endpointPath(withdrawalEndpoints.create, { merchantId: everyone.merchantA });
    const sent = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { virtualAccountId: a, bankAccountId: bankA['341'] ?? '', amount: 4_321 },
    });
    assert.equal(sent.statusCode, 202, sent.body);
    const { id } = ZPaymentDocument.parse(sent.json());
    const listed = async (type: 'withdraw' | 'payment') =>
      (await backOfficeTransactions(t.app, { merchantId: everyone.merchantA, type })).find(
        (row) => row.id === id,
      );

    // Waiting for the network: its document is pending, and already a withdraw.
    const pending = await listed('withdraw');
    assert.deepEqual([pending?.type, pending?.status], ['withdraw', 'pending']);
    assert.equal(await listed('payment'), undefined, 'not a payment while it settles');
    assert.equal(await settleAll(), 1);
    const settled = await listed('withdraw');
    assert.deepEqual([settled?.type, settled?.status], ['withdraw', 'approved']);
    assert.equal(await listed('payment'), undefined);
  });

  test('insufficient funds counts the fee; nothing moves', async () => {
    const [, b = ''] = everyone.accounts.merchantA;
    const url = endpointPath(withdrawalEndpoints.create, { merchantId: everyone.merchantA });
    const before = await available(b);
    assert.ok(before > 1_000, 'the seeded account has money');
    const bankAccountId = bankA['341'] ?? '';
    // The amount alone fits, the amount with the R$ 2,50 fee does not.
    const tooMuch = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { virtualAccountId: b, bankAccountId, amount: before - 249 },
    });
    assert.equal(tooMuch.statusCode, 422, tooMuch.body);
    assert.equal(tooMuch.json().error.fields.amount, PAYMENT_MESSAGES.insufficientFunds);
    assert.equal(await available(b), before);

    const all = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { virtualAccountId: b, bankAccountId, amount: before - 250 },
    });
    assert.equal(all.statusCode, 202, all.body);
    assert.equal(await available(b), 0);
    assert.equal(await settleAll(), 1);
    assert.equal(await available(b), 0);
    await assertLedgerInvariants(t.app.db);
  });

  test('another merchant’s bank or virtual account: 404; an inactive bank account: 409', async () => {
    const [a = ''] = everyone.accounts.merchantA;
    const { owner } = everyone.tokens;
    const url = endpointPath(withdrawalEndpoints.create, { merchantId: everyone.merchantA });
    const before = await available(a);
    // The owner belongs to merchant B too: its bank account is still not merchant A's.
    for (const bankAccountId of [
      bankB,
      bankOther,
      'not-a-uuid',
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await send(t.app, owner, 'POST', url, {
        payload: { virtualAccountId: a, bankAccountId, amount: 100 },
      });
      assert.equal(res.statusCode, 404, bankAccountId);
      assert.equal(res.json().error.fields.bankAccountId, WITHDRAWAL_MESSAGES.bankAccountNotFound);
      const quoted = await quote(a, bankAccountId, 100);
      assert.equal(quoted.statusCode, 404);
    }
    const foreignAccount = await send(t.app, owner, 'POST', url, {
      payload: {
        virtualAccountId: everyone.accounts.otherMerchantId[0],
        bankAccountId: bankA['341'],
        amount: 100,
      },
    });
    assert.equal(foreignAccount.statusCode, 404);
    assert.equal(
      (await quote(everyone.accounts.otherMerchantId[0] ?? '', bankA['341'] ?? '', 100)).statusCode,
      404,
    );
    // A member of another merchant only: 404 on merchant A's routes.
    const outsider = await send(t.app, everyone.other, 'POST', url, {
      payload: { virtualAccountId: a, bankAccountId: bankA['341'], amount: 100 },
    });
    assert.equal(outsider.statusCode, 404);

    await t.app.db
      .update(bankAccounts)
      .set({ status: 'inactive' })
      .where(and(eq(bankAccounts.id, bankA['260'] ?? '')));
    const inactive = await send(t.app, owner, 'POST', url, {
      payload: { virtualAccountId: a, bankAccountId: bankA['260'], amount: 100 },
    });
    assert.equal(inactive.statusCode, 409);
    assert.equal(
      inactive.json().error.fields.bankAccountId,
      WITHDRAWAL_MESSAGES.bankAccountInactive,
    );
    await t.app.db
      .update(bankAccounts)
      .set({ status: 'active' })
      .where(eq(bankAccounts.id, bankA['260'] ?? ''));

    const bad = await send(t.app, owner, 'POST', url, {
      payload: { virtualAccountId: a, bankAccountId: bankA['341'], amount: 0 },
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error.fields.amount, PAYMENT_MESSAGES.amountPositive);
    assert.equal(await available(a), before);
    await assertLedgerInvariants(t.app.db);
  });
});
