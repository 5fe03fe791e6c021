import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  type TMembershipRole,
  ZBankAccountDetail,
  ZBankAccountsResponse,
  ZHomeResponse,
  ZStatementPage,
  ZVirtualAccountDetail,
  ZVirtualAccountsResponse,
} from '@arara/contracts';
import { addDays, zonedToday } from '../src/lib/zoned-time';
import {
  type Call,
  call,
  WRITERS,
  MERCHANT_NOT_FOUND,
  ROLES,
  signInEveryone,
  VIRTUAL_ACCOUNT_NOT_FOUND,
} from './member-fixtures';
import { assertRefusedQueries, createTestApp, type TestApp } from './helper';

describe('accounts API: bank accounts, virtual accounts, home', () => {
  let t: TestApp;
  let tokens: Record<TMembershipRole, string>;
  let other: string;
  let merchantId: string;
  let otherMerchantId: string;
  let base: string;
  let bankAccountId: string;
  let virtualAccountId: string;
  let otherBankAccountId: string;
  let otherVirtualAccountId: string;
  let otherEntryId: string;
  let entryId: string;

  const as = (role: TMembershipRole, request: Call) => call(t.app, tokens[role], request);
  const get = async (url: string, role: TMembershipRole = 'owner') => {
    const res = await as(role, { method: 'GET', url });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res.json();
  };

  before(async () => {
    t = await createTestApp();
    ({ tokens, other, merchantA: merchantId, otherMerchantId } = await signInEveryone(t));
    base = `/merchants/${merchantId}`;
    const banks = ZBankAccountsResponse.parse(await get(`${base}/bank-accounts`)).items;
    bankAccountId = banks[0]?.id ?? '';
    const accounts = ZVirtualAccountsResponse.parse(await get(`${base}/virtual-accounts`)).items;
    virtualAccountId = accounts[0]?.id ?? '';
    entryId = ZStatementPage.parse(await get(`${base}/statement?limit=1`)).items[0]?.id ?? '';
    const otherBase = `/merchants/${otherMerchantId}`;
    const asOther = async (url: string) =>
      (await call(t.app, other, { method: 'GET', url })).json();
    otherBankAccountId = (await asOther(`${otherBase}/bank-accounts`)).items[0].id;
    otherVirtualAccountId = (await asOther(`${otherBase}/virtual-accounts`)).items[0].id;
    otherEntryId = (await asOther(`${otherBase}/statement?limit=1`)).items[0].id;
    assert.ok(bankAccountId && virtualAccountId && entryId && otherEntryId);
  });
  after(async () => t.close());

  const reads = (): string[] => [
    `${base}/bank-accounts`,
    `${base}/bank-accounts/${bankAccountId}`,
    `${base}/virtual-accounts`,
    `${base}/virtual-accounts/${virtualAccountId}`,
    `${base}/home`,
    `${base}/statement`,
    `${base}/statement/${entryId}`,
    `${base}/statement/export.csv?from=${zonedToday()}`,
    `${base}/statement/export.ofx?virtualAccountId=${virtualAccountId}&from=${zonedToday()}`,
  ];

  test('every role of the merchant reads every accounts endpoint', async () => {
    for (const role of ROLES) {
      for (const url of reads()) {
        const res = await as(role, { method: 'GET', url });
        assert.equal(res.statusCode, 200, `${role} GET ${url}: ${res.body}`);
      }
    }
  });

  test('only owner, admin and manager create and rename virtual accounts; others get 403', async () => {
    for (const role of ROLES) {
      const created = await as(role, {
        method: 'POST',
        url: `${base}/virtual-accounts`,
        payload: { label: `Reserva ${role}`, type: 'reserve', bankAccountId },
      });
      const renamed = await as(role, {
        method: 'PATCH',
        url: `${base}/virtual-accounts/${virtualAccountId}`,
        payload: { label: `Renomeada por ${role}` },
      });
      if (WRITERS.has(role)) {
        assert.equal(created.statusCode, 201, `${role}: ${created.body}`);
        assert.equal(renamed.statusCode, 200, `${role}: ${renamed.body}`);
        assert.equal(renamed.json().label, `Renomeada por ${role}`);
      } else {
        assert.equal(created.statusCode, 403, role);
        assert.equal(created.json().error.code, 'FORBIDDEN');
        assert.equal(renamed.statusCode, 403, role);
      }
    }
    const labels = ZVirtualAccountsResponse.parse(await get(`${base}/virtual-accounts`)).items.map(
      (account) => account.label,
    );
    assert.ok(labels.includes('Reserva manager'));
    assert.ok(!labels.includes('Reserva viewer') && !labels.includes('Reserva developer'));
    assert.ok(labels.includes('Renomeada por manager'));
  });

  test('another merchant’s user gets 404 for every endpoint of this merchant', async () => {
    const writes: Call[] = [
      {
        method: 'POST',
        url: `${base}/virtual-accounts`,
        payload: { label: 'Intrusa', type: 'custom', bankAccountId },
      },
      {
        method: 'PATCH',
        url: `${base}/virtual-accounts/${virtualAccountId}`,
        payload: { label: 'x' },
      },
    ];
    for (const request of [...reads().map((url): Call => ({ method: 'GET', url })), ...writes]) {
      const res = await call(t.app, other, request);
      assert.equal(res.statusCode, 404, `${request.method} ${request.url}`);
      assert.deepEqual(res.json(), MERCHANT_NOT_FOUND);
    }
  });

  test('another merchant’s account and entry ids asked through this merchant are 404', async () => {
    const cases: [Call, string][] = [
      [
        { method: 'GET', url: `${base}/bank-accounts/${otherBankAccountId}` },
        'Bank account not found',
      ],
      [
        { method: 'GET', url: `${base}/virtual-accounts/${otherVirtualAccountId}` },
        'Virtual account not found',
      ],
      [
        {
          method: 'PATCH',
          url: `${base}/virtual-accounts/${otherVirtualAccountId}`,
          payload: { label: 'Minha' },
        },
        'Virtual account not found',
      ],
      [{ method: 'GET', url: `${base}/statement/${otherEntryId}` }, 'Statement entry not found'],
      [
        { method: 'GET', url: `${base}/statement?virtualAccountId=${otherVirtualAccountId}` },
        'Virtual account not found',
      ],
      [
        {
          method: 'GET',
          url: `${base}/statement/export.csv?virtualAccountId=${otherVirtualAccountId}`,
        },
        'Virtual account not found',
      ],
      [
        {
          method: 'GET',
          url: `${base}/statement/export.ofx?virtualAccountId=${otherVirtualAccountId}`,
        },
        'Virtual account not found',
      ],
      [{ method: 'GET', url: `${base}/bank-accounts/not-a-uuid` }, 'Bank account not found'],
      [
        { method: 'GET', url: `${base}/virtual-accounts/00000000-0000-4000-8000-000000000000` },
        'Virtual account not found',
      ],
      [{ method: 'GET', url: `${base}/statement/abc` }, 'Statement entry not found'],
    ];
    for (const [request, message] of cases) {
      const res = await as('owner', request);
      assert.equal(res.statusCode, 404, `${request.method} ${request.url}: ${res.body}`);
      assert.deepEqual(res.json(), { error: { code: 'NOT_FOUND', message } });
    }
    // Other's virtual account is untouched.
    const theirs = await call(t.app, other, {
      method: 'GET',
      url: `/merchants/${otherMerchantId}/virtual-accounts/${otherVirtualAccountId}`,
    });
    assert.notEqual(theirs.json().label, 'Minha');
    // A virtual account cannot be opened on another merchant's bank account.
    const res = await as('owner', {
      method: 'POST',
      url: `${base}/virtual-accounts`,
      payload: { label: 'Na conta de outro', type: 'custom', bankAccountId: otherBankAccountId },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().error.fields, {
      bankAccountId: 'ledger.errors.bankAccountNotFound',
    });
  });

  test('bank accounts: fields of the spec, balance is the sum of their virtual accounts', async () => {
    const banks = ZBankAccountsResponse.parse(await get(`${base}/bank-accounts`)).items;
    const accounts = ZVirtualAccountsResponse.parse(await get(`${base}/virtual-accounts`)).items;
    assert.ok(banks.length >= 2);
    for (const bank of banks) {
      assert.match(bank.bankCode, /^\d{3}$/);
      assert.ok(bank.bankName && bank.branchNumber && bank.accountNumber && bank.holderName);
      assert.match(bank.document, /^(\d{11}|\d{14})$/);
      const own = accounts.filter((account) => account.bankAccountId === bank.id);
      assert.equal(
        bank.balance,
        own.reduce((sum, account) => sum + account.balance, 0),
      );
      const detail = ZBankAccountDetail.parse(await get(`${base}/bank-accounts/${bank.id}`));
      assert.deepEqual(
        detail.virtualAccounts.map((account) => account.id).sort(),
        own.map((account) => account.id).sort(),
      );
      assert.equal(detail.balance, bank.balance);
      assert.equal(detail.availableBalance, detail.balance - detail.blockedBalance);
    }
  });

  test('virtual accounts: balances, bank account summary, filters by type and status', async () => {
    const accounts = ZVirtualAccountsResponse.parse(await get(`${base}/virtual-accounts`)).items;
    for (const account of accounts) {
      assert.equal(account.availableBalance, account.balance - account.blockedBalance);
      assert.equal(account.bankAccount.id, account.bankAccountId);
      assert.ok(account.bankAccount.branchNumber && account.bankAccount.accountNumber);
    }
    assert.ok(
      accounts.some((account) => account.blockedBalance > 0),
      'the seed holds a balance',
    );
    const type = accounts[0]?.type ?? 'main';
    const ofType = ZVirtualAccountsResponse.parse(
      await get(`${base}/virtual-accounts?type=${type}`),
    ).items;
    assert.deepEqual(
      ofType.map((account) => account.id),
      accounts.filter((account) => account.type === type).map((account) => account.id),
    );
    const active = ZVirtualAccountsResponse.parse(
      await get(`${base}/virtual-accounts?status=active`),
    ).items;
    assert.equal(active.length, accounts.filter((a) => a.status === 'active').length);
    const bad = await as('owner', { method: 'GET', url: `${base}/virtual-accounts?type=gold` });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().error.fields.type);
  });

  test('create a virtual account: required fields, nine types, BRL only', async () => {
    const url = `${base}/virtual-accounts`;
    const created = await as('manager', {
      method: 'POST',
      url,
      payload: { label: '  Conta de impostos  ', type: 'custom', bankAccountId, currency: 'BRL' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const account = ZVirtualAccountDetail.parse(created.json());
    assert.equal(account.label, 'Conta de impostos');
    assert.equal(account.type, 'custom');
    assert.equal(account.currency, 'BRL');
    assert.equal(account.balance, 0);
    assert.equal(account.bankAccount.id, bankAccountId);
    assert.deepEqual(
      ZVirtualAccountDetail.parse(await get(`${url}/${account.id}`)).label,
      'Conta de impostos',
    );

    const empty = await as('owner', { method: 'POST', url, payload: {} });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().error.fields, {
      label: 'validation.required',
      type: 'validation.required',
      bankAccountId: 'validation.required',
    });
    const wrong = await as('owner', {
      method: 'POST',
      url,
      payload: { label: 'x'.repeat(81), type: 'gold', bankAccountId, currency: 'USD' },
    });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json().error.fields, {
      label: 'ledger.errors.labelTooLong',
      // A type that is not one of the nine is named as such, not as missing.
      type: 'ledger.errors.invalidType',
      currency: 'ledger.errors.currencyBrl',
    });
  });

  test('only the label changes: type and currency are refused with a field error, data unchanged', async () => {
    const url = `${base}/virtual-accounts/${virtualAccountId}`;
    const before = ZVirtualAccountDetail.parse(await get(url));
    const otherType = before.type === 'escrow' ? 'fee' : 'escrow';

    const type = await as('owner', {
      method: 'PATCH',
      url,
      payload: { label: 'Nova', type: otherType },
    });
    assert.equal(type.statusCode, 400);
    assert.deepEqual(type.json().error.fields, { type: 'ledger.errors.typeImmutable' });
    const currency = await as('owner', { method: 'PATCH', url, payload: { currency: 'USD' } });
    assert.equal(currency.statusCode, 400);
    assert.deepEqual(currency.json().error.fields, { currency: 'ledger.errors.currencyImmutable' });
    const numeric = await as('owner', { method: 'PATCH', url, payload: { type: 5 } });
    assert.equal(numeric.statusCode, 400);
    assert.deepEqual(numeric.json().error.fields, { type: 'ledger.errors.typeImmutable' });
    const unchanged = ZVirtualAccountDetail.parse(await get(url));
    assert.equal(unchanged.label, before.label);
    assert.equal(unchanged.type, before.type);
    assert.equal(unchanged.currency, 'BRL');

    const empty = await as('owner', { method: 'PATCH', url, payload: { label: '   ' } });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json().error.fields, { label: 'validation.required' });

    // Sending the current type back with a new label is a rename.
    const renamed = await as('owner', {
      method: 'PATCH',
      url,
      payload: { label: 'Conta operacional', type: before.type, currency: 'BRL' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(ZVirtualAccountDetail.parse(await get(url)).label, 'Conta operacional');

    const unknown = await as('owner', {
      method: 'PATCH',
      url: `${base}/virtual-accounts/00000000-0000-4000-8000-000000000000`,
      payload: { label: 'x' },
    });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), VIRTUAL_ACCOUNT_NOT_FOUND);
  });

  test('home: cards add up, ratio, one history point per day, latest 10 transactions', async () => {
    const today = zonedToday();
    const from = addDays(today, -6);
    const home = ZHomeResponse.parse(await get(`${base}/home?from=${from}&to=${today}`, 'viewer'));
    const { current, blocked, available, ratio } = home.balance;
    assert.equal(available, current - blocked);
    assert.ok(blocked > 0 && current > 0);
    assert.equal(ratio, available / current);
    const accounts = ZVirtualAccountsResponse.parse(await get(`${base}/virtual-accounts`)).items;
    assert.equal(
      current,
      accounts.reduce((sum, account) => sum + account.balance, 0),
    );
    assert.equal(
      blocked,
      accounts.reduce((sum, account) => sum + account.blockedBalance, 0),
    );

    assert.deepEqual(
      home.history.map((point) => point.date),
      [0, 1, 2, 3, 4, 5, 6].map((days) => addDays(from, days)),
    );
    assert.equal(home.history.at(-1)?.balance, current, 'today closes at the current balance');

    const latest = ZStatementPage.parse(await get(`${base}/statement?limit=10`));
    assert.deepEqual(home.latestTransactions, latest.items);
    assert.equal(home.latestTransactions.length, 10);

    const byDefault = ZHomeResponse.parse(await get(`${base}/home`));
    assert.equal(byDefault.history.length, 30);
    assert.deepEqual(byDefault.period, {
      from: addDays(today, -29),
      to: today,
      timeZone: 'America/Sao_Paulo',
    });
    const year = ZHomeResponse.parse(await get(`${base}/home?from=2025-01-01&to=2025-12-31`));
    assert.equal(year.history.length, 365);
  });

  test('home: a merchant without money has a null ratio', async () => {
    const created = await call(t.app, tokens.owner, {
      method: 'POST',
      url: '/merchants',
      payload: { name: 'Loja Vazia Ltda', document: '12345678000195' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const home = ZHomeResponse.parse(await get(`/merchants/${created.json().id}/home`));
    assert.deepEqual(home.balance, { current: 0, blocked: 0, available: 0, ratio: null });
    assert.deepEqual(home.latestTransactions, []);
    assert.ok(home.history.every((point) => point.balance === 0));
  });

  test('home: the period is validated with field errors', async () => {
    await assertRefusedQueries(
      (query) => as('owner', { method: 'GET', url: `${base}/home?${query}` }),
      [
        ['from=2026-03-10&to=2026-03-01', { to: 'ledger.errors.periodOrder' }],
        ['from=2024-01-01&to=2025-01-01', { from: 'ledger.errors.periodTooLong' }],
        ['from=2026-02-30&to=2026-03-01', { from: 'ledger.errors.invalidDate' }],
        ['from=yesterday', { from: 'ledger.errors.invalidDate' }],
        ['from=2020-01-01', { from: 'ledger.errors.periodTooLong' }],
      ],
    );
    const leap = await as('owner', {
      method: 'GET',
      url: `${base}/home?from=2024-01-01&to=2024-12-31`,
    });
    assert.equal(leap.statusCode, 200, '366 days is allowed');
  });
});
