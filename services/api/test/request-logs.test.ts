import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  endpointPath,
  publicApiEndpoints,
  requestLogEndpoints,
  ZRequestLogDetail,
  ZRequestLogPage,
} from '@arara/contracts';
import { eq, isNull } from 'drizzle-orm';
import { apiRequestLogs } from '../src/db/schema-api-keys';
import { pruneRequestLogs } from '../src/services/request-logs';
import { callV1, newApiKey } from './api-key-fixtures';
import { useTestApp } from './helper';
import { newKey, send, useTeamWithAccounts } from './member-fixtures';

describe('public API request logs', () => {
  const t = useTestApp();
  const team = useTeamWithAccounts(t);
  const listUrl = () => endpointPath(requestLogEndpoints.list, { merchantId: team.merchantA });
  const list = async (query: Record<string, string> = {}) => {
    const res = await send(t.app, team.tokens.viewer, 'GET', listUrl(), { query });
    assert.equal(res.statusCode, 200, res.body);
    return ZRequestLogPage.parse(res.json());
  };

  test('every /v1 request is logged, refused ones too, its bodies redacted', async () => {
    const key = await newApiKey(t.app, team.tokens.owner, team.merchantA, [
      'balance.get',
      'pix.cashout',
    ]);
    const [a0 = ''] = team.accounts.merchantA;
    const ok = await callV1(t.app, key.secret, 'GET', publicApiEndpoints.balance.path, {
      query: { virtualAccountId: a0, token: 'should-not-be-kept' },
    });
    assert.equal(ok.statusCode, 200);
    assert.ok(ok.headers['x-request-id']);
    const pix = await callV1(t.app, key.secret, 'POST', publicApiEndpoints.pixTransfer.path, {
      payload: {
        virtualAccountId: a0,
        destination: { type: 'key', key: '44555666000181' },
        amount: 150,
        description: 'Pedido 42',
      },
      headers: { 'idempotency-key': newKey() },
    });
    assert.equal(pix.statusCode, 201, pix.body);
    const forbidden = await callV1(t.app, key.secret, 'GET', publicApiEndpoints.institutions.path);
    assert.equal(forbidden.statusCode, 403);
    await callV1(t.app, 'garbage', 'GET', publicApiEndpoints.balance.path);

    const page = await list();
    const statuses = page.items.map((item) => `${item.method} ${item.path} ${item.status}`);
    assert.deepEqual(statuses.slice(0, 3), [
      'GET /v1/institutions 403',
      'POST /v1/pix/transfers 201',
      'GET /v1/balance 200',
    ]);
    const [, pixLog, balanceLog] = page.items;
    assert.ok(pixLog && balanceLog);
    assert.equal(pixLog.keyPrefix, key.prefix);
    assert.equal(pixLog.apiKeyId, key.id);
    assert.equal(balanceLog.requestId, ok.headers['x-request-id']);
    assert.ok(!balanceLog.path.includes('?'), 'no query string in the path');

    const detail = await send(
      t.app,
      team.tokens.viewer,
      'GET',
      endpointPath(requestLogEndpoints.get, {
        merchantId: team.merchantA,
        requestLogId: pixLog.id,
      }),
    );
    assert.equal(detail.statusCode, 200, detail.body);
    const body = ZRequestLogDetail.parse(detail.json());
    const request = body.requestBody as { destination: { key: string }; amount: number };
    assert.equal(request.destination.key, '[REDACTED]');
    assert.equal(request.amount, 150);
    assert.ok(!detail.body.includes('44555666000181'), 'the Pix key is nowhere');
    assert.ok(body.responseBody, 'the response is kept');
    const balanceDetail = await send(
      t.app,
      team.tokens.viewer,
      'GET',
      endpointPath(requestLogEndpoints.get, {
        merchantId: team.merchantA,
        requestLogId: balanceLog.id,
      }),
    );
    // The query as the endpoint parsed it: what it does not know is not kept.
    assert.deepEqual(balanceDetail.json().query, { virtualAccountId: a0 });
    assert.ok(!JSON.stringify(await t.app.db.select().from(apiRequestLogs)).includes(key.secret));

    // The garbage bearer names no merchant: kept, but shown to nobody.
    const orphans = await t.app.db
      .select()
      .from(apiRequestLogs)
      .where(isNull(apiRequestLogs.merchantId));
    assert.equal(orphans.length, 1);
    assert.equal(orphans[0]?.status, 401);
  });

  test('filters: status class, path, period; keyset pages', async () => {
    const errors = await list({ statusClass: '4xx' });
    assert.ok(errors.items.length > 0);
    assert.ok(errors.items.every((item) => item.status >= 400 && item.status < 500));
    const pix = await list({ path: 'PIX/trans' });
    assert.ok(pix.items.length > 0);
    assert.ok(pix.items.every((item) => item.path === '/v1/pix/transfers'));
    const [keyed] = pix.items;
    assert.ok(keyed?.apiKeyId);
    const ofKey = await list({ apiKeyId: keyed.apiKeyId });
    assert.ok(ofKey.items.length > 0);
    assert.ok(ofKey.items.every((item) => item.apiKeyId === keyed.apiKeyId));
    // Another key's request is in the list, not in the first key's.
    const other = await newApiKey(t.app, team.tokens.owner, team.merchantA, ['balance.get']);
    await callV1(t.app, other.secret, 'GET', publicApiEndpoints.balance.path);
    assert.equal((await list({ apiKeyId: other.id })).items.length, 1);
    assert.equal((await list({ apiKeyId: keyed.apiKeyId })).items.length, ofKey.items.length);
    for (const apiKeyId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      assert.deepEqual((await list({ apiKeyId })).items, [], apiKeyId);
    }
    const future = await list({ from: new Date(Date.now() + 60_000).toISOString() });
    assert.deepEqual(future.items, []);

    const all = await list();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list({
        limit: '1',
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    assert.deepEqual(
      seen,
      all.items.map((item) => item.id),
    );

    const bad = await send(t.app, team.tokens.viewer, 'GET', listUrl(), {
      query: { statusClass: '3xx' },
    });
    assert.equal(bad.statusCode, 400);
    const badCursor = await send(t.app, team.tokens.viewer, 'GET', listUrl(), {
      query: { cursor: 'bm9wZQ' },
    });
    assert.equal(badCursor.statusCode, 400, badCursor.body);
  });

  test('another merchant cannot read the logs (404)', async () => {
    const [log] = (await list()).items;
    assert.ok(log);
    const res = await send(
      t.app,
      team.other,
      'GET',
      endpointPath(requestLogEndpoints.get, {
        merchantId: team.otherMerchantId,
        requestLogId: log.id,
      }),
    );
    assert.equal(res.statusCode, 404, res.body);
    const listed = await send(t.app, team.other, 'GET', listUrl());
    assert.equal(listed.statusCode, 404);
  });

  test('pruning drops the logs older than the retention', async () => {
    const [log] = (await list()).items;
    assert.ok(log);
    await t.app.db
      .update(apiRequestLogs)
      .set({ at: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(apiRequestLogs.id, log.id));
    const pruned = await pruneRequestLogs(t.app.deps, 30);
    assert.equal(pruned, 1);
    assert.ok(!(await list()).items.some((item) => item.id === log.id));
  });
});
