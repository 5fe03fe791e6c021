import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  COUNTERPARTY_MESSAGES,
  counterpartyEndpoints,
  endpointPath,
  PIX_KEY_MESSAGES,
  ZCounterpartyDetail,
  ZCounterpartyPage,
} from '@arara/contracts';
import { seedCounterpartyPlan } from '../src/seeds/seed-counterparties';
import { useTestApp } from './helper';
import { COUNTERPARTY_BANK, send, sendParsed, useSignedInTeam } from './member-fixtures';

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { error: { fields?: Record<string, string> } }).error.fields ?? {};

describe('counterparties API', () => {
  const t = useTestApp();
  const everyone = useSignedInTeam(t);

  test('the seed gives the demo merchant a few counterparties, by name', async () => {
    const res = await send(
      t.app,
      everyone.tokens.viewer,
      'GET',
      endpointPath(counterpartyEndpoints.list, { merchantId: everyone.merchantA }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const page = ZCounterpartyPage.parse(res.json());
    const names = page.items.map((item) => item.name);
    assert.deepEqual(
      names,
      [...seedCounterpartyPlan.counterparties.map((c) => c.name)].sort((a, b) =>
        a.toLowerCase().localeCompare(b.toLowerCase()),
      ),
    );
    const loja = page.items.find((item) => item.document === '77788899900095');
    assert.equal(loja?.bankAccountCount, 2);
    assert.equal(loja?.documentType, 'cnpj');
  });

  test('create, read, edit; the document stays', async () => {
    const { manager } = everyone.tokens;
    const url = endpointPath(counterpartyEndpoints.list, { merchantId: everyone.merchantA });
    const created = await send(t.app, manager, 'POST', url, {
      payload: {
        name: '  Ana Lima ',
        document: '935.411.347-80',
        email: 'Ana@Example.com',
        phone: '(11) 98888-7777',
        address: 'Rua A, 1',
        pixKeyType: 'cpf',
        pixKey: '935.411.347-80',
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const body = ZCounterpartyDetail.parse(created.json());
    assert.equal(body.name, 'Ana Lima');
    assert.equal(body.document, '93541134780');
    assert.equal(body.documentType, 'cpf');
    assert.equal(body.email, 'ana@example.com');
    assert.equal(body.phone, '+5511988887777');
    assert.equal(body.pixKey, '93541134780');
    assert.equal(body.status, 'active');
    assert.deepEqual(body.bankAccounts, []);

    const one = endpointPath(counterpartyEndpoints.get, {
      merchantId: everyone.merchantA,
      counterpartyId: body.id,
    });
    const read = await send(t.app, everyone.tokens.viewer, 'GET', one);
    assert.equal(read.statusCode, 200);
    assert.equal(ZCounterpartyDetail.parse(read.json()).name, 'Ana Lima');

    const edited = await send(t.app, manager, 'PATCH', one, {
      payload: {
        name: 'Ana Lima Souza',
        document: '93541134780',
        email: '',
        pixKeyType: null,
        pixKey: null,
        status: 'inactive',
      },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const after = ZCounterpartyDetail.parse(edited.json());
    assert.equal(after.name, 'Ana Lima Souza');
    assert.equal(after.email, null);
    assert.equal(after.pixKey, null);
    assert.equal(after.phone, '+5511988887777');
    assert.equal(after.status, 'inactive');

    const moved = await send(t.app, manager, 'PATCH', one, {
      payload: { document: '52998224725' },
    });
    assert.equal(moved.statusCode, 400);
    assert.deepEqual(fieldsOf(moved.body), { document: COUNTERPARTY_MESSAGES.documentImmutable });
  });

  test('bad input is a 400 with field errors, never a 500', async () => {
    const url = endpointPath(counterpartyEndpoints.list, { merchantId: everyone.merchantA });
    const { owner } = everyone.tokens;
    const cases: [object, Record<string, string>][] = [
      [{}, { name: 'validation.required', document: 'validation.required' }],
      [
        { name: 'X', document: '123.456.789-00' },
        { document: COUNTERPARTY_MESSAGES.invalidDocument },
      ],
      [
        { name: 'X', document: '11.222.333/0001-80' },
        { document: COUNTERPARTY_MESSAGES.invalidDocument },
      ],
      [
        { name: 'X', document: '111.111.111-11' },
        { document: COUNTERPARTY_MESSAGES.invalidDocument },
      ],
      [{ name: 'X', document: '12345' }, { document: COUNTERPARTY_MESSAGES.invalidDocument }],
      [
        { name: 'X', document: '12345678909', email: 'nope', phone: '123' },
        { email: COUNTERPARTY_MESSAGES.invalidEmail, phone: COUNTERPARTY_MESSAGES.invalidPhone },
      ],
      [
        { name: 'X', document: '12345678909', pixKey: 'a@b.co' },
        { pixKeyType: COUNTERPARTY_MESSAGES.pixKeyTypeRequired },
      ],
      [
        { name: 'X', document: '12345678909', pixKeyType: 'cpf', pixKey: '12345678900' },
        { pixKey: PIX_KEY_MESSAGES.invalidCpf },
      ],
      [
        { name: 'X', document: '12345678909', pixKeyType: 'random', pixKey: 'abc' },
        { pixKey: COUNTERPARTY_MESSAGES.invalidRandomKey },
      ],
    ];
    for (const [payload, fields] of cases) {
      const res = await send(t.app, owner, 'POST', url, { payload });
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)} → ${res.body}`);
      assert.deepEqual(fieldsOf(res.body), fields, JSON.stringify(payload));
    }
    const badCursor = await send(t.app, owner, 'GET', url, { query: { cursor: 'nope' } });
    assert.equal(badCursor.statusCode, 400);
    const unknownCursor = await send(t.app, owner, 'GET', url, {
      query: { cursor: '00000000-0000-4000-8000-000000000000' },
    });
    assert.equal(unknownCursor.statusCode, 400);
  });

  test('a document the merchant already has is a 409 on document; another merchant may have it', async () => {
    const payload = { name: 'Dup', document: '11.444.777/0001-61' };
    const first = await send(
      t.app,
      everyone.tokens.owner,
      'POST',
      endpointPath(counterpartyEndpoints.list, { merchantId: everyone.merchantA }),
      { payload },
    );
    assert.equal(first.statusCode, 201, first.body);
    const again = await send(
      t.app,
      everyone.tokens.admin,
      'POST',
      endpointPath(counterpartyEndpoints.list, { merchantId: everyone.merchantA }),
      {
        payload: { ...payload, document: '11444777000161', name: 'Other name' },
      },
    );
    assert.equal(again.statusCode, 409);
    assert.deepEqual(fieldsOf(again.body), { document: COUNTERPARTY_MESSAGES.documentTaken });
    const elsewhere = await send(
      t.app,
      everyone.other,
      'POST',
      endpointPath(counterpartyEndpoints.list, { merchantId: everyone.otherMerchantId }),
      { payload },
    );
    assert.equal(elsewhere.statusCode, 201, elsewhere.body);
  });

  test('another merchant sees none of it (404); viewers and developers cannot write (403)', async () => {
    const list = await sendParsed(
      ZCounterpartyPage,
      t.app,
      everyone.tokens.owner,
      'GET',
      endpointPath(counterpartyEndpoints.list, { merchantId: everyone.merchantA }),
    );
    const [first] = list.items;
    assert.ok(first);
    const one = endpointPath(counterpartyEndpoints.get, {
      merchantId: everyone.merchantA,
      counterpartyId: first.id,
    });
    // Another merchant's member: the merchant itself is unknown to them.
    assert.equal((await send(t.app, everyone.other, 'GET', one)).statusCode, 404);
    assert.equal(
      (
        await send(
          t.app,
          everyone.other,
          'GET',
          endpointPath(counterpartyEndpoints.list, { merchantId: everyone.merchantA }),
        )
      ).statusCode,
      404,
    );
    // Their own merchant's URL with our id: 'Counterparty not found'.
    const cross = await send(
      t.app,
      everyone.other,
      'GET',
      endpointPath(counterpartyEndpoints.get, {
        merchantId: everyone.otherMerchantId,
        counterpartyId: first.id,
      }),
    );
    assert.equal(cross.statusCode, 404);
    assert.equal(cross.json().error.message, 'Counterparty not found');
    const crossEdit = await send(
      t.app,
      everyone.other,
      'PATCH',
      endpointPath(counterpartyEndpoints.get, {
        merchantId: everyone.otherMerchantId,
        counterpartyId: first.id,
      }),
      {
        payload: { name: 'Mine now' },
      },
    );
    assert.equal(crossEdit.statusCode, 404);
    const crossAccount = await send(
      t.app,
      everyone.other,
      'POST',
      endpointPath(counterpartyEndpoints.addBankAccount, {
        merchantId: everyone.otherMerchantId,
        counterpartyId: first.id,
      }),
      {
        payload: COUNTERPARTY_BANK,
      },
    );
    assert.equal(crossAccount.statusCode, 404);
    // The other merchant's list does not show ours.
    const theirs = await sendParsed(
      ZCounterpartyPage,
      t.app,
      everyone.other,
      'GET',
      endpointPath(counterpartyEndpoints.list, { merchantId: everyone.otherMerchantId }),
    );
    assert.ok(theirs.items.every((item) => item.merchantId === everyone.otherMerchantId));

    for (const role of ['viewer', 'developer'] as const) {
      const token = everyone.tokens[role];
      const create = await send(
        t.app,
        token,
        'POST',
        endpointPath(counterpartyEndpoints.list, { merchantId: everyone.merchantA }),
        {
          payload: { name: 'No', document: '12345678909' },
        },
      );
      assert.equal(create.statusCode, 403, role);
      assert.equal(
        (await send(t.app, token, 'PATCH', one, { payload: { name: 'No' } })).statusCode,
        403,
      );
      assert.equal(
        (
          await send(
            t.app,
            token,
            'POST',
            endpointPath(counterpartyEndpoints.addBankAccount, {
              merchantId: everyone.merchantA,
              counterpartyId: first.id,
            }),
            { payload: COUNTERPARTY_BANK },
          )
        ).statusCode,
        403,
      );
    }
    assert.equal((await send(t.app, everyone.tokens.developer, 'GET', one)).statusCode, 200);
  });

  test('bank accounts: the first is primary, exactly one primary, validation, duplicates', async () => {
    const { owner } = everyone.tokens;
    const created = await sendParsed(
      ZCounterpartyDetail,
      t.app,
      owner,
      'POST',
      endpointPath(counterpartyEndpoints.list, { merchantId: everyone.merchantA }),
      { payload: { name: 'Contas Teste', document: '04.252.011/0001-10' } },
    );
    const accounts = endpointPath(counterpartyEndpoints.addBankAccount, {
      merchantId: everyone.merchantA,
      counterpartyId: created.id,
    });

    const bad = await send(t.app, owner, 'POST', accounts, {
      payload: {
        bankName: '',
        ispb: '1234',
        agency: '12a',
        account: 'x',
        digit: '12',
        type: 'gold',
      },
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(fieldsOf(bad.body), {
      bankName: 'validation.required',
      ispb: COUNTERPARTY_MESSAGES.invalidIspb,
      agency: COUNTERPARTY_MESSAGES.invalidAgency,
      account: COUNTERPARTY_MESSAGES.invalidAccount,
      digit: COUNTERPARTY_MESSAGES.invalidDigit,
      type: COUNTERPARTY_MESSAGES.invalidAccountType,
    });

    const first = await send(t.app, owner, 'POST', accounts, {
      payload: { ...COUNTERPARTY_BANK, isPrimary: false },
    });
    assert.equal(first.statusCode, 201, first.body);
    assert.deepEqual(
      ZCounterpartyDetail.parse(first.json()).bankAccounts.map((a) => a.isPrimary),
      [true],
    );
    const dup = await send(t.app, owner, 'POST', accounts, { payload: COUNTERPARTY_BANK });
    assert.equal(dup.statusCode, 409);
    assert.deepEqual(fieldsOf(dup.body), { account: COUNTERPARTY_MESSAGES.bankAccountTaken });

    const second = await sendParsed(ZCounterpartyDetail, t.app, owner, 'POST', accounts, {
      payload: { ...COUNTERPARTY_BANK, account: '111', digit: 'x' },
    });
    assert.deepEqual(
      second.bankAccounts.map((a) => [a.account, a.isPrimary]),
      [
        ['567890', true],
        ['111', false],
      ],
    );
    assert.equal(second.bankAccounts[1]?.digit, 'X');
    const third = await sendParsed(ZCounterpartyDetail, t.app, owner, 'POST', accounts, {
      payload: { ...COUNTERPARTY_BANK, account: '222', type: 'savings', isPrimary: true },
    });
    assert.deepEqual(
      third.bankAccounts.map((a) => [a.account, a.isPrimary]),
      [
        ['222', true],
        ['567890', false],
        ['111', false],
      ],
    );

    const idOf = (detail: typeof third, account: string) =>
      detail.bankAccounts.find((a) => a.account === account)?.id ?? '';
    const url = (account: string) =>
      endpointPath(counterpartyEndpoints.updateBankAccount, {
        merchantId: everyone.merchantA,
        counterpartyId: created.id,
        bankAccountId: idOf(third, account),
      });

    // Making another one primary unsets the previous one (one transaction).
    const switched = await sendParsed(ZCounterpartyDetail, t.app, owner, 'PATCH', url('111'), {
      payload: { isPrimary: true, agency: '99' },
    });
    assert.deepEqual(
      switched.bankAccounts.filter((a) => a.isPrimary).map((a) => [a.account, a.agency]),
      [['111', '99']],
    );
    const unset = await send(t.app, owner, 'PATCH', url('111'), { payload: { isPrimary: false } });
    assert.equal(unset.statusCode, 400);
    assert.deepEqual(fieldsOf(unset.body), { isPrimary: COUNTERPARTY_MESSAGES.primaryRequired });

    // Concurrent switches still leave exactly one primary.
    await Promise.all(
      ['222', '567890', '111', '222'].map((account) =>
        send(t.app, owner, 'PATCH', url(account), { payload: { isPrimary: true } }),
      ),
    );
    const now = await sendParsed(
      ZCounterpartyDetail,
      t.app,
      owner,
      'GET',
      endpointPath(counterpartyEndpoints.get, {
        merchantId: everyone.merchantA,
        counterpartyId: created.id,
      }),
    );
    assert.equal(now.bankAccounts.filter((a) => a.isPrimary).length, 1);

    // Removing the primary promotes the oldest remaining one.
    const primary = now.bankAccounts.find((a) => a.isPrimary);
    assert.ok(primary);
    const removePrimary = () =>
      send(
        t.app,
        owner,
        'DELETE',
        endpointPath(counterpartyEndpoints.updateBankAccount, {
          merchantId: everyone.merchantA,
          counterpartyId: created.id,
          bankAccountId: primary.id,
        }),
      );
    const removed = await removePrimary();
    assert.equal(removed.statusCode, 200, removed.body);
    const left = ZCounterpartyDetail.parse(removed.json()).bankAccounts;
    assert.equal(left.length, 2);
    assert.equal(left.filter((a) => a.isPrimary).length, 1);
    const missing = await removePrimary();
    assert.equal(missing.statusCode, 404);
  });

  test('search by name or document, Pix-key filter, keyset pages', async () => {
    const { owner } = everyone.tokens;
    const url = endpointPath(counterpartyEndpoints.list, { merchantId: everyone.merchantA });
    const search = async (query: Record<string, string>) =>
      await sendParsed(ZCounterpartyPage, t.app, owner, 'GET', url, { query });

    assert.deepEqual(
      (await search({ search: 'maria' })).items.map((i) => i.name),
      ['Maria Souza'],
    );
    assert.deepEqual(
      (await search({ search: '777.888' })).items.map((i) => i.name),
      ['Loja Exemplo Ltda'],
    );
    assert.deepEqual((await search({ search: '100%_' })).items, []);
    const withKeys = await search({ hasPixKey: 'true' });
    assert.ok(withKeys.items.length >= 2);
    assert.ok(withKeys.items.every((item) => item.pixKey !== null));

    const all = await search({ limit: '100' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof search>> = await search({
        limit: '2',
        ...(cursor === null ? {} : { cursor }),
      });
      assert.ok(page.items.length <= 2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    assert.deepEqual(
      seen,
      all.items.map((item) => item.id),
    );
  });
});
