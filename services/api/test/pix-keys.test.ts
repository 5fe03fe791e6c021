import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  isValidCpf,
  maskDocument,
  normalizePixKey,
  type TMembershipRole,
  ZCreatePixKeyRequest,
  ZPixKey,
  ZPixKeyList,
  ZPixKeyLookup,
} from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import { seedPixKeyPlan } from '../src/db/seed-pix-cards';
import { pixKeys } from '../src/db/schema-pix-cards';
import { defaultRateLimits } from '../src/lib/rate-limits';
import { createTestApp, type TestApp } from './helper';
import {
  type Call,
  call,
  ROLES,
  signInEveryone,
  virtualAccountIds,
  WRITERS,
} from './pix-cards-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const cpf = (base: string) => `${base}${cpfCheckDigits(base)}`;
const cnpj = (base: string) => `${base}${cnpjCheckDigits(base)}`;

/** The field error of `key` the contract gives for a body, or undefined when it is valid. */
function keyError(body: object): string | undefined {
  const result = ZCreatePixKeyRequest.safeParse(body);
  if (result.success) return undefined;
  const issue = result.error.issues.find((i) => i.path.join('.') === 'key');
  assert.ok(issue, `an issue on key for ${JSON.stringify(body)}`);
  return issue.message;
}

describe('Pix key validation (shared contract)', () => {
  test('CPF: real check digits, punctuation allowed; wrong digits, repeated digits and wrong lengths refused', () => {
    for (const valid of ['52998224725', '529.982.247-25', '111.444.777-35', cpf('123456789')]) {
      assert.equal(keyError({ type: 'cpf', key: valid }), undefined, valid);
      assert.match(normalizePixKey('cpf', valid) ?? '', /^\d{11}$/);
    }
    assert.equal(normalizePixKey('cpf', '529.982.247-25'), '52998224725');
    const invalid = [
      '52998224724', // last check digit wrong
      '52998224715', // first check digit wrong
      '00000000000',
      '11111111111',
      '99999999999',
      '5299822472', // 10 digits
      '529982247250', // 12 digits
      '529.982.247-2x',
      'abc',
    ];
    for (const value of invalid) {
      assert.equal(keyError({ type: 'cpf', key: value }), 'accounts:pixKey.invalidCpf', value);
    }
    assert.equal(isValidCpf('11111111111'), false, 'repeated digits pass the modulo 11');
  });

  test('CNPJ: real check digits, punctuation allowed; wrong digits, repeated digits and wrong lengths refused', () => {
    for (const valid of ['11222333000181', '11.222.333/0001-81', cnpj('123456780001')]) {
      assert.equal(keyError({ type: 'cnpj', key: valid }), undefined, valid);
    }
    assert.equal(normalizePixKey('cnpj', '11.222.333/0001-81'), '11222333000181');
    for (const value of [
      '11222333000182',
      '11222333000191',
      '00000000000000',
      '77777777777777',
      '1122233300018',
      '112223330001811',
      '52998224725', // a CPF is not a CNPJ
    ]) {
      assert.equal(keyError({ type: 'cnpj', key: value }), 'accounts:pixKey.invalidCnpj', value);
    }
  });

  test('e-mail: format checked, stored lower-case', () => {
    assert.equal(keyError({ type: 'email', key: ' Ana.Souza@Example.COM ' }), undefined);
    assert.equal(normalizePixKey('email', ' Ana.Souza@Example.COM '), 'ana.souza@example.com');
    for (const value of [
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana souza@example.com',
      `${'a'.repeat(70)}@example.com`,
    ]) {
      assert.equal(keyError({ type: 'email', key: value }), 'accounts:pixKey.invalidEmail', value);
    }
  });

  test('phone: 10 or 11 digits with a DDD, +55 and punctuation accepted, stored as +55DDDNUMBER', () => {
    const valid: [string, string][] = [
      ['1133334444', '+551133334444'], // 10 digits: landline
      ['11987654321', '+5511987654321'], // 11 digits: mobile
      ['(11) 98765-4321', '+5511987654321'],
      ['+55 11 98765-4321', '+5511987654321'],
      ['+55 (21) 3333-4444', '+552133334444'],
    ];
    for (const [input, stored] of valid) {
      assert.equal(keyError({ type: 'phone', key: input }), undefined, input);
      assert.equal(normalizePixKey('phone', input), stored);
    }
    for (const value of [
      '987654321', // 9 digits: no DDD
      '119876543210', // 12 digits
      '5511987654321', // 13 digits without the +
      '+1 11 98765-4321', // another country
      '11887654321', // 11 digits must be a mobile (9…)
      '0133334444', // DDD 01 does not exist
      'phone',
    ]) {
      assert.equal(keyError({ type: 'phone', key: value }), 'accounts:pixKey.invalidPhone', value);
    }
  });

  test('a key is required except for random, which takes none', () => {
    for (const type of ['cpf', 'cnpj', 'email', 'phone'] as const) {
      assert.equal(keyError({ type }), 'validation.required', type);
      assert.equal(keyError({ type, key: '  ' }), 'validation.required', type);
    }
    assert.equal(keyError({ type: 'random' }), undefined);
    assert.equal(keyError({ type: 'random', key: '' }), undefined);
    assert.equal(keyError({ type: 'random', key: 'mine' }), 'accounts:pixKey.randomGenerated');
  });

  test('documents are masked as Pix apps show them', () => {
    assert.equal(maskDocument('12345678909'), '***.456.789-**');
    assert.equal(maskDocument('11222333000181'), '**.222.333/0001-**');
  });
});

describe('Pix keys API', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof signInEveryone>>;
  let accountA: string;
  let accountA2: string;
  let otherAccount: string;
  let counter = 0;

  const as = (role: TMembershipRole, request: Call) => call(t.app, s.tokens[role], request);
  const keysUrl = (merchantId: string, accountId: string) =>
    `/merchants/${merchantId}/virtual-accounts/${accountId}/pix-keys`;
  const addKey = (token: string, merchantId: string, accountId: string, payload: object) =>
    call(t.app, token, { method: 'POST', url: keysUrl(merchantId, accountId), payload });
  const uniqueEmail = () => `pix.${++counter}@example.com`;
  const lookup = (token: string, key: string) =>
    call(t.app, token, { method: 'GET', url: '/pix-keys/lookup', query: { key } });

  before(async () => {
    t = await createTestApp();
    s = await signInEveryone(t);
    [accountA = '', accountA2 = ''] = await virtualAccountIds(t, s.merchantA);
    [otherAccount = ''] = await virtualAccountIds(t, s.otherMerchantId);
  });
  after(async () => {
    await t.close();
  });

  test('the seed gave every merchant a CNPJ, e-mail, phone and random key', async () => {
    for (const [merchantId, plan] of [
      [s.merchantA, seedPixKeyPlan[0]],
      [s.otherMerchantId, seedPixKeyPlan[2]],
    ] as const) {
      const token = merchantId === s.merchantA ? s.tokens.owner : s.other;
      const res = await call(t.app, token, {
        method: 'GET',
        url: `/merchants/${merchantId}/pix-keys`,
      });
      assert.equal(res.statusCode, 200, res.body);
      const { items } = ZPixKeyList.parse(res.json());
      assert.deepEqual(items.map((k) => k.type).sort(), ['cnpj', 'email', 'phone', 'random']);
      const byType = Object.fromEntries(items.map((k) => [k.type, k.key]));
      assert.equal(byType.cnpj, plan.document);
      assert.equal(byType.email, plan.email);
      assert.equal(byType.phone, plan.phone);
      assert.match(byType.random ?? '', UUID);
      assert.ok(items.every((k) => k.virtualAccountLabel.length > 0 && k.status === 'active'));
    }
  });

  test('adds a key of each type, stored normalized; a random key is a generated UUID', async () => {
    const phone = `+55 (11) 9${String(10_000_000 + counter).slice(0, 4)}-0001`;
    const cases = [
      { type: 'cpf', key: '529.982.247-25', stored: '52998224725' },
      { type: 'cnpj', key: '11.444.777/0001-61', stored: '11444777000161' },
      { type: 'email', key: 'Financeiro@Example.COM', stored: 'financeiro@example.com' },
      { type: 'phone', key: phone, stored: `+55${phone.replace(/\D/g, '').slice(2)}` },
    ] as const;
    for (const c of cases) {
      const res = await addKey(s.tokens.owner, s.merchantA, accountA, { type: c.type, key: c.key });
      assert.equal(res.statusCode, 201, res.body);
      const key = ZPixKey.parse(res.json());
      assert.equal(key.key, c.stored);
      assert.equal(key.type, c.type);
      assert.equal(key.virtualAccountId, accountA);
      assert.equal(key.status, 'active');
    }
    const random = await addKey(s.tokens.owner, s.merchantA, accountA, { type: 'random' });
    assert.equal(random.statusCode, 201, random.body);
    const randomKey = ZPixKey.parse(random.json());
    assert.match(randomKey.key, UUID);
    const again = ZPixKey.parse(
      (await addKey(s.tokens.owner, s.merchantA, accountA, { type: 'random' })).json(),
    );
    assert.notEqual(again.key, randomKey.key, 'every random key is new');

    const listed = ZPixKeyList.parse(
      (await as('viewer', { method: 'GET', url: keysUrl(s.merchantA, accountA) })).json(),
    ).items;
    for (const c of cases)
      assert.ok(
        listed.some((k) => k.key === c.stored),
        c.stored,
      );
  });

  test('invalid keys are a 400 with the field error the form shows', async () => {
    const cases: [object, string][] = [
      [{ type: 'cpf', key: '111.111.111-11' }, 'accounts:pixKey.invalidCpf'],
      [{ type: 'cnpj', key: '11222333000182' }, 'accounts:pixKey.invalidCnpj'],
      [{ type: 'email', key: 'not-an-email' }, 'accounts:pixKey.invalidEmail'],
      [{ type: 'phone', key: '987654321' }, 'accounts:pixKey.invalidPhone'],
      [{ type: 'email' }, 'validation.required'],
      [{ type: 'random', key: 'chosen' }, 'accounts:pixKey.randomGenerated'],
    ];
    for (const [payload, message] of cases) {
      const res = await addKey(s.tokens.owner, s.merchantA, accountA, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(res.json().error.fields.key, message);
    }
    const badType = await addKey(s.tokens.owner, s.merchantA, accountA, { type: 'iban', key: 'x' });
    assert.equal(badType.statusCode, 400);
    assert.ok(badType.json().error.fields.type);
  });

  test('a key is unique across the platform (409) and free again once deactivated', async () => {
    // Loja Exemplo's seeded CNPJ and e-mail keys, registered by another merchant.
    const otherPlan = seedPixKeyPlan[2];
    for (const payload of [
      { type: 'cnpj', key: otherPlan.document },
      { type: 'email', key: otherPlan.email.toUpperCase() },
      { type: 'phone', key: otherPlan.phone },
    ]) {
      const res = await addKey(s.tokens.owner, s.merchantA, accountA, payload);
      assert.equal(res.statusCode, 409, JSON.stringify(payload));
      assert.deepEqual(res.json(), {
        error: {
          code: 'CONFLICT',
          message: 'This Pix key is already registered',
          fields: { key: 'accounts:pixKey.taken' },
        },
      });
    }
    // Same merchant, other account: still taken.
    const email = uniqueEmail();
    assert.equal(
      (await addKey(s.tokens.owner, s.merchantA, accountA, { type: 'email', key: email }))
        .statusCode,
      201,
    );
    assert.equal(
      (await addKey(s.tokens.owner, s.merchantA, accountA2, { type: 'email', key: email }))
        .statusCode,
      409,
    );

    // Loja Exemplo deactivates its e-mail key: the demo merchant can take it.
    const otherKeys = ZPixKeyList.parse(
      (
        await call(t.app, s.other, {
          method: 'GET',
          url: `/merchants/${s.otherMerchantId}/pix-keys`,
        })
      ).json(),
    ).items;
    const otherEmail = otherKeys.find((k) => k.type === 'email');
    assert.ok(otherEmail);
    assert.equal(
      (await lookup(s.tokens.owner, otherEmail.key)).json().receiverName,
      'Loja Exemplo Ltda',
    );
    const removed = await call(t.app, s.other, {
      method: 'DELETE',
      url: `/merchants/${s.otherMerchantId}/pix-keys/${otherEmail.id}`,
    });
    assert.equal(removed.statusCode, 204, removed.body);
    const detail = ZPixKey.parse(
      (
        await call(t.app, s.other, {
          method: 'GET',
          url: `/merchants/${s.otherMerchantId}/pix-keys/${otherEmail.id}`,
        })
      ).json(),
    );
    assert.equal(detail.status, 'inactive');
    assert.ok(detail.deactivatedAt);
    assert.equal(
      (await lookup(s.tokens.owner, otherEmail.key)).statusCode,
      404,
      'a deactivated key is unknown',
    );
    const taken = await addKey(s.tokens.owner, s.merchantA, accountA, {
      type: 'email',
      key: otherEmail.key,
    });
    assert.equal(taken.statusCode, 201, taken.body);
    assert.equal(
      (await lookup(s.tokens.owner, otherEmail.key)).json().receiverName,
      'Arara Demo Comércio Ltda',
    );
    // …and the old owner can no longer register it back.
    const back = await addKey(s.other, s.otherMerchantId, otherAccount, {
      type: 'email',
      key: otherEmail.key,
    });
    assert.equal(back.statusCode, 409);
    // Deactivating twice is a 404; the inactive key is still listed with status=all only.
    const twice = await call(t.app, s.other, {
      method: 'DELETE',
      url: `/merchants/${s.otherMerchantId}/pix-keys/${otherEmail.id}`,
    });
    assert.equal(twice.statusCode, 404);
    const active = ZPixKeyList.parse(
      (
        await call(t.app, s.other, {
          method: 'GET',
          url: `/merchants/${s.otherMerchantId}/pix-keys`,
        })
      ).json(),
    ).items;
    assert.ok(!active.some((k) => k.id === otherEmail.id));
    const all = ZPixKeyList.parse(
      (
        await call(t.app, s.other, {
          method: 'GET',
          url: `/merchants/${s.otherMerchantId}/pix-keys`,
          query: { status: 'all' },
        })
      ).json(),
    ).items;
    assert.ok(all.some((k) => k.id === otherEmail.id));
    const rows = await t.app.db
      .select()
      .from(pixKeys)
      .where(and(eq(pixKeys.key, otherEmail.key)));
    assert.equal(rows.length, 2, 'the old key row stays, inactive');
  });

  test('two merchants registering the same key at once: one 201, one 409', async () => {
    const email = uniqueEmail();
    const results = await Promise.all([
      addKey(s.tokens.owner, s.merchantA, accountA, { type: 'email', key: email }),
      addKey(s.other, s.otherMerchantId, otherAccount, { type: 'email', key: email }),
    ]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409]);
    const rows = await t.app.db.select().from(pixKeys).where(eq(pixKeys.key, email));
    assert.equal(rows.length, 1);
  });

  describe('every role against every endpoint', () => {
    for (const role of ROLES) {
      test(`${role}: reads allowed, writes ${WRITERS.has(role) ? 'allowed' : '403'}`, async () => {
        const list = await as(role, { method: 'GET', url: keysUrl(s.merchantA, accountA) });
        assert.equal(list.statusCode, 200, list.body);
        const all = await as(role, { method: 'GET', url: `/merchants/${s.merchantA}/pix-keys` });
        assert.equal(all.statusCode, 200);
        const [first] = ZPixKeyList.parse(all.json()).items;
        assert.ok(first);
        const detail = await as(role, {
          method: 'GET',
          url: `/merchants/${s.merchantA}/pix-keys/${first.id}`,
        });
        assert.equal(detail.statusCode, 200);
        assert.equal(ZPixKey.parse(detail.json()).id, first.id);

        const created = await as(role, {
          method: 'POST',
          url: keysUrl(s.merchantA, accountA),
          payload: { type: 'email', key: uniqueEmail() },
        });
        const target = WRITERS.has(role) ? ZPixKey.parse(created.json()).id : first.id;
        assert.equal(created.statusCode, WRITERS.has(role) ? 201 : 403, created.body);
        const removed = await as(role, {
          method: 'DELETE',
          url: `/merchants/${s.merchantA}/pix-keys/${target}`,
        });
        assert.equal(removed.statusCode, WRITERS.has(role) ? 204 : 403, removed.body);

        const lookedUp = await lookup(s.tokens[role], seedPixKeyPlan[0].email);
        assert.equal(lookedUp.statusCode, 200, 'any member may look a key up');
      });
    }
  });

  test('another merchant’s ids are a 404', async () => {
    const otherKeys = ZPixKeyList.parse(
      (
        await call(t.app, s.other, {
          method: 'GET',
          url: `/merchants/${s.otherMerchantId}/pix-keys`,
        })
      ).json(),
    ).items;
    const otherKey = otherKeys[0];
    assert.ok(otherKey);
    const requests: Call[] = [
      // Another merchant's account or key under one's own merchant.
      { method: 'GET', url: keysUrl(s.merchantA, otherAccount) },
      { method: 'POST', url: keysUrl(s.merchantA, otherAccount), payload: { type: 'random' } },
      { method: 'GET', url: `/merchants/${s.merchantA}/pix-keys/${otherKey.id}` },
      { method: 'DELETE', url: `/merchants/${s.merchantA}/pix-keys/${otherKey.id}` },
      // The other merchant itself.
      { method: 'GET', url: `/merchants/${s.otherMerchantId}/pix-keys` },
      { method: 'GET', url: keysUrl(s.otherMerchantId, otherAccount) },
      {
        method: 'POST',
        url: keysUrl(s.otherMerchantId, otherAccount),
        payload: { type: 'random' },
      },
      { method: 'GET', url: `/merchants/${s.otherMerchantId}/pix-keys/${otherKey.id}` },
      { method: 'DELETE', url: `/merchants/${s.otherMerchantId}/pix-keys/${otherKey.id}` },
      // A merchant the manager is not a member of (the owner's second merchant).
      { method: 'GET', url: `/merchants/${s.merchantB}/pix-keys` },
    ];
    for (const request of requests) {
      const res = await as('manager', request);
      assert.equal(res.statusCode, 404, `${request.method} ${request.url}: ${res.body}`);
    }
    const still = ZPixKey.parse(
      (
        await call(t.app, s.other, {
          method: 'GET',
          url: `/merchants/${s.otherMerchantId}/pix-keys/${otherKey.id}`,
        })
      ).json(),
    );
    assert.equal(still.status, 'active', 'the other merchant’s key was not touched');
    const unauthenticated = await t.app.inject({
      method: 'GET',
      url: `/merchants/${s.merchantA}/pix-keys`,
    });
    assert.equal(unauthenticated.statusCode, 401);
  });

  test('lookup: receiver name, masked document and institution; 404 for unknown keys', async () => {
    const plan = seedPixKeyPlan[2];
    // The CNPJ key is on Loja Exemplo's default account (Santander), the phone on another (Caixa).
    const typedKeys: [string, string, string][] = [
      [plan.document, 'Santander', '033'],
      ['77.788.899/9000-95', 'Santander', '033'],
      [plan.phone, 'Caixa Econômica Federal', '104'],
      ['(31) 3333-4444', 'Caixa Econômica Federal', '104'],
      ['+55 31 3333 4444', 'Caixa Econômica Federal', '104'],
    ];
    for (const [typed, institution, code] of typedKeys) {
      const res = await lookup(s.tokens.viewer, typed);
      assert.equal(res.statusCode, 200, `${typed}: ${res.body}`);
      const found = ZPixKeyLookup.parse(res.json());
      assert.equal(found.receiverName, 'Loja Exemplo Ltda');
      assert.equal(found.maskedDocument, '**.788.899/9000-**');
      if (found.type !== 'cnpj') {
        assert.ok(!res.body.includes(plan.document.slice(0, 8)), 'the document is not revealed');
      }
      assert.equal(found.institutionName, institution);
      assert.equal(found.institutionCode, code);
    }
    const cnpjLookup = ZPixKeyLookup.parse((await lookup(s.tokens.viewer, plan.document)).json());
    assert.equal(cnpjLookup.type, 'cnpj');
    for (const unknown of [
      'nobody@example.com',
      '52998224725x',
      cpf('987654321'),
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await lookup(s.tokens.viewer, unknown);
      assert.equal(res.statusCode, 404, unknown);
      assert.equal(res.json().error.message, 'Pix key not found');
    }
    assert.equal((await lookup(s.tokens.viewer, '')).statusCode, 400);
    // A signed-in user who is nobody's member (the back-office admin) may not look keys up.
    assert.equal((await lookup(s.admin, plan.email)).statusCode, 403);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/pix-keys/lookup', query: { key: plan.email } }))
        .statusCode,
      401,
    );
  });

  test('lookup is rate limited per user', async () => {
    // The developer has used a few lookups above; fill the window and go one past it.
    let last = await lookup(s.tokens.developer, 'nobody@example.com');
    for (
      let i = 0;
      i < defaultRateLimits.pixKeyLookup.perUser.max && last.statusCode !== 429;
      i++
    ) {
      last = await lookup(s.tokens.developer, 'nobody@example.com');
    }
    assert.equal(last.statusCode, 429);
    assert.ok(Number(last.headers['retry-after']) >= 1);
    // Another user is not affected.
    assert.equal((await lookup(s.tokens.admin, 'nobody@example.com')).statusCode, 404);
  });
});
