import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  endpointPath,
  type TWebhook,
  type TWebhookWithSecret,
  WEBHOOK_MESSAGES,
  webhookEndpoints,
  webhookEventEndpoints,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import { webhooks } from '../src/db/schema-webhooks';
import { checkWebhookUrl } from '../src/services/webhooks/check-webhook-url';
import { retryDelayMs } from '../src/services/webhooks/webhook-options';
import { defaultWebhookOptions } from '../src/services/webhooks';
import { assertError, useTestApp } from './helper';
import { memberSend, send, useSignedInTeam } from './member-fixtures';
import { keyBankAccountOf } from './webhook-fixtures';

/** Names the tests resolve, without a DNS server: public, private, and none. */
const ADDRESSES: Record<string, string> = {
  'hooks.example.com': '93.184.216.34',
  'internal.example.com': '10.1.2.3',
  'metadata.example.com': '169.254.169.254',
  'mapped.example.com': '::ffff:127.0.0.1',
};
const resolve = async (hostname: string) => {
  const address = ADDRESSES[hostname];
  if (!address) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  return [{ address, family: address.includes(':') ? 6 : 4 }];
};

describe('webhooks', () => {
  // No worker: nothing here may be POSTed anywhere (hooks.example.com is a public address).
  const t = useTestApp({ webhooks: { worker: false, resolve } });
  const everyone = useSignedInTeam(t);
  const url = (endpoint: { path: string }, params: Record<string, string> = {}) =>
    endpointPath(endpoint as never, { merchantId: everyone.merchantA, ...params });
  /** The developer's POST on one webhook: rotate its secret, send it a test event. */
  const postOnWebhook = (endpoint: { path: string }, webhookId: string) =>
    memberSend(t.app, everyone.tokens.developer, 'POST', url(endpoint, { webhookId }));
  const bankAccount = async () => (await keyBankAccountOf(t.app, everyone.merchantA)).bankAccountId;
  const create = (body: object, token = everyone.tokens.developer) =>
    memberSend(t.app, token, 'POST', url(webhookEndpoints.create), body);

  test('create answers the secret once; lists show only its last 4; it is stored sealed', async () => {
    const bankAccountId = await bankAccount();
    const res = await create({
      url: 'https://hooks.example.com/arara',
      bankAccountId,
      events: ['pix_in', 'pix_out', 'pix_in'],
    });
    assert.equal(res.statusCode, 201, res.body);
    const { webhook, secret } = res.json() as TWebhookWithSecret;
    assert.match(secret, /^whsec_[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(webhook.events, ['pix_in', 'pix_out']);
    assert.equal(webhook.status, 'active');
    assert.equal(webhook.bankAccountId, bankAccountId);
    assert.ok(webhook.bankAccountName.includes(' · '));
    assert.equal(webhook.secretLast4, secret.slice(-4));

    const list = await memberSend(t.app, everyone.tokens.viewer, 'GET', url(webhookEndpoints.list));
    assert.equal(list.statusCode, 200, list.body);
    const items = list.json().items as TWebhook[];
    assert.deepEqual(
      items.find((item) => item.id === webhook.id),
      webhook,
    );
    assert.ok(!list.body.includes(secret), 'the secret is never listed');

    const [row] = await t.db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    assert.ok(row);
    assert.ok(row.secretSealed.startsWith('v1:'), 'sealed with AES-256-GCM');
    assert.ok(!row.secretSealed.includes(secret.slice(6)), 'never in clear');

    // Rotated: a new secret, shown once; the old one is gone.
    const rotated = await postOnWebhook(webhookEndpoints.rotateSecret, webhook.id);
    assert.equal(rotated.statusCode, 200, rotated.body);
    const next = rotated.json() as TWebhookWithSecret;
    assert.notEqual(next.secret, secret);
    assert.equal(next.webhook.secretLast4, next.secret.slice(-4));

    // Deleted: gone from the list; again: 404.
    const removeUrl = url(webhookEndpoints.remove, { webhookId: webhook.id });
    const removed = await send(t.app, everyone.tokens.developer, 'DELETE', removeUrl);
    assert.equal(removed.statusCode, 204, removed.body);
    const again = await send(t.app, everyone.tokens.developer, 'DELETE', removeUrl);
    assertError(again, 404, { code: 'NOT_FOUND', message: 'Webhook not found' });
  });

  test('bad input: the form’s messages', async () => {
    const bankAccountId = await bankAccount();
    const cases: [string, object, Record<string, string>][] = [
      [
        'nothing',
        {},
        {
          url: WEBHOOK_MESSAGES.invalidUrl,
          bankAccountId: WEBHOOK_MESSAGES.bankAccountRequired,
          events: WEBHOOK_MESSAGES.eventsRequired,
        },
      ],
      [
        'not a URL',
        { url: 'hooks.example.com', bankAccountId, events: ['pix_in'] },
        { url: WEBHOOK_MESSAGES.invalidUrl },
      ],
      [
        'ftp',
        { url: 'ftp://hooks.example.com/x', bankAccountId, events: ['pix_in'] },
        { url: WEBHOOK_MESSAGES.invalidUrl },
      ],
      [
        'no event',
        { url: 'https://hooks.example.com', bankAccountId, events: [] },
        { events: WEBHOOK_MESSAGES.eventsRequired },
      ],
      [
        'unknown event',
        { url: 'https://hooks.example.com', bankAccountId, events: ['pix_in', 'nope'] },
        { 'events.1': WEBHOOK_MESSAGES.invalidEvent },
      ],
      [
        'no bank account',
        { url: 'https://hooks.example.com', bankAccountId: '', events: ['pix_in'] },
        { bankAccountId: WEBHOOK_MESSAGES.bankAccountRequired },
      ],
    ];
    for (const [name, body, fields] of cases) {
      const res = await create(body);
      assert.equal(res.statusCode, 400, `${name}: ${res.body}`);
      assert.deepEqual(res.json().error.fields, fields, name);
    }
    // Another merchant's bank account: 404 on the field.
    const foreign = await keyBankAccountOf(t.app, everyone.otherMerchantId);
    const res = await create({
      url: 'https://hooks.example.com',
      bankAccountId: foreign.bankAccountId,
      events: ['pix_in'],
    });
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(res.json().error.fields.bankAccountId, WEBHOOK_MESSAGES.bankAccountNotFound);
  });

  test('private, loopback, link-local and metadata addresses are refused at creation', async () => {
    const bankAccountId = await bankAccount();
    for (const target of [
      'http://127.0.0.1/hook',
      'http://localhost:4000/hook',
      'http://10.0.0.1/hook',
      'http://192.168.1.10/hook',
      'http://100.64.0.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[fd00:ec2::254]/hook',
      'http://0.0.0.0/hook',
      'https://internal.example.com/hook',
      'https://metadata.example.com/hook',
      'https://mapped.example.com/hook',
    ]) {
      const res = await create({ url: target, bankAccountId, events: ['pix_in'] });
      assert.equal(res.statusCode, 400, `${target}: ${res.body}`);
      assert.deepEqual(res.json().error.fields, { url: WEBHOOK_MESSAGES.urlNotAllowed }, target);
    }
    // A name that does not resolve yet is accepted: every delivery checks it again.
    const later = await create({
      url: 'https://not-yet.example.com/hook',
      bankAccountId,
      events: ['pix_in'],
    });
    assert.equal(later.statusCode, 201, later.body);
  });

  test('the address rules: https in production, loopback only when allowed, resolved addresses checked', async () => {
    const production = { ...defaultWebhookOptions, requireHttps: true, resolve };
    const refusalOf = async (target: string, options = production) => {
      const checked = await checkWebhookUrl(target, options);
      return checked.ok ? 'ok' : checked.refusal;
    };
    assert.equal(await refusalOf('http://hooks.example.com/x'), 'httpsRequired');
    assert.equal(await refusalOf('https://hooks.example.com/x'), 'ok');
    assert.equal(await refusalOf('https://user:pw@hooks.example.com/x'), 'invalidUrl');
    assert.equal(await refusalOf('https://nowhere.example.com/x'), 'urlNotAllowed');
    const local = { ...production, allowLocalhost: true };
    assert.equal(await refusalOf('http://127.0.0.1:9/x', local), 'ok');
    assert.equal(await refusalOf('http://localhost:9/x', local), 'ok');
    assert.equal(await refusalOf('http://[::1]:9/x', local), 'ok');
    assert.equal(await refusalOf('http://10.0.0.1/x', local), 'urlNotAllowed');
    assert.equal(await refusalOf('http://169.254.169.254/x', local), 'urlNotAllowed');
    assert.equal(await refusalOf('http://hooks.example.com/x', local), 'httpsRequired');
  });

  test('retries back off exponentially with jitter, up to the maximum delay', () => {
    const options = { ...defaultWebhookOptions, retryBaseMs: 1_000, retryMaxDelayMs: 10_000 };
    const middle = () => 0.5;
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(options, attempts, middle)),
      [1_000, 2_000, 4_000, 8_000, 10_000, 10_000],
    );
    assert.equal(
      retryDelayMs(options, 1, () => 0),
      800,
    );
    assert.equal(
      retryDelayMs(options, 1, () => 1),
      1_200,
    );
  });

  test('roles and merchants: a viewer reads but cannot write, a manager cannot read, another merchant’s is 404', async () => {
    const bankAccountId = await bankAccount();
    const created = await create({
      url: 'https://hooks.example.com/roles',
      bankAccountId,
      events: ['pix_out'],
    });
    assert.equal(created.statusCode, 201, created.body);
    const { webhook } = created.json() as TWebhookWithSecret;

    const viewer = await create(
      { url: 'https://hooks.example.com/v', bankAccountId, events: ['pix_in'] },
      everyone.tokens.viewer,
    );
    assert.equal(viewer.statusCode, 403, viewer.body);
    const manager = await memberSend(
      t.app,
      everyone.tokens.manager,
      'GET',
      url(webhookEndpoints.list),
    );
    assert.equal(manager.statusCode, 403, manager.body);

    // The other merchant's member names merchant A's webhook through its own merchant: 404.
    for (const [method, endpoint] of [
      ['DELETE', webhookEndpoints.remove],
      ['POST', webhookEndpoints.rotateSecret],
      ['POST', webhookEndpoints.sendTest],
    ] as const) {
      const res = await send(
        t.app,
        everyone.other,
        method,
        endpointPath(endpoint, { merchantId: everyone.otherMerchantId, webhookId: webhook.id }),
      );
      assertError(res, 404, { code: 'NOT_FOUND', message: 'Webhook not found' });
    }

    // Its test event is queued (no worker here) and listed; another merchant cannot read it.
    const queued = await postOnWebhook(webhookEndpoints.sendTest, webhook.id);
    assert.equal(queued.statusCode, 202, queued.body);
    assert.equal(queued.json().type, 'test');
    assert.equal(queued.json().status, 'pending');
    const listed = await send(
      t.app,
      everyone.tokens.viewer,
      'GET',
      url(webhookEventEndpoints.list),
      { query: { webhookId: webhook.id, status: 'pending', type: 'test' } },
    );
    assert.equal(listed.statusCode, 200, listed.body);
    assert.deepEqual(
      listed.json().items.map((item: { id: string }) => item.id),
      [queued.json().id],
    );
    const foreign = await memberSend(
      t.app,
      everyone.other,
      'GET',
      endpointPath(webhookEventEndpoints.get, {
        merchantId: everyone.otherMerchantId,
        webhookEventId: queued.json().id,
      }),
    );
    assertError(foreign, 404, { code: 'NOT_FOUND', message: 'Event not found' });
    const resendByViewer = await memberSend(
      t.app,
      everyone.tokens.viewer,
      'POST',
      url(webhookEventEndpoints.resend, { webhookEventId: queued.json().id }),
    );
    assert.equal(resendByViewer.statusCode, 403, resendByViewer.body);
  });

  test('events pages: newest first, a cursor to the next page, a period filter', async () => {
    const bankAccountId = await bankAccount();
    const created = await create({
      url: 'https://hooks.example.com/pages',
      bankAccountId,
      events: ['pix_in'],
    });
    const { webhook } = created.json() as TWebhookWithSecret;
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const res = await postOnWebhook(webhookEndpoints.sendTest, webhook.id);
      ids.push(res.json().id);
    }
    const page = async (query: Record<string, string>) => {
      const res = await send(
        t.app,
        everyone.tokens.viewer,
        'GET',
        url(webhookEventEndpoints.list),
        { query: { webhookId: webhook.id, ...query } },
      );
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as { items: { id: string }[]; nextCursor: string | null };
    };
    const first = await page({ limit: '2' });
    assert.deepEqual(
      first.items.map((item) => item.id),
      [ids[2], ids[1]],
    );
    assert.ok(first.nextCursor);
    const second = await page({ limit: '2', cursor: first.nextCursor });
    assert.deepEqual(
      second.items.map((item) => item.id),
      [ids[0]],
    );
    assert.equal(second.nextCursor, null);
    assert.equal((await page({ from: '2000-01-01', to: '2000-01-31' })).items.length, 0);
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    assert.equal((await page({ from: day(-1), to: day(1) })).items.length, 3);
    const bad = await send(t.app, everyone.tokens.viewer, 'GET', url(webhookEventEndpoints.list), {
      query: { limit: '0', cursor: 'nope' },
    });
    assert.equal(bad.statusCode, 400, bad.body);
  });
});
