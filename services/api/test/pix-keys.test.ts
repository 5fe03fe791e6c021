import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  endpointPath,
  isValidCpf,
  maskDocument,
  normalizePixKey,
  pixKeyEndpoints,
  type TMembershipRole,
  ZCreatePixKeyRequest,
  ZPixKey,
  ZPixKeyList,
  ZPixKeyLookup,
} from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import { seedPixKeyPlan } from '../src/seeds/seed-pix-keys';
import { bankAccounts, virtualAccounts } from '../src/db/schema-ledger';
import { pixKeys } from '../src/db/schema-pix-keys';
import { defaultRateLimits } from '../src/lib/rate-limits';
import { freshAddress, mailbox, useTestApp } from './helper';
import {
  type Call,
  call,
  ROLES,
  useSignedInTeam,
  virtualAccountIds,
  WRITERS,
} from './member-fixtures';

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

/** Each of `values` as a key of `type` is refused by the contract with `message`. */
function assertRefusedKeys(type: string, message: string, values: string[]) {
  for (const value of values) assert.equal(keyError({ type, key: value }), message, value);
}

/** The Pix keys of one virtual account (list and create). */
const keysUrl = (merchantId: string, virtualAccountId: string) =>
  endpointPath(pixKeyEndpoints.listForVirtualAccount, { merchantId, virtualAccountId });

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
    assertRefusedKeys('cpf', 'accounts:pixKey.invalidCpf', invalid);
    assert.equal(isValidCpf('11111111111'), false, 'repeated digits pass the modulo 11');
  });

  test('CNPJ: real check digits, punctuation allowed; wrong digits, repeated digits and wrong lengths refused', () => {
    for (const valid of ['11222333000181', '11.222.333/0001-81', cnpj('123456780001')]) {
      assert.equal(keyError({ type: 'cnpj', key: valid }), undefined, valid);
    }
    assert.equal(normalizePixKey('cnpj', '11.222.333/0001-81'), '11222333000181');
    assertRefusedKeys('cnpj', 'accounts:pixKey.invalidCnpj', [
      '11222333000182',
      '11222333000191',
      '00000000000000',
      '77777777777777',
      '1122233300018',
      '112223330001811',
      '52998224725', // a CPF is not a CNPJ
    ]);
  });

  test('e-mail: format checked, stored lower-case', () => {
    assert.equal(keyError({ type: 'email', key: ' Ana.Souza@Example.COM ' }), undefined);
    assert.equal(normalizePixKey('email', ' Ana.Souza@Example.COM '), 'ana.souza@example.com');
    assertRefusedKeys('email', 'accounts:pixKey.invalidEmail', [
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana souza@example.com',
      `${'a'.repeat(70)}@example.com`,
    ]);
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
    assertRefusedKeys('phone', 'accounts:pixKey.invalidPhone', [
      '987654321', // 9 digits: no DDD
      '119876543210', // 12 digits
      '5511987654321', // 13 digits without the +
      '+1 11 98765-4321', // another country
      '11887654321', // 11 digits must be a mobile (9…)
      '0133334444', // DDD 01 does not exist
      'phone',
    ]);
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
  const t = useTestApp();
  const s = useSignedInTeam(t);
  let accountA: string;
  let accountA2: string;
  let otherAccount: string;
  let counter = 0;

  const as = (role: TMembershipRole, request: Call) => call(t.app, s.tokens[role], request);
  const addKey = (token: string, merchantId: string, accountId: string, payload: object) =>
    call(t.app, token, { method: 'POST', url: keysUrl(merchantId, accountId), payload });
  const uniqueEmail = () => `pix.${++counter}@example.com`;
  const lookup = (token: string, key: string) =>
    call(t.app, token, { method: 'GET', url: '/pix-keys/lookup', query: { key } });
  /** Confirms a pending e-mail key with the newest code the mailbox holds for it. */
  async function confirmByMail(token: string, merchantId: string, id: string, email: string) {
    const [message] = await mailbox(t.app, email);
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
    const res = await call(t.app, token, {
      method: 'POST',
      url: `/merchants/${merchantId}/pix-keys/${id}/confirm`,
      payload: { code },
    });
    assert.equal(res.statusCode, 200, res.body);
  }

  /** Loja Exemplo's keys as its owner lists them (active ones unless `status` says otherwise). */
  const listOtherKeys = async (status?: 'all') =>
    ZPixKeyList.parse(
      (
        await call(t.app, s.other, {
          method: 'GET',
          url: `/merchants/${s.otherMerchantId}/pix-keys`,
          ...(status ? { query: { status } } : {}),
        })
      ).json(),
    ).items;

  before(async () => {
    [accountA = '', accountA2 = ''] = await virtualAccountIds(t, s.merchantA);
    [otherAccount = ''] = await virtualAccountIds(t, s.otherMerchantId);
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
    // CPF/CNPJ keys must be the account's own document: see 'Pix key ownership' below.
    const cases = [
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
      assert.equal(key.status, 'pending', 'active once the code sent to it is confirmed');
    }
    const random = await addKey(s.tokens.owner, s.merchantA, accountA, { type: 'random' });
    assert.equal(random.statusCode, 201, random.body);
    const randomKey = ZPixKey.parse(random.json());
    assert.match(randomKey.key, UUID);
    assert.equal(randomKey.status, 'active', 'a generated key needs no proof');
    const again = ZPixKey.parse(
      (await addKey(s.tokens.owner, s.merchantA, accountA, { type: 'random' })).json(),
    );
    assert.notEqual(again.key, randomKey.key, 'every random key is new');

    const listed = ZPixKeyList.parse(
      (
        await as('viewer', {
          method: 'GET',
          url: keysUrl(s.merchantA, accountA),
          query: { status: 'pending' },
        })
      ).json(),
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
    const theirCnpj = await addKey(s.tokens.owner, s.merchantA, accountA, {
      type: 'cnpj',
      key: otherPlan.document,
    });
    assert.equal(theirCnpj.json().error.fields.key, 'accounts:pixKey.notOwnDocument');
    for (const payload of [
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
    // Same merchant, other account: still taken (once confirmed).
    const email = uniqueEmail();
    const first = await addKey(s.tokens.owner, s.merchantA, accountA, {
      type: 'email',
      key: email,
    });
    assert.equal(first.statusCode, 201);
    await confirmByMail(s.tokens.owner, s.merchantA, ZPixKey.parse(first.json()).id, email);
    assert.equal(
      (await addKey(s.tokens.owner, s.merchantA, accountA2, { type: 'email', key: email }))
        .statusCode,
      409,
    );

    // Loja Exemplo deactivates its e-mail key: the demo merchant can take it.
    const otherKeys = await listOtherKeys();
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
    await confirmByMail(
      s.tokens.owner,
      s.merchantA,
      ZPixKey.parse(taken.json()).id,
      otherEmail.key,
    );
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
    const active = await listOtherKeys();
    assert.ok(!active.some((k) => k.id === otherEmail.id));
    const all = await listOtherKeys('all');
    assert.ok(all.some((k) => k.id === otherEmail.id));
    const rows = await t.app.db
      .select()
      .from(pixKeys)
      .where(and(eq(pixKeys.key, otherEmail.key)));
    assert.equal(rows.length, 2, 'the old key row stays, inactive');
  });

  test('two merchants registering the same key at once: both pending, neither active', async () => {
    // Only a confirmed key is reserved ('Pix key ownership' has the race between confirmations).
    const email = uniqueEmail();
    const results = await Promise.all([
      addKey(s.tokens.owner, s.merchantA, accountA, { type: 'email', key: email }),
      addKey(s.other, s.otherMerchantId, otherAccount, { type: 'email', key: email }),
    ]);
    assert.deepEqual(
      results.map((r) => r.statusCode),
      [201, 201],
    );
    const rows = await t.app.db.select().from(pixKeys).where(eq(pixKeys.key, email));
    assert.deepEqual(
      rows.map((row) => row.status),
      ['pending', 'pending'],
    );
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
    const otherKeys = await listOtherKeys();
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

describe('Pix key ownership', () => {
  const t = useTestApp();
  const s = useSignedInTeam(t);
  let accountA: string;
  let otherAccount: string;
  let counter = 0;

  const addKey = (token: string, merchantId: string, accountId: string, payload: object) =>
    call(t.app, token, { method: 'POST', url: keysUrl(merchantId, accountId), payload });
  const addA = (payload: object) => addKey(s.tokens.owner, s.merchantA, accountA, payload);
  const confirm = (token: string, merchantId: string, id: string, code: string) =>
    call(t.app, token, {
      method: 'POST',
      url: `/merchants/${merchantId}/pix-keys/${id}/confirm`,
      payload: { code },
    });
  const confirmA = (id: string, code: string) => confirm(s.tokens.owner, s.merchantA, id, code);
  const resendA = (id: string, address = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: `/merchants/${s.merchantA}/pix-keys/${id}/code`,
      remoteAddress: address,
      headers: { authorization: `Bearer ${s.tokens.owner}` },
    });
  const lookup = (key: string) =>
    call(t.app, s.tokens.viewer, { method: 'GET', url: '/pix-keys/lookup', query: { key } });
  /** Who a Pix from the owner's second merchant to `key` would reach. */
  const preview = (key: string) =>
    call(t.app, s.tokens.owner, {
      method: 'POST',
      url: `/merchants/${s.merchantB}/pix/preview`,
      payload: { destination: { type: 'key', key } },
    });
  const uniqueEmail = () => `owner.${++counter}@example.com`;
  /** The 6-digit code of the newest message sent to `to` (e-mail or, SMS, phone). */
  async function codeSentTo(to: string): Promise<string> {
    const [message] = await mailbox(t.app, to);
    assert.ok(message, `a message to ${to}`);
    const code = /\b(\d{6})\b/.exec(message.text)?.[1];
    assert.ok(code, message.text);
    return code;
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  before(async () => {
    [accountA = ''] = await virtualAccountIds(t, s.merchantA);
    [otherAccount = ''] = await virtualAccountIds(t, s.otherMerchantId);
  });

  test('a CPF or CNPJ key must be the merchant’s document or its bank account holder’s', async () => {
    for (const payload of [
      { type: 'cpf', key: '529.982.247-25' }, // somebody's CPF
      { type: 'cnpj', key: '11.444.777/0001-61' }, // somebody's CNPJ
      { type: 'cnpj', key: seedPixKeyPlan[1].document }, // the owner's other merchant
    ]) {
      const res = await addA(payload);
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
      assert.equal(res.json().error.fields.key, 'accounts:pixKey.notOwnDocument');
    }
    const keys = await t.app.db.select().from(pixKeys).where(eq(pixKeys.key, '52998224725'));
    assert.equal(keys.length, 0, 'nothing was registered');

    // The account's bank account is held by a person: that person's CPF is accepted.
    const holderCpf = cpf('123456780');
    const [account] = await t.app.db
      .select({ bankAccountId: virtualAccounts.bankAccountId })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.id, accountA));
    assert.ok(account);
    await t.app.db
      .update(bankAccounts)
      .set({ document: holderCpf })
      .where(eq(bankAccounts.id, account.bankAccountId));
    const own = await addA({ type: 'cpf', key: holderCpf });
    assert.equal(own.statusCode, 201, own.body);
    assert.equal(ZPixKey.parse(own.json()).status, 'active');
    assert.equal((await lookup(holderCpf)).statusCode, 200);
  });

  test('an e-mail key is pending, not payable, until the code sent to it is confirmed', async () => {
    const email = uniqueEmail();
    const created = await addA({ type: 'email', key: email });
    assert.equal(created.statusCode, 201, created.body);
    const key = ZPixKey.parse(created.json());
    assert.equal(key.status, 'pending');
    assert.ok(key.codeExpiresAt);
    const code = await codeSentTo(email);

    assert.equal((await lookup(email)).statusCode, 404, 'a pending key is unknown to payers');
    const before = await preview(email);
    assert.equal(before.statusCode, 404, before.body);

    const bad = await confirmA(key.id, wrong(code));
    assert.equal(bad.statusCode, 400, bad.body);
    assert.equal(bad.json().error.fields.code, 'accounts:pixKey.wrongCode');
    assert.equal((await lookup(email)).statusCode, 404);

    const ok = await confirmA(key.id, code);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ZPixKey.parse(ok.json()).status, 'active');
    assert.equal((await lookup(email)).json().receiverName, 'Arara Demo Comércio Ltda');
    assert.equal((await preview(email)).statusCode, 200);
    // Used: the code cannot confirm anything again.
    assert.equal((await confirmA(key.id, code)).statusCode, 409);
  });

  test('an expired code is refused; a new code works', async () => {
    const email = uniqueEmail();
    const key = ZPixKey.parse((await addA({ type: 'email', key: email })).json());
    const code = await codeSentTo(email);
    await t.app.db
      .update(pixKeys)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(pixKeys.id, key.id));
    const late = await confirmA(key.id, code);
    assert.equal(late.statusCode, 400, late.body);
    assert.equal(late.json().error.fields.code, 'accounts:pixKey.codeExpired');
    assert.equal(ZPixKey.parse((await getKey(key.id)).json()).status, 'pending');

    const resent = await resendA(key.id);
    assert.equal(resent.statusCode, 200, resent.body);
    const fresh = await codeSentTo(email);
    if (fresh !== code) {
      assert.equal((await confirmA(key.id, code)).statusCode, 400, 'the old code stopped working');
    }
    assert.equal((await confirmA(key.id, fresh)).statusCode, 200);
  });

  const getKey = (id: string) =>
    call(t.app, s.tokens.owner, { method: 'GET', url: `/merchants/${s.merchantA}/pix-keys/${id}` });

  test('after 5 wrong codes the right one no longer works', async () => {
    const email = uniqueEmail();
    const key = ZPixKey.parse((await addA({ type: 'email', key: email })).json());
    const code = await codeSentTo(email);
    for (let i = 0; i < 5; i++) {
      assert.equal(
        (await confirmA(key.id, wrong(code))).json().error.fields.code,
        'accounts:pixKey.wrongCode',
      );
    }
    const res = await confirmA(key.id, code);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error.fields.code, 'accounts:pixKey.codeExpired');
  });

  test('a phone key gets its code by SMS (the development mailbox shows it)', async () => {
    const phone = '+5511977770001';
    const created = await addA({ type: 'phone', key: '(11) 97777-0001' });
    assert.equal(created.statusCode, 201, created.body);
    const key = ZPixKey.parse(created.json());
    assert.equal(key.status, 'pending');
    const [sms] = await mailbox(t.app, phone);
    assert.equal(sms?.subject, 'SMS');
    assert.equal((await lookup(phone)).statusCode, 404);
    const ok = await confirmA(key.id, await codeSentTo(phone));
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await lookup(phone)).statusCode, 200);
  });

  test('an abandoned pending key does not lock the real owner out; the first to confirm wins', async () => {
    const email = uniqueEmail();
    const squatter = ZPixKey.parse((await addA({ type: 'email', key: email })).json());
    const squatterCode = await codeSentTo(email);
    const owner = await addKey(s.other, s.otherMerchantId, otherAccount, {
      type: 'email',
      key: email,
    });
    assert.equal(owner.statusCode, 201, owner.body);
    const ownerKey = ZPixKey.parse(owner.json());
    const ownerCode = await codeSentTo(email);
    const confirmed = await confirm(s.other, s.otherMerchantId, ownerKey.id, ownerCode);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal((await lookup(email)).json().receiverName, 'Loja Exemplo Ltda');

    const late = await confirmA(squatter.id, squatterCode);
    assert.equal(late.statusCode, 409, late.body);
    assert.equal(late.json().error.fields.key, 'accounts:pixKey.taken');
    // Now active elsewhere: registering it again is refused at once.
    assert.equal((await addA({ type: 'email', key: email })).statusCode, 409);
  });

  test('two pending keys confirmed at once: one 200, one 409', async () => {
    const email = uniqueEmail();
    const mine = ZPixKey.parse((await addA({ type: 'email', key: email })).json());
    const myCode = await codeSentTo(email);
    const theirs = ZPixKey.parse(
      (
        await addKey(s.other, s.otherMerchantId, otherAccount, { type: 'email', key: email })
      ).json(),
    );
    const theirCode = await codeSentTo(email);
    const results = await Promise.all([
      confirmA(mine.id, myCode),
      confirm(s.other, s.otherMerchantId, theirs.id, theirCode),
    ]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    const active = await t.app.db
      .select()
      .from(pixKeys)
      .where(and(eq(pixKeys.key, email), eq(pixKeys.status, 'active')));
    assert.equal(active.length, 1);
  });

  test('11 digits valid as a CPF and as a phone: without a type the API asks which one', async () => {
    const both = cpf('119876543');
    assert.ok(normalizePixKey('phone', both), 'also a mobile number');
    const res = await addA({ key: both });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json().error.fields, { type: 'accounts:pixKey.chooseType' });
    const noType = await addA({ key: uniqueEmail() });
    assert.equal(noType.statusCode, 400);
    assert.equal(noType.json().error.fields.type, 'validation.required');

    const asPhone = await addA({ type: 'phone', key: both });
    assert.equal(asPhone.statusCode, 201, asPhone.body);
    const key = ZPixKey.parse(asPhone.json());
    assert.equal(key.type, 'phone');
    assert.equal(key.key, `+55${both}`);
    const asCpf = await addA({ type: 'cpf', key: both });
    assert.equal(asCpf.json().error.fields.key, 'accounts:pixKey.notOwnDocument');
  });

  test('codes sent to a key are rate limited', async () => {
    const email = uniqueEmail();
    const key = ZPixKey.parse((await addA({ type: 'email', key: email })).json());
    assert.equal((await resendA(key.id)).statusCode, 200);
    assert.equal((await resendA(key.id)).statusCode, 200);
    const limited = await resendA(key.id);
    assert.equal(limited.statusCode, 429, limited.body);
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    assert.equal((await mailbox(t.app, email)).length, 3, 'three codes, not four');
  });

  test('a pending key can be dropped; an active key cannot be re-confirmed', async () => {
    const email = uniqueEmail();
    const key = ZPixKey.parse((await addA({ type: 'email', key: email })).json());
    const removed = await call(t.app, s.tokens.owner, {
      method: 'DELETE',
      url: `/merchants/${s.merchantA}/pix-keys/${key.id}`,
    });
    assert.equal(removed.statusCode, 204);
    const res = await confirmA(key.id, await codeSentTo(email));
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().error.fields.key, 'accounts:pixKey.notPending');
  });
});
