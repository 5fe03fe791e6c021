import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  endpointPath,
  paymentEndpoints,
  type TPaymentDocument,
  type TSandboxReceiver,
  type TWebhookEventDetail,
  type TWebhookEventPage,
  webhookEndpoints,
  webhookEventEndpoints,
} from '@arara/contracts';
import { count, eq } from 'drizzle-orm';
import { pixKeys } from '../src/db/schema-pix-keys';
import { webhookEvents } from '../src/db/schema-webhooks';
import { deposit } from './ledger-fixtures';
import { createTestApp, type TestApp, useTestApp, withSandbox } from './helper';
import {
  approvalCodeByEmail,
  balanceOf,
  decideApproval,
  EMAILS,
  listApprovals,
  PASSWORD,
  memberSend,
  pixWithEmailedCode,
  send,
  signInEveryone,
  useSignedInTeam,
  virtualAccountIds,
} from './member-fixtures';
import {
  bankAccountOf,
  createWebhook,
  eventually,
  keyBankAccountOf,
  type Received,
  sandboxPixIn,
  startReceiver,
} from './webhook-fixtures';

/**
 * The receiver's side of docs/webhooks.md "Verifying the signature", written here from the
 * document with node:crypto, not with the API's code: `t=<unix>,v1=<hex>` over `<t>.<body>`.
 */
function verify(received: Received, secret: string): boolean {
  const header = String(received.headers['arara-signature'] ?? '');
  const fields = new Map(header.split(',').map((part) => part.split('=') as [string, string]));
  const t = fields.get('t') ?? '';
  const expected = createHmac('sha256', secret).update(`${t}.${received.body}`).digest();
  const given = Buffer.from(fields.get('v1') ?? '', 'hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) <= 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

const FAST = {
  allowLocalhost: true,
  pollIntervalMs: 10,
  retryBaseMs: 40,
  retryMaxDelayMs: 200,
};

describe('webhook delivery', () => {
  const t = useTestApp({ money: withSandbox(), webhooks: { ...FAST, retryWindowMs: 1_500 } });
  const everyone = useSignedInTeam(t);
  const eventsOf = async (query: Record<string, string> = {}) => {
    const res = await send(
      t.app,
      everyone.other,
      'GET',
      endpointPath(webhookEventEndpoints.list, { merchantId: everyone.otherMerchantId }),
      { query },
    );
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as TWebhookEventPage;
  };
  const detailOf = async (id: string) => {
    const res = await memberSend(
      t.app,
      everyone.other,
      'GET',
      endpointPath(webhookEventEndpoints.get, {
        merchantId: everyone.otherMerchantId,
        webhookEventId: id,
      }),
    );
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as TWebhookEventDetail;
  };
  const eventCount = async () => {
    const [row] = await t.db.select({ n: count() }).from(webhookEvents);
    return row?.n ?? 0;
  };

  test('a Pix In reaches the subscribed webhook, signed; another bank account’s or type’s does not', async () => {
    const receiver = await startReceiver();
    try {
      const { bankAccountId } = await keyBankAccountOf(t.app, everyone.otherMerchantId);
      const { secret } = await createWebhook(t.app, everyone.other, everyone.otherMerchantId, {
        url: receiver.url('/in'),
        bankAccountId,
        events: ['pix_in'],
      });
      // Subscribed to Pix Out only: gets nothing for a Pix In.
      await createWebhook(t.app, everyone.other, everyone.otherMerchantId, {
        url: receiver.url('/out'),
        bankAccountId,
        events: ['pix_out'],
      });
      const { response } = await sandboxPixIn(
        t.app,
        everyone.other,
        everyone.otherMerchantId,
        4_200,
      );
      assert.equal(response.statusCode, 200, response.body);

      await eventually(() => receiver.received.length >= 1, 'the Pix In');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(receiver.received.length, 1, 'one POST, to the pix_in webhook');
      const [got] = receiver.received;
      assert.ok(got);
      assert.ok(verify(got, secret), 'the signature checks with the secret shown at creation');
      assert.equal(got.headers['content-type'], 'application/json');
      const body = JSON.parse(got.body);
      assert.equal(body.type, 'pix_in');
      assert.equal(got.headers['arara-event-id'], body.id);
      assert.equal(body.data.amount, 4_200);
      assert.equal(body.data.bankAccountId, bankAccountId);
      assert.ok(body.data.documentId);
      // Its dates as the API writes the same document's (and as the envelope's).
      const document = await send(
        t.app,
        everyone.other,
        'GET',
        endpointPath(paymentEndpoints.document, {
          merchantId: everyone.otherMerchantId,
          documentId: body.data.documentId,
        }),
      );
      assert.equal(document.statusCode, 200, document.body);
      const { createdAt, processedAt } = document.json() as TPaymentDocument;
      assert.deepEqual(
        { createdAt: body.data.createdAt, processedAt: body.data.processedAt },
        { createdAt, processedAt },
      );
      assert.match(body.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

      const page = await eventsOf({ type: 'pix_in' });
      const listed = page.items.find((item) => item.eventId === body.id);
      assert.ok(listed);
      await eventually(async () => (await detailOf(listed.id)).status === 'sent', 'sent');
      const detail = await detailOf(listed.id);
      assert.equal(detail.attempts, 1);
      assert.equal(detail.attemptLog[0]?.statusCode, 200);
      assert.equal(detail.resource.amount, 4_200);
      assert.deepEqual(JSON.parse(got.body), detail.payload, 'the payload shown is the one sent');
      assert.ok(detail.deliveredAt);
    } finally {
      await receiver.close();
    }
  });

  test('a Pix sent inside the platform: Pix Out to the payer’s webhook, Pix In to the receiver’s; a refused one sends nothing', async () => {
    const receiver = await startReceiver();
    try {
      const [origin = ''] = await virtualAccountIds(t, everyone.merchantA);
      const payer = await bankAccountOf(t.app, origin);
      const [key] = await t.db.select().from(pixKeys).where(eq(pixKeys.key, '44555666000181'));
      assert.ok(key);
      const payee = await bankAccountOf(t.app, key.virtualAccountId);
      const out = await createWebhook(t.app, everyone.tokens.developer, everyone.merchantA, {
        url: receiver.url('/payer'),
        bankAccountId: payer.bankAccountId,
        events: ['pix_out', 'pix_in'],
      });
      // Merchant B, where the demo owner is a member too.
      const into = await createWebhook(t.app, everyone.tokens.owner, key.merchantId, {
        url: receiver.url('/payee'),
        bankAccountId: payee.bankAccountId,
        events: ['pix_in'],
      });
      const pix = (amount: number) =>
        pixWithEmailedCode(t.app, everyone.tokens.admin, everyone.merchantA, EMAILS.admin, {
          virtualAccountId: origin,
          destination: { type: 'key', key: '44555666000181' },
          amount,
        });
      const written = await eventCount();
      const refused = await pix((await balanceOf(t.app, origin)) + 1);
      assert.equal(refused.statusCode, 422, refused.body);
      assert.equal(await eventCount(), written, 'no event for a refused Pix');

      const sent = await pix(321);
      assert.equal(sent.statusCode, 201, sent.body);
      await eventually(() => receiver.received.length >= 2, 'both webhooks');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(receiver.received.length, 2);
      const byPath = (secret: string, type: string) => {
        const got = receiver.received.find((item) => JSON.parse(item.body).type === type);
        assert.ok(got, type);
        assert.ok(verify(got, secret), `${type} signed with its webhook's secret`);
        return JSON.parse(got.body);
      };
      const pixOut = byPath(out.secret, 'pix_out');
      const pixIn = byPath(into.secret, 'pix_in');
      assert.equal(pixOut.data.documentId, sent.json().id);
      assert.equal(pixOut.data.amount, 321);
      assert.equal(pixIn.data.endToEndId, pixOut.data.endToEndId);
      assert.notEqual(pixIn.id, pixOut.id);
    } finally {
      await receiver.close();
    }
  });

  test('a held Pix sends its Pix Out once approved, as approved', async () => {
    const receiver = await startReceiver();
    try {
      const [origin = ''] = await virtualAccountIds(t, everyone.merchantA);
      const payer = await bankAccountOf(t.app, origin);
      const { secret } = await createWebhook(t.app, everyone.tokens.developer, everyone.merchantA, {
        url: receiver.url('/held'),
        bankAccountId: payer.bankAccountId,
        events: ['pix_out'],
      });
      await deposit(t.db, everyone.merchantA, origin, 2_000_000);
      // The seeded rule holds a Pix from R$ 10.000,00 for an admin's approval.
      const held = await pixWithEmailedCode(
        t.app,
        everyone.tokens.manager,
        everyone.merchantA,
        EMAILS.manager,
        {
          virtualAccountId: origin,
          destination: { type: 'key', key: '44555666000181' },
          amount: 1_000_000,
        },
      );
      assert.equal(held.statusCode, 202, held.body);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(receiver.received.length, 0, 'nothing while it waits');
      const listed = await listApprovals(
        t.app,
        everyone.tokens.admin,
        everyone.merchantA,
        '?status=pending',
      );
      const approval = (listed.json().items as { id: string; document: { id: string } }[]).find(
        (item) => item.document.id === held.json().id,
      );
      assert.ok(approval, listed.body);
      const which = { merchantId: everyone.merchantA, approvalId: approval.id };
      const code = await approvalCodeByEmail(t.app, everyone.tokens.admin, which, EMAILS.admin);
      const approved = await decideApproval(
        t.app,
        everyone.tokens.admin,
        { ...which, decision: 'approve' },
        { password: PASSWORD, code },
      );
      assert.equal(approved.statusCode, 200, approved.body);
      await eventually(() => receiver.received.length >= 1, 'the Pix Out');
      const [got] = receiver.received;
      assert.ok(got && verify(got, secret));
      const body = JSON.parse(got.body);
      assert.equal(body.type, 'pix_out');
      assert.equal(body.data.documentId, held.json().id);
      assert.equal(body.data.status, 'approved');
      assert.ok(body.data.processedAt);
    } finally {
      await receiver.close();
    }
  });

  test('a receiver that fails is retried with backoff until it answers 2xx; one that always fails ends failed', async () => {
    let calls = 0;
    const receiver = await startReceiver((got) => {
      if (got.headers['arara-event-type'] !== 'test') return 500;
      calls += 1;
      return calls <= 2 ? 500 : 204;
    });
    const broken = await startReceiver(() => 503);
    try {
      const { bankAccountId } = await keyBankAccountOf(t.app, everyone.otherMerchantId);
      const flaky = await createWebhook(t.app, everyone.other, everyone.otherMerchantId, {
        url: receiver.url(),
        bankAccountId,
        events: ['infraction_created'],
      });
      const down = await createWebhook(t.app, everyone.other, everyone.otherMerchantId, {
        url: broken.url(),
        bankAccountId,
        events: ['infraction_created'],
      });
      const sendTest = (webhookId: string) =>
        memberSend(
          t.app,
          everyone.other,
          'POST',
          endpointPath(webhookEndpoints.sendTest, {
            merchantId: everyone.otherMerchantId,
            webhookId,
          }),
        );
      const first = await sendTest(flaky.webhook.id);
      assert.equal(first.statusCode, 202, first.body);
      const second = await sendTest(down.webhook.id);
      assert.equal(second.statusCode, 202, second.body);

      await eventually(async () => (await detailOf(first.json().id)).status === 'sent', 'sent');
      const detail = await detailOf(first.json().id);
      assert.deepEqual(
        detail.attemptLog.map((attempt) => attempt.statusCode),
        [500, 500, 204],
      );
      assert.equal(detail.attemptLog[0]?.error, 'HTTP 500');
      assert.equal(detail.attemptLog[2]?.error, null);
      const ids = new Set(receiver.received.map((got) => JSON.parse(got.body).id));
      assert.equal(ids.size, 1, 'every retry carries the same event id');

      // A failed attempt reads failed at once, with the time of the next one, and is listed
      // among the failed, not the pending.
      await eventually(async () => (await detailOf(second.json().id)).attempts >= 1, 'an attempt');
      const retrying = await detailOf(second.json().id);
      assert.equal(retrying.status, 'failed');
      assert.notEqual(retrying.nextAttemptAt, null);
      assert.ok((await eventsOf({ status: 'failed' })).items.some((e) => e.id === retrying.id));
      assert.ok(!(await eventsOf({ status: 'pending' })).items.some((e) => e.id === retrying.id));

      // The retry window (1.5 s here, 24 h by default) ends: failed, no next attempt.
      await eventually(async () => {
        const detail = await detailOf(second.json().id);
        return detail.status === 'failed' && detail.nextAttemptAt === null;
      }, 'failed for good');
      const failed = await detailOf(second.json().id);
      assert.ok(failed.attempts >= 2);
      assert.equal(failed.nextAttemptAt, null);
      assert.equal((await eventsOf({ status: 'failed' })).items[0]?.id, failed.id);

      // Resent: pending again at once, then tried again.
      const attemptsBefore = broken.received.length;
      const resent = await memberSend(
        t.app,
        everyone.other,
        'POST',
        endpointPath(webhookEventEndpoints.resend, {
          merchantId: everyone.otherMerchantId,
          webhookEventId: failed.id,
        }),
      );
      assert.equal(resent.statusCode, 202, resent.body);
      assert.equal(resent.json().status, 'pending');
      await eventually(() => broken.received.length > attemptsBefore, 'the resend');
    } finally {
      await receiver.close();
      await broken.close();
    }
  });

  test('an event is written only when its movement commits: a Pix refused inside the transaction writes none', async () => {
    const receiver = await startReceiver();
    try {
      const { bankAccountId } = await keyBankAccountOf(t.app, everyone.otherMerchantId);
      await createWebhook(t.app, everyone.other, everyone.otherMerchantId, {
        url: receiver.url('/rollback'),
        bankAccountId,
        events: ['pix_in'],
      });
      const paid = await sandboxPixIn(t.app, everyone.other, everyone.otherMerchantId, 1_500);
      assert.equal(paid.response.statusCode, 200, paid.response.body);
      const written = await eventCount();
      // The same dynamic code again: its deposit and entry document (and the outbox rows) are
      // written, then the code is found paid, and everything rolls back.
      const again = await sandboxPixIn(
        t.app,
        everyone.other,
        everyone.otherMerchantId,
        1_500,
        paid.qrCodeId,
      );
      assert.equal(again.response.statusCode, 409, again.response.body);
      assert.equal(await eventCount(), written, 'no event for the rolled-back Pix');
      await eventually(
        () => receiver.received.filter((got) => got.body.includes('"pix_in"')).length >= 1,
        'the first Pix',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(receiver.received.length, 1);
    } finally {
      await receiver.close();
    }
  });

  test('a host that resolves to a private address at delivery time is refused (DNS rebinding)', async () => {
    // Resolved at creation to a public address, then to a private one: never connected to.
    const resolutions: string[] = [];
    const app = await createTestApp({
      money: withSandbox(),
      webhooks: {
        ...FAST,
        retryWindowMs: 60_000,
        resolve: async (hostname) => {
          resolutions.push(hostname);
          return [{ address: resolutions.length === 1 ? '93.184.216.34' : '10.0.0.1', family: 4 }];
        },
      },
    });
    try {
      const team = await signInEveryone(app);
      const { bankAccountId } = await keyBankAccountOf(app.app, team.otherMerchantId);
      const { webhook } = await createWebhook(app.app, team.other, team.otherMerchantId, {
        url: 'http://rebind.example.com/hook',
        bankAccountId,
        events: ['pix_in'],
      });
      const sent = await memberSend(
        app.app,
        team.other,
        'POST',
        endpointPath(webhookEndpoints.sendTest, {
          merchantId: team.otherMerchantId,
          webhookId: webhook.id,
        }),
      );
      assert.equal(sent.statusCode, 202, sent.body);
      const detail = async () =>
        (
          await memberSend(
            app.app,
            team.other,
            'GET',
            endpointPath(webhookEventEndpoints.get, {
              merchantId: team.otherMerchantId,
              webhookEventId: sent.json().id,
            }),
          )
        ).json() as TWebhookEventDetail;
      await eventually(async () => (await detail()).attempts >= 1, 'an attempt');
      const [attempt] = (await detail()).attemptLog;
      assert.equal(attempt?.statusCode, null);
      assert.match(attempt?.error ?? '', /10\.0\.0\.1 is a private, local or reserved address/);
    } finally {
      await app.close();
    }
  });
});

describe('webhook delivery across a restart', () => {
  let dataDir = '';
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'arara-webhooks-'));
  });
  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test('deliveries left pending by a stopped API are delivered by the next one', async () => {
    const receiver = await startReceiver();
    const build = (worker: boolean): Promise<TestApp> =>
      createTestApp({
        money: withSandbox(),
        database: { kind: 'pglite', dataDir },
        webhooks: { ...FAST, worker },
      });
    try {
      // The first API commits the Pix and stops before delivering (no worker).
      const first = await build(false);
      let eventId: string;
      try {
        const team = await signInEveryone(first);
        const { bankAccountId } = await keyBankAccountOf(first.app, team.otherMerchantId);
        await createWebhook(first.app, team.other, team.otherMerchantId, {
          url: receiver.url(),
          bankAccountId,
          events: ['pix_in'],
        });
        const paid = await sandboxPixIn(first.app, team.other, team.otherMerchantId, 700);
        assert.equal(paid.response.statusCode, 200, paid.response.body);
        const [event] = await first.app.db.select().from(webhookEvents);
        assert.ok(event);
        eventId = event.id;
      } finally {
        await first.close();
      }
      assert.equal(receiver.received.length, 0);

      const second = await build(true);
      try {
        await eventually(() => receiver.received.length >= 1, 'the delivery after the restart');
        assert.equal(JSON.parse(receiver.received[0]?.body ?? '{}').id, eventId);
        const [row] = await second.app.db
          .select({ id: webhookEvents.id })
          .from(webhookEvents)
          .where(eq(webhookEvents.id, eventId));
        assert.ok(row);
      } finally {
        await second.close();
      }
    } finally {
      await receiver.close();
    }
  });
});

describe('the sandbox test receiver', () => {
  const t = useTestApp({ money: withSandbox(), webhooks: FAST });
  const everyone = useSignedInTeam(t);
  let base = '';
  before(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  test('a webhook pointed at it shows its events with a valid signature; a forged one is invalid', async () => {
    const merchantId = everyone.otherMerchantId;
    const read = async () => {
      const res = await memberSend(
        t.app,
        everyone.other,
        'GET',
        endpointPath(webhookEndpoints.sandboxReceiver, { merchantId }),
      );
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as TSandboxReceiver;
    };
    const receiver = await read();
    const receiverPath = new URL(receiver.url).pathname;
    const url = `${base}${receiverPath}`;
    const { bankAccountId } = await keyBankAccountOf(t.app, merchantId);
    await createWebhook(t.app, everyone.other, merchantId, {
      url,
      bankAccountId,
      events: ['pix_in'],
    });
    const paid = await sandboxPixIn(t.app, everyone.other, merchantId, 990);
    assert.equal(paid.response.statusCode, 200, paid.response.body);
    await eventually(async () => (await read()).items.length >= 1, 'the receiver to get it');
    const [got] = (await read()).items;
    assert.equal(got?.type, 'pix_in');
    assert.equal(got?.signature, 'valid');
    assert.ok(got?.headers['arara-signature']);

    const forged = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'arara-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'x', type: 'pix_in' }),
    });
    assert.equal(forged.status, 204, await forged.text());
    const unsigned = await fetch(url, { method: 'POST', body: 'hello' });
    assert.equal(unsigned.status, 204);
    const items = (await read()).items;
    assert.equal(items[0]?.signature, 'missing');
    assert.equal(items[1]?.signature, 'invalid');

    const unknown = await fetch(
      `${base}/sandbox/webhook-receiver/00000000-0000-4000-8000-000000000000`,
      {
        method: 'POST',
        body: '{}',
      },
    );
    assert.equal(unknown.status, 404);
  });
});
