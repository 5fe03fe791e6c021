import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  endpointPath,
  openFinanceEndpoints,
  paymentEndpoints,
  PUBLIC_CONFIG_ROUTE,
  qrCodeEndpoints,
  withdrawalEndpoints,
  ZPaymentInitiation,
  ZPublicConfig,
  ZQrCode,
} from '@arara/contracts';
import { PAYMENT_MESSAGES } from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, virtualAccounts } from '../src/db/schema-ledger';
import { LEDGER_BALANCE_CAP } from '../src/lib/money-rules';
import { useTestApp, withSandbox } from './helper';
import {
  balanceOf,
  issueQrCode,
  keyAccountOf,
  PASSWORD,
  send,
  signInEveryone,
  transferBetweenAccounts,
  useTeamWithAccounts,
} from './member-fixtures';

describe('sandbox mode off (the default)', () => {
  const t = useTestApp();

  test('the sandbox payer’s routes are not served (404) and the apps are told so', async () => {
    const everyone = await signInEveryone(t);
    const account = await keyAccountOf(t.app, everyone.otherMerchantId);
    const code = ZQrCode.parse(
      (
        await issueQrCode(t.app, everyone.other, everyone.otherMerchantId, {
          type: 'static',
          virtualAccountId: account,
        })
      ).json(),
    );
    const before = await balanceOf(t.app, account);
    const pay = await send(
      t.app,
      everyone.other,
      'POST',
      endpointPath(qrCodeEndpoints.sandboxPay, {
        merchantId: everyone.otherMerchantId,
        qrCodeId: code.id,
      }),
      { payload: { amount: 50_000 } },
    );
    assert.equal(pay.statusCode, 404);

    const created = await send(
      t.app,
      everyone.other,
      'POST',
      endpointPath(openFinanceEndpoints.list, { merchantId: everyone.otherMerchantId }),
      { payload: { virtualAccountId: account, amount: 50_000, payerInstitution: '00000000' } },
    );
    assert.equal(created.statusCode, 201, created.body);
    const initiation = ZPaymentInitiation.parse(created.json());
    for (const url of [
      endpointPath(openFinanceEndpoints.sandboxAuthorise, {
        merchantId: everyone.otherMerchantId,
        initiationId: initiation.id,
      }),
      endpointPath(openFinanceEndpoints.sandboxReject, {
        merchantId: everyone.otherMerchantId,
        initiationId: initiation.id,
      }),
    ]) {
      assert.equal(
        (await send(t.app, everyone.other, 'POST', url, { payload: {} })).statusCode,
        404,
        url,
      );
    }
    assert.equal(await balanceOf(t.app, account), before);

    const config = await t.app.inject({ method: 'GET', url: PUBLIC_CONFIG_ROUTE });
    assert.equal(config.statusCode, 200);
    assert.deepEqual(ZPublicConfig.parse(config.json()), { sandbox: false });
  });
});

describe('amount bounds and sandbox limits', () => {
  const MAX = 100_000;
  const t = useTestApp({
    money: {
      ...withSandbox({ dailyCreditAmount: 7_500, dailyCreditCount: 8 }),
      maxTransactionAmount: MAX,
    },
  });
  const everyone = useTeamWithAccounts(t);
  let otherAccount = '';

  before(async () => {
    otherAccount = await keyAccountOf(t.app, everyone.otherMerchantId);
  });

  test('the apps are told the sandbox is on', async () => {
    const config = await t.app.inject({ method: 'GET', url: PUBLIC_CONFIG_ROUTE });
    assert.deepEqual(ZPublicConfig.parse(config.json()), { sandbox: true });
  });

  test('every money-moving route refuses an amount above MAX_TRANSACTION_AMOUNT_CENTS (400 fields.amount); nothing moves', async () => {
    const [from = '', to = ''] = everyone.accounts.merchantA;
    const owner = everyone.tokens.owner;
    const a = everyone.merchantA;
    const statik = ZQrCode.parse(
      (
        await issueQrCode(t.app, everyone.other, everyone.otherMerchantId, {
          type: 'static',
          virtualAccountId: otherAccount,
        })
      ).json(),
    );
    const balances = async () =>
      Promise.all([from, to, otherAccount].map((id) => balanceOf(t.app, id)));
    const start = await balances();
    const tooMuch = MAX + 1;
    const attempts: [string, string, string, object][] = [
      [
        'between accounts',
        owner,
        endpointPath(paymentEndpoints.betweenAccounts, { merchantId: a }),
        { fromVirtualAccountId: from, toVirtualAccountId: to, amount: tooMuch },
      ],
      [
        'pix',
        owner,
        endpointPath(paymentEndpoints.pixTransfer, { merchantId: a }),
        {
          virtualAccountId: from,
          destination: { type: 'key', key: 'someone@example.com' },
          amount: tooMuch,
          password: PASSWORD,
          code: '000000',
        },
      ],
      [
        'withdrawal',
        owner,
        endpointPath(withdrawalEndpoints.create, { merchantId: a }),
        { virtualAccountId: from, bankAccountId: 'any', amount: tooMuch },
      ],
      [
        'QR code',
        everyone.other,
        endpointPath(qrCodeEndpoints.list, { merchantId: everyone.otherMerchantId }),
        { type: 'static', virtualAccountId: otherAccount, amount: tooMuch },
      ],
      [
        'QR code of 2^53 - 1 cents',
        everyone.other,
        endpointPath(qrCodeEndpoints.list, { merchantId: everyone.otherMerchantId }),
        { type: 'static', virtualAccountId: otherAccount, amount: Number.MAX_SAFE_INTEGER },
      ],
      [
        'open finance request',
        owner,
        endpointPath(openFinanceEndpoints.list, { merchantId: a }),
        { virtualAccountId: from, amount: tooMuch, payerInstitution: '00000000' },
      ],
      [
        'sandbox credit',
        everyone.other,
        endpointPath(qrCodeEndpoints.sandboxPay, {
          merchantId: everyone.otherMerchantId,
          qrCodeId: statik.id,
        }),
        { amount: tooMuch },
      ],
    ];
    for (const [name, token, url, payload] of attempts) {
      const res = await send(t.app, token, 'POST', url, { payload: payload });
      assert.equal(res.statusCode, 400, `${name}: ${res.body}`);
      assert.equal(res.json().error.fields.amount, PAYMENT_MESSAGES.amountTooHigh, name);
    }
    // 2^53 itself is not even a safe integer: refused by the contract, not a 500.
    const huge = await transferBetweenAccounts(t.app, owner, a, {
      fromVirtualAccountId: from,
      toVirtualAccountId: to,
      amount: 2 ** 53,
    });
    assert.equal(huge.statusCode, 400);
    assert.ok(huge.json().error.fields.amount);
    assert.deepEqual(await balances(), start);

    // The limit itself is allowed.
    const atLimit = await transferBetweenAccounts(t.app, owner, a, {
      fromVirtualAccountId: from,
      toVirtualAccountId: to,
      amount: MAX,
    });
    assert.equal(atLimit.statusCode, 201, atLimit.body);
  });

  test('20 concurrent sandbox credits on two accounts cannot pass the merchant’s daily limits; the credits are marked sandbox in the ledger', async () => {
    const merchant = everyone.otherMerchantId;
    // A second account of the same merchant: the limit is the merchant's, not an account's lock.
    const [row] = await t.app.db
      .select({ bankAccountId: virtualAccounts.bankAccountId })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.id, otherAccount));
    assert.ok(row);
    const opened = await send(
      t.app,
      everyone.other,
      'POST',
      `/merchants/${merchant}/virtual-accounts`,
      {
        payload: {
          label: 'Sandbox limits',
          type: 'secondary',
          bankAccountId: row.bankAccountId,
        },
      },
    );
    assert.equal(opened.statusCode, 201, opened.body);
    const secondAccount: string = opened.json().id;

    const code = ZQrCode.parse(
      (
        await issueQrCode(t.app, everyone.other, merchant, {
          type: 'static',
          virtualAccountId: otherAccount,
        })
      ).json(),
    );
    const initiations: string[] = [];
    for (let n = 0; n < 10; n += 1) {
      const created = await send(
        t.app,
        everyone.other,
        'POST',
        endpointPath(openFinanceEndpoints.list, { merchantId: merchant }),
        {
          payload: {
            virtualAccountId: secondAccount,
            amount: 1_000,
            payerInstitution: '00000000',
          },
        },
      );
      assert.equal(created.statusCode, 201, created.body);
      initiations.push(ZPaymentInitiation.parse(created.json()).id);
    }
    const start = (await balanceOf(t.app, otherAccount)) + (await balanceOf(t.app, secondAccount));
    const url = endpointPath(qrCodeEndpoints.sandboxPay, {
      merchantId: merchant,
      qrCodeId: code.id,
    });
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        send(t.app, everyone.other, 'POST', url, { payload: { amount: 1_000 } }),
      ),
      ...initiations.map((id) =>
        send(
          t.app,
          everyone.other,
          'POST',
          endpointPath(openFinanceEndpoints.sandboxAuthorise, {
            merchantId: merchant,
            initiationId: id,
          }),
          { payload: {} },
        ),
      ),
    ]);
    const statuses = results.map((res) => res.statusCode);
    // R$ 75,00 a day: 7 credits of R$ 10,00, the other 13 refused.
    assert.equal(statuses.filter((status) => status === 200).length, 7, statuses.join(','));
    const refused = results.filter((res) => res.statusCode !== 200);
    assert.equal(refused.length, 13);
    for (const res of refused) {
      assert.equal(res.statusCode, 429, res.body);
      assert.equal(res.json().error.fields.amount, PAYMENT_MESSAGES.sandboxDailyLimit);
    }
    const total = async () =>
      (await balanceOf(t.app, otherAccount)) + (await balanceOf(t.app, secondAccount));
    assert.equal(await total(), start + 7_000);

    // 8 credits a day: the 8th fits (R$ 71,00), the 9th is refused though its amount would fit.
    assert.equal(
      (await send(t.app, everyone.other, 'POST', url, { payload: { amount: 100 } })).statusCode,
      200,
    );
    const ninth = await send(t.app, everyone.other, 'POST', url, { payload: { amount: 100 } });
    assert.equal(ninth.statusCode, 429, ninth.body);
    assert.equal(await total(), start + 7_100);

    const entries = await t.app.db
      .select({ sandbox: ledgerEntries.sandbox })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.merchantId, merchant), eq(ledgerEntries.sandbox, true)));
    assert.equal(entries.length, 8);
    const statement = await t.app.inject({
      method: 'GET',
      url: `/merchants/${merchant}/statement?virtualAccountId=${otherAccount}&limit=1`,
      headers: { authorization: `Bearer ${everyone.other}` },
    });
    assert.equal(statement.statusCode, 200, statement.body);
    assert.equal(statement.json().items[0].sandbox, true);
  });

  test('a credit that would take a balance past the cap is refused inside the transaction; up to the cap is exact', async () => {
    const [from = '', to = ''] = everyone.accounts.merchantA;
    await t.app.db
      .update(virtualAccounts)
      .set({ balance: LEDGER_BALANCE_CAP - 100 })
      .where(eq(virtualAccounts.id, to));
    const fromStart = await balanceOf(t.app, from);
    const transfer = (amount: number) =>
      transferBetweenAccounts(t.app, everyone.tokens.owner, everyone.merchantA, {
        fromVirtualAccountId: from,
        toVirtualAccountId: to,
        amount,
      });
    const over = await transfer(101);
    assert.equal(over.statusCode, 409, over.body);
    assert.equal(over.json().error.fields.amount, PAYMENT_MESSAGES.balanceCap);
    assert.equal(await balanceOf(t.app, to), LEDGER_BALANCE_CAP - 100);
    assert.equal(await balanceOf(t.app, from), fromStart);

    const exact = await transfer(100);
    assert.equal(exact.statusCode, 201, exact.body);
    assert.equal(await balanceOf(t.app, to), LEDGER_BALANCE_CAP);
    assert.equal(await balanceOf(t.app, from), fromStart - 100);
  });
});
