import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { demoMerchants } from '../src/seeds/seed';
import errorsPlugin from '../src/plugins/errors';
import { assertMerchantPermission } from '../src/services/merchants/assert-merchant-permission';
import { getBalanceHistory } from '../src/services/ledger';
import { merchantIdByDocument } from './member-fixtures';
import { assertError, DEMO, freshAddress, signIn, useTestApp, withSandbox } from './helper';

/** Reproduced 500s on bad input (issue 13): each is now a 4xx with the API's error body. */
describe('bad input is a 4xx, never a 500', () => {
  const t = useTestApp({ money: withSandbox() });
  let owner: string;
  let merchantId: string;

  before(async () => {
    owner = (await signIn(t.app, DEMO)).accessToken;
    merchantId = await merchantIdByDocument(t.app, demoMerchants[0].document);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${owner}`, ...headers },
    });
  const post = (url: string, payload?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshAddress(),
      headers: {
        authorization: `Bearer ${owner}`,
        'content-type': 'application/json',
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });

  const someId = '7b0c7f5e-3f4a-4a57-9d7e-3c1a2b4c5d6e';

  for (const [name, send] of [
    ['approve a payment', () => post(`/merchants/not-a-uuid/approvals/${someId}/approve`, '{}')],
    ['reject a payment', () => post(`/merchants/not-a-uuid/approvals/${someId}/reject`, '{}')],
    ['read a QR code', () => get(`/merchants/not-a-uuid/qr-codes/${someId}`)],
    [
      'pay a QR code (sandbox)',
      () => post(`/merchants/0000-01-01/qr-codes/${someId}/sandbox/pay`, '{}'),
    ],
    ['read a payment initiation', () => get(`/merchants/1e308/payment-initiations/${someId}`)],
    [
      'cancel a payment initiation',
      () => post(`/merchants/null/payment-initiations/${someId}/cancel`, '{}'),
    ],
  ] as const) {
    test(`${name} with a merchant id that is not a UUID: 400 on merchantId`, async () => {
      const res = await send();
      assert.equal(res.statusCode, 400, res.body);
      const { error } = res.json();
      assert.equal(error.code, 'VALIDATION_ERROR');
      assert.ok(error.fields?.merchantId, res.body);
    });
  }

  test('a membership check with a non-UUID merchant id is "Merchant not found", not a SQL error', async () => {
    const user = { id: (await signIn(t.app, DEMO)).user.id, isAdmin: false };
    await assert.rejects(assertMerchantPermission(t.app, user, 'not-a-uuid', 'merchant.read'), {
      code: 'NOT_FOUND',
      message: 'Merchant not found',
    });
  });

  for (const [where, path] of [
    ['statement', 'statement'],
    ['home', 'home'],
    ['CSV export', 'statement/export.csv'],
  ] as const) {
    for (const [field, query] of [
      ['from', 'from=0000-01-01'],
      ['to', 'to=0000-01-01'],
      ['from', 'from=1999-12-31&to=2000-01-01'],
      ['to', 'to=9999-12-31'],
      ['to', 'from=2100-12-31&to=2101-01-01'],
    ] as const) {
      test(`${where} with ${query}: 400, ${field} out of range`, async () => {
        const res = await get(`/merchants/${merchantId}/${path}?${query}`);
        assert.equal(res.statusCode, 400, res.body);
        assert.match(String(res.headers['content-type']), /^application\/json/);
        assert.equal(res.headers['content-disposition'], undefined);
        assert.deepEqual(res.json().error.fields, { [field]: 'ledger.errors.dateOutOfRange' });
      });
    }
    test(`${where} from 2000-01-01 (the first day of the range) is answered`, async () => {
      const res = await get(`/merchants/${merchantId}/${path}?from=2000-01-01&to=2000-12-31`);
      assert.equal(res.statusCode, 200, res.body);
    });
  }

  for (const [fromDate, toDate] of [
    ['0000-01-01', '0000-01-02'],
    ['2026-02-30', '2026-03-01'],
    ['2100-12-31', '2101-01-01'],
  ] as const) {
    test(`the balance history service refuses ${fromDate}..${toDate} as an invalid period`, async () => {
      await assert.rejects(getBalanceHistory(t.app.deps, merchantId, { fromDate, toDate }), {
        code: 'VALIDATION_ERROR',
        fields: { fromDate: 'ledger.errors.invalidPeriod' },
      });
    });
  }

  test('an impossible date is still "invalid date", not "out of range"', async () => {
    const res = await get(`/merchants/${merchantId}/statement?from=2026-02-30`);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().error.fields, { from: 'ledger.errors.invalidDate' });
  });

  for (const payload of ['null', '"text"', '123']) {
    test(`issuing a QR code with the body ${payload}: 400`, async () => {
      const res = await post(`/merchants/${merchantId}/qr-codes`, payload, {
        'idempotency-key': `bad-body-${payload}`,
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error.code, 'VALIDATION_ERROR');
    });
  }

  test('a NUL character in a text field is a 400 on that field (the database cannot store it)', async () => {
    const accounts = (await get(`/merchants/${merchantId}/bank-accounts`)).json();
    const res = await post(
      `/merchants/${merchantId}/virtual-accounts`,
      JSON.stringify({ label: 'a\u0000b', type: 'default', bankAccountId: accounts.items[0].id }),
    );
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json().error.fields, { label: 'validation.invalidCharacters' });
    const query = await get(`/merchants/${merchantId}/statement?virtualAccountId=a%00b`);
    assert.equal(query.statusCode, 400, query.body);
    assert.deepEqual(query.json().error.fields, {
      virtualAccountId: 'validation.invalidCharacters',
    });
  });

  test('a path parameter longer than the router allows: 414 with the error body', async () => {
    const res = await get(`/merchants/${'x'.repeat(10_000)}`);
    assertError(res, 414, { code: 'VALIDATION_ERROR', message: 'URL parameter too long' });
  });

  test('checked (already 4xx): broken JSON 400, other media 415, oversized body 413, huge limit 400, long idempotency key 400', async () => {
    const url = `/merchants/${merchantId}/qr-codes`;
    assert.equal((await post(url, '{"type":')).statusCode, 400);
    assert.equal((await post(url, '<a/>', { 'content-type': 'application/xml' })).statusCode, 415);
    assert.equal((await post(url, `"${'x'.repeat(1024 * 1024)}"`)).statusCode, 413);
    const limit = await get(`/merchants/${merchantId}/statement?limit=1e308`);
    assert.deepEqual(limit.json().error.fields, { limit: 'ledger.errors.pageSize' });
    const key = await post(`/merchants/${merchantId}/pix/transfers`, '{}', {
      'idempotency-key': 'k'.repeat(10_000),
    });
    assert.ok(key.statusCode >= 400 && key.statusCode < 500, key.body);
  });
});

/** The error handler's safety net for values only the database refused. */
describe('error handler', () => {
  const build = async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/invalid-uuid', async () => {
      // As drizzle wraps it: the pg / PGlite error is the cause.
      throw Object.assign(new Error('Failed query: select …'), {
        cause: Object.assign(new Error('invalid input syntax for type uuid: "abc"'), {
          code: '22P02',
        }),
      });
    });
    app.get('/out-of-range', async () => {
      throw Object.assign(new Error('date/time field value out of range'), { code: '22008' });
    });
    app.get('/time-zone-displacement', async () => {
      throw Object.assign(new Error('time zone displacement out of range'), { code: '22009' });
    });
    app.get('/numeric-out-of-range', async () => {
      throw Object.assign(new Error('value out of range for type integer'), { code: '22003' });
    });
    app.get('/csv', async (_request, reply) => {
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment');
      throw new Error('the stream could not start');
    });
    await app.ready();
    return app;
  };

  test('invalid input syntax (22P02) and out-of-range values (22003, 22008, 22009) are 400s', async () => {
    const app = await build();
    for (const url of [
      '/invalid-uuid',
      '/out-of-range',
      '/time-zone-displacement',
      '/numeric-out-of-range',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 400, url);
      assert.deepEqual(res.json(), {
        error: { code: 'VALIDATION_ERROR', message: 'Invalid request' },
      });
    }
    await app.close();
  });

  test('a download that fails before its first byte answers the JSON error, not the file type', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/csv' });
    assert.equal(res.statusCode, 500);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.equal(res.headers['content-disposition'], undefined);
    assert.deepEqual(res.json(), {
      error: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
    });
    await app.close();
  });
});
