import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  API_KEY_SCOPES,
  apiKeyEndpoints,
  counterpartyEndpoints,
  type Endpoint,
  endpointPath,
  OPEN_FINANCE_INSTITUTIONS,
  paymentEndpoints,
  PUBLIC_API_MESSAGES,
  PUBLIC_API_TAG,
  publicApiEndpoints,
  type TApiKeyScope,
  webhookEndpoints,
  ZBalanceSummary,
  ZCounterpartyDetail,
  ZPaymentDocument,
  ZInstitutionsResponse,
  ZStatementPage,
  ZWebhookEvent,
  ZWebhookEventDetail,
  ZWebhookEventPage,
  ZWebhooksResponse,
  ZWebhookWithSecret,
} from '@arara/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { bankAccounts, ledgerPostings } from '../src/db/schema-ledger';
import { apiKeys } from '../src/db/schema-api-keys';
import { pixKeys } from '../src/db/schema-pix-keys';
import { infractions } from '../src/db/schema-compliance';
import { ARARA_ISPB } from '../src/services/documents/end-to-end-id';
import { defaultRateLimits } from '../src/lib/rate-limits';
import { callV1, newApiKey } from './api-key-fixtures';
import { useTestApp } from './helper';
import {
  addApprovalRule,
  COUNTERPARTY_BANK,
  newKey,
  send,
  useTeamWithAccounts,
} from './member-fixtures';
import { createWebhook, keyBankAccountOf } from './webhook-fixtures';

type EndpointName = keyof typeof publicApiEndpoints;
type Case = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
  /** With every scope, against another merchant's ids: 404 (or what a list answers). */
  expect: number;
};

/** A public address's name that never resolves here: accepted, and nothing is ever POSTed. */
const HOOK_URL = 'https://hooks.example.com/arara';
const notFound = async (hostname: string): Promise<never> => {
  throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
};

describe('public API v1', () => {
  // No delivery worker: the webhooks made here point at a name that must never be called.
  const t = useTestApp({ webhooks: { worker: false, resolve: notFound } });
  const team = useTeamWithAccounts(t);
  /** Merchant B's ids: the same owner can see them, but the key is merchant A's. */
  const foreign = {
    virtualAccountId: '',
    bankAccountId: '',
    entryId: '',
    documentId: '',
    counterpartyId: '',
    counterpartyBankAccountId: '',
    webhookId: '',
    /** The test event of B's webhook. */
    webhookEventId: '',
    /** A Pix key of merchant A: a Pix from B's account to it must not leave B. */
    ownPixKey: '',
    /** An infraction of B's (written straight in the table: no sandbox here). */
    infractionId: '',
  };
  let everything = '';

  before(async () => {
    const b = team.merchantB;
    const [va = ''] = team.accounts.merchantB;
    foreign.virtualAccountId = va;
    const [pixKey] = await t.app.db
      .select()
      .from(pixKeys)
      .where(and(eq(pixKeys.merchantId, team.merchantA), eq(pixKeys.status, 'active')));
    foreign.ownPixKey = pixKey?.key ?? '';
    const [bank] = await t.app.db.select().from(bankAccounts).where(eq(bankAccounts.merchantId, b));
    foreign.bankAccountId = bank?.id ?? '';
    const [posting] = await t.app.db
      .select()
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.merchantId, b), isNotNull(ledgerPostings.virtualAccountId)));
    foreign.entryId = String(posting?.id ?? '');
    const [b0 = '', b1 = ''] = team.accounts.merchantB;
    /** B's owner POSTs one of B's records into being (its status checked) and reads it. */
    const postForB = async <T>(
      schema: { parse: (body: unknown) => T },
      endpoint: Endpoint,
      params: Record<string, string>,
      status: number,
      payload?: object,
    ) => {
      const path = endpointPath(endpoint, { merchantId: b, ...params });
      const res = await send(t.app, team.tokens.owner, 'POST', path, payload ? { payload } : {});
      assert.equal(res.statusCode, status, res.body);
      return schema.parse(res.json());
    };
    // A document of B's: a transfer between two of its accounts.
    foreign.documentId = (
      await postForB(ZPaymentDocument, paymentEndpoints.betweenAccounts, {}, 201, {
        fromVirtualAccountId: b0,
        toVirtualAccountId: b1,
        amount: 1,
      })
    ).id;
    foreign.counterpartyId = (
      await postForB(ZCounterpartyDetail, counterpartyEndpoints.create, {}, 201, {
        name: 'B’s supplier',
        document: '935.411.347-80',
      })
    ).id;
    const withBank = await postForB(
      ZCounterpartyDetail,
      counterpartyEndpoints.addBankAccount,
      { counterpartyId: foreign.counterpartyId },
      201,
      COUNTERPARTY_BANK,
    );
    foreign.counterpartyBankAccountId = withBank.bankAccounts[0]?.id ?? '';
    const hook = await createWebhook(t.app, team.tokens.owner, b, {
      url: HOOK_URL,
      bankAccountId: foreign.bankAccountId,
      events: ['pix_in'],
    });
    foreign.webhookId = hook.webhook.id;
    foreign.webhookEventId = (
      await postForB(ZWebhookEvent, webhookEndpoints.sendTest, { webhookId: hook.webhook.id }, 202)
    ).id;
    const [infraction] = await t.app.db
      .insert(infractions)
      .values({
        merchantId: b,
        virtualAccountId: b0,
        documentId: foreign.documentId,
        type: 'refund_request',
        status: 'WAITING_DEFENSE',
        reportedBy: 'Banco do Brasil',
        endToEndId: 'E00000000202611260000abcdefghijk',
        amount: 1,
        deadline: new Date(Date.now() + 86_400_000),
      })
      .returning();
    foreign.infractionId = infraction?.id ?? '';
    for (const [name, value] of Object.entries(foreign)) assert.ok(value, `merchant B's ${name}`);
  });

  /** Each endpoint called with merchant B's ids, and what a key of merchant A gets back. */
  const cases = (): Record<EndpointName, Case> => {
    const [a0 = ''] = team.accounts.merchantA;
    const cp = { counterpartyId: foreign.counterpartyId };
    const cpBank = { ...cp, bankAccountId: foreign.counterpartyBankAccountId };
    const hook = { webhookId: foreign.webhookId };
    const event = { webhookEventId: foreign.webhookEventId };
    return {
      balance: { query: { virtualAccountId: foreign.virtualAccountId }, expect: 404 },
      statementIn: { query: { virtualAccountId: foreign.virtualAccountId }, expect: 404 },
      statementOut: { query: { virtualAccountId: foreign.virtualAccountId }, expect: 404 },
      statementEntry: { params: { entryId: foreign.entryId }, expect: 404 },
      merchant: { expect: 200 },
      bankAccounts: { expect: 200 },
      virtualAccounts: { expect: 200 },
      virtualAccount: { params: { virtualAccountId: foreign.virtualAccountId }, expect: 404 },
      createVirtualAccount: {
        body: { label: 'Stolen', type: 'operational', bankAccountId: foreign.bankAccountId },
        // An id in a body is a field: 400 `fields.bankAccountId` 'not found', as the dashboard.
        expect: 400,
      },
      transfer: {
        body: { fromVirtualAccountId: foreign.virtualAccountId, toVirtualAccountId: a0, amount: 1 },
        expect: 404,
      },
      createQrCode: {
        body: { type: 'static', virtualAccountId: foreign.virtualAccountId },
        expect: 404,
      },
      pixTransfer: {
        body: {
          virtualAccountId: foreign.virtualAccountId,
          destination: { type: 'key', key: foreign.ownPixKey },
          amount: 1,
        },
        expect: 404,
      },
      counterparties: { expect: 200 },
      counterparty: { params: cp, expect: 404 },
      createCounterparty: { body: { name: 'Ana', document: '935.411.347-80' }, expect: 201 },
      updateCounterparty: { params: cp, body: { name: 'Mine now' }, expect: 404 },
      counterpartyBankAccounts: { params: cp, expect: 404 },
      addCounterpartyBankAccount: { params: cp, body: COUNTERPARTY_BANK, expect: 404 },
      updateCounterpartyBankAccount: { params: cpBank, body: { agency: '4321' }, expect: 404 },
      removeCounterpartyBankAccount: { params: cpBank, expect: 404 },
      documents: { expect: 200 },
      document: { params: { documentId: foreign.documentId }, expect: 404 },
      institutions: { expect: 200 },
      webhooks: { query: { bankAccountId: foreign.bankAccountId }, expect: 200 },
      createWebhook: {
        body: { url: HOOK_URL, bankAccountId: foreign.bankAccountId, events: ['pix_in'] },
        expect: 404,
      },
      deleteWebhook: { params: hook, expect: 404 },
      rotateWebhookSecret: { params: hook, expect: 404 },
      sendTestWebhookEvent: { params: hook, expect: 404 },
      webhookEvents: { query: { webhookId: foreign.webhookId }, expect: 200 },
      webhookEvent: { params: event, expect: 404 },
      resendWebhookEvent: { params: event, expect: 404 },
      infractions: { query: { virtualAccountId: foreign.virtualAccountId }, expect: 404 },
      infraction: { params: { infractionId: foreign.infractionId }, expect: 404 },
      defendInfraction: {
        params: { infractionId: foreign.infractionId },
        body: {
          title: 'Mine',
          description: 'A defense of an infraction of another merchant.',
          virtualAccountId: foreign.virtualAccountId,
          attachmentIds: [],
        },
        expect: 404,
      },
    };
  };

  const call = (secret: string | null, endpoint: Endpoint, c: Case) =>
    callV1(t.app, secret, endpoint.method, endpointPath(endpoint, c.params), {
      ...(c.body === undefined ? {} : { payload: c.body }),
      ...(c.query === undefined ? {} : { query: c.query }),
      headers: endpoint.idempotencyKey ? { 'idempotency-key': newKey() } : {},
    });

  /** The all-scopes key on one record: the endpoint's own method, its path with `params`. */
  const callWithEverything = (endpoint: Endpoint, params: Record<string, string>) =>
    callV1(t.app, everything, endpoint.method, endpointPath(endpoint, params));

  test('every /v1 endpoint is a contract object with the Public API v1 tag and a scope', () => {
    for (const endpoint of Object.values(publicApiEndpoints)) {
      assert.equal(endpoint.group, PUBLIC_API_TAG);
      assert.ok(endpoint.path.startsWith('/v1/'));
      assert.ok((API_KEY_SCOPES as readonly string[]).includes(endpoint.access.apiKey));
    }
  });

  test('no bearer, a garbage one or a session token: 401', async () => {
    const url = publicApiEndpoints.balance.path;
    for (const secret of [null, 'garbage', 'arara_sk_short', team.tokens.owner]) {
      const res = await callV1(t.app, secret, 'GET', url);
      assert.equal(res.statusCode, 401, `${secret}: ${res.body}`);
      assert.equal(res.json().error.fields.authorization, PUBLIC_API_MESSAGES.invalidKey);
    }
    const unknown = await callV1(t.app, `arara_sk_${'x'.repeat(40)}`, 'GET', url);
    assert.equal(unknown.statusCode, 401);
  });

  test('scopes × endpoints: a key without the scope is refused, 403 naming it', async () => {
    const table = cases();
    const keys = new Map<TApiKeyScope, string>();
    for (const [name, endpoint] of Object.entries(publicApiEndpoints) as [
      EndpointName,
      Endpoint,
    ][]) {
      const scope = (endpoint.access as { apiKey: TApiKeyScope }).apiKey;
      const other: TApiKeyScope =
        scope === 'institutions.read' ? 'balance.get' : 'institutions.read';
      let secret = keys.get(other);
      if (!secret) {
        secret = (await newApiKey(t.app, team.tokens.owner, team.merchantA, [other])).secret;
        keys.clear();
        keys.set(other, secret);
      }
      const res = await call(secret, endpoint, table[name]);
      assert.equal(res.statusCode, 403, `${name}: ${res.body}`);
      assert.match(res.json().error.message, new RegExp(scope.replace('.', '\\.')), name);
      assert.equal(res.json().error.fields.scope, PUBLIC_API_MESSAGES.missingScope);
    }
  });

  test('scopes × endpoints: with its scope, another merchant’s ids are unknown (404)', async () => {
    everything = (await newApiKey(t.app, team.tokens.owner, team.merchantA, API_KEY_SCOPES)).secret;
    const table = cases();
    for (const [name, endpoint] of Object.entries(publicApiEndpoints) as [
      EndpointName,
      Endpoint,
    ][]) {
      const c = table[name];
      const res = await call(everything, endpoint, c);
      assert.equal(res.statusCode, c.expect, `${name}: ${res.body}`);
      for (const id of [foreign.counterpartyId, foreign.webhookId, foreign.webhookEventId]) {
        assert.ok(!res.body.includes(id), `${name} shows B's ${id}`);
      }
    }
    const merchant = await callV1(t.app, everything, 'GET', publicApiEndpoints.merchant.path);
    assert.equal(merchant.json().id, team.merchantA);
    assert.equal(merchant.json().role, undefined);
  });

  test('institutions: Arara and every participant a payer can choose in open finance', async () => {
    const res = await callWithEverything(publicApiEndpoints.institutions, {});
    assert.equal(res.statusCode, 200, res.body);
    const ispbs = ZInstitutionsResponse.parse(res.json()).items.map((item) => item.ispb);
    for (const institution of OPEN_FINANCE_INSTITUTIONS)
      assert.ok(ispbs.includes(institution.ispb));
    assert.ok(ispbs.includes(ARARA_ISPB));
    assert.equal(new Set(ispbs).size, ispbs.length, 'each participant once');
  });

  test('balance and statement in / out read merchant A’s ledger', async () => {
    const balance = await callV1(t.app, everything, 'GET', publicApiEndpoints.balance.path);
    assert.equal(balance.statusCode, 200, balance.body);
    const summary = ZBalanceSummary.parse(balance.json());
    assert.equal(summary.available, summary.current - summary.blocked);
    const credits = ZStatementPage.parse(
      (await callV1(t.app, everything, 'GET', publicApiEndpoints.statementIn.path)).json(),
    );
    const debits = ZStatementPage.parse(
      (await callV1(t.app, everything, 'GET', publicApiEndpoints.statementOut.path)).json(),
    );
    assert.ok(credits.items.length > 0);
    assert.ok(credits.items.every((item) => item.amount > 0));
    assert.ok(debits.items.every((item) => item.amount < 0));
    const [first] = credits.items;
    assert.ok(first);
    const entry = await callWithEverything(publicApiEndpoints.statementEntry, {
      entryId: first.id,
    });
    assert.equal(entry.statusCode, 200, entry.body);
  });

  test('transfer between accounts: Idempotency-Key required, a retry answers the first', async () => {
    const [a0 = '', a1 = ''] = team.accounts.merchantA;
    const url = publicApiEndpoints.transfer.path;
    const payload = { fromVirtualAccountId: a0, toVirtualAccountId: a1, amount: 100 };
    const none = await callV1(t.app, everything, 'POST', url, { payload });
    assert.equal(none.statusCode, 400, none.body);
    const key = newKey();
    const first = await callV1(t.app, everything, 'POST', url, {
      payload,
      headers: { 'idempotency-key': key },
    });
    assert.equal(first.statusCode, 201, first.body);
    const again = await callV1(t.app, everything, 'POST', url, {
      payload,
      headers: { 'idempotency-key': key },
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().id, first.json().id);
    const tooMuch = await callV1(t.app, everything, 'POST', url, {
      payload: { ...payload, amount: 10 ** 13 },
      headers: { 'idempotency-key': newKey() },
    });
    assert.equal(tooMuch.statusCode, 400, tooMuch.body);
  });

  test('Pix cash-in: a dynamic QR code; cash-out: a Pix without step-up, idempotent', async () => {
    const [a0 = ''] = team.accounts.merchantA;
    const qr = await callV1(t.app, everything, 'POST', publicApiEndpoints.createQrCode.path, {
      payload: {
        type: 'dynamic',
        virtualAccountId: a0,
        amount: 2_500,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    assert.equal(qr.statusCode, 201, qr.body);

    const url = publicApiEndpoints.pixTransfer.path;
    const payload = {
      virtualAccountId: a0,
      destination: { type: 'key', key: '44555666000181' },
      amount: 321,
      description: 'API',
    };
    const key = newKey();
    const sent = await callV1(t.app, everything, 'POST', url, {
      payload,
      headers: { 'idempotency-key': key },
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const document = ZPaymentDocument.parse(sent.json());
    assert.equal(document.amount, 321);
    const replay = await callV1(t.app, everything, 'POST', url, {
      payload,
      headers: { 'idempotency-key': key },
    });
    assert.equal(replay.statusCode, 200, replay.body);
    assert.equal(replay.json().id, document.id);
    const otherBody = await callV1(t.app, everything, 'POST', url, {
      payload: { ...payload, amount: 322 },
      headers: { 'idempotency-key': key },
    });
    assert.equal(otherBody.statusCode, 409, otherBody.body);
  });

  test('an approval rule holds an API Pix (202) in the name of the key’s creator', async () => {
    const [a0 = ''] = team.accounts.merchantA;
    await addApprovalRule(t.app, team.tokens.owner, team.merchantA, {
      operation: 'pix',
      minAmount: 5_000,
      approverRole: 'admin',
      requiredApprovals: 1,
    });
    const sent = await callV1(t.app, everything, 'POST', publicApiEndpoints.pixTransfer.path, {
      payload: {
        virtualAccountId: a0,
        destination: { type: 'key', key: '44555666000181' },
        amount: 6_000,
      },
      headers: { 'idempotency-key': newKey() },
    });
    assert.equal(sent.statusCode, 202, sent.body);
    assert.equal(sent.json().status, 'pending');
  });

  test('webhooks: create (secret once), list, test event with its attempts, rotate, delete', async () => {
    const { bankAccountId } = await keyBankAccountOf(t.app, team.merchantA);
    const created = await callV1(t.app, everything, 'POST', publicApiEndpoints.createWebhook.path, {
      payload: { url: HOOK_URL, bankAccountId, events: ['pix_in', 'pix_out'] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const { webhook: hook, secret } = ZWebhookWithSecret.parse(created.json());
    assert.ok(secret.startsWith('whsec_'));
    const listed = await callV1(t.app, everything, 'GET', publicApiEndpoints.webhooks.path);
    const items = ZWebhooksResponse.parse(listed.json()).items;
    assert.deepEqual(
      items.map((item) => item.id),
      [hook.id],
    );
    assert.ok(!listed.body.includes(secret), 'a list never shows the secret');

    const params = { webhookId: hook.id };
    const tested = await callWithEverything(publicApiEndpoints.sendTestWebhookEvent, params);
    assert.equal(tested.statusCode, 202, tested.body);
    const event = ZWebhookEvent.parse(tested.json());
    const events = await callV1(t.app, everything, 'GET', publicApiEndpoints.webhookEvents.path, {
      query: { webhookId: hook.id },
    });
    assert.deepEqual(
      ZWebhookEventPage.parse(events.json()).items.map((item) => item.id),
      [event.id],
    );
    const detail = await callWithEverything(publicApiEndpoints.webhookEvent, {
      webhookEventId: event.id,
    });
    assert.equal(detail.statusCode, 200, detail.body);
    const { attemptLog, payload } = ZWebhookEventDetail.parse(detail.json());
    assert.deepEqual(attemptLog, []);
    assert.equal(payload.type, 'test');

    const rotated = await callWithEverything(publicApiEndpoints.rotateWebhookSecret, params);
    assert.equal(rotated.statusCode, 200, rotated.body);
    assert.notEqual(ZWebhookWithSecret.parse(rotated.json()).secret, secret);
    const removed = await callWithEverything(publicApiEndpoints.deleteWebhook, params);
    assert.equal(removed.statusCode, 204, removed.body);
    const gone = await callV1(t.app, everything, 'GET', publicApiEndpoints.webhooks.path);
    assert.deepEqual(ZWebhooksResponse.parse(gone.json()).items, []);
  });

  test('revoked and expired keys are refused at once (401)', async () => {
    const created = await newApiKey(t.app, team.tokens.owner, team.merchantA, ['balance.get']);
    const url = publicApiEndpoints.balance.path;
    assert.equal((await callV1(t.app, created.secret, 'GET', url)).statusCode, 200);
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    assert.ok(row?.lastUsedAt, 'lastUsedAt is recorded');

    await t.app.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(apiKeys.id, created.id));
    const expired = await callV1(t.app, created.secret, 'GET', url);
    assert.equal(expired.statusCode, 401);
    assert.equal(expired.json().error.fields.authorization, PUBLIC_API_MESSAGES.keyExpired);

    await t.app.db.update(apiKeys).set({ expiresAt: null }).where(eq(apiKeys.id, created.id));
    const revoke = await send(
      t.app,
      team.tokens.owner,
      'POST',
      endpointPath(apiKeyEndpoints.revoke, { merchantId: team.merchantA, apiKeyId: created.id }),
    );
    assert.equal(revoke.statusCode, 200, revoke.body);
    const revoked = await callV1(t.app, created.secret, 'GET', url);
    assert.equal(revoked.statusCode, 401);
    assert.equal(revoked.json().error.fields.authorization, PUBLIC_API_MESSAGES.keyRevoked);
  });
});

describe('public API v1 rate limit', () => {
  const t = useTestApp({
    rateLimits: { ...defaultRateLimits, apiKey: { perKey: { max: 3, windowSeconds: 60 } } },
  });
  const team = useTeamWithAccounts(t);

  test('a key over its limit gets 429 with Retry-After; another key is not affected', async () => {
    const first = await newApiKey(t.app, team.tokens.owner, team.merchantA, ['balance.get']);
    const url = publicApiEndpoints.balance.path;
    for (let i = 0; i < 3; i++) {
      assert.equal((await callV1(t.app, first.secret, 'GET', url)).statusCode, 200);
    }
    const limited = await callV1(t.app, first.secret, 'GET', url);
    assert.equal(limited.statusCode, 429, limited.body);
    assert.ok(Number(limited.headers['retry-after']) >= 1);

    const other = await newApiKey(t.app, team.tokens.owner, team.merchantB, ['balance.get']);
    assert.equal((await callV1(t.app, other.secret, 'GET', url)).statusCode, 200);
  });
});
