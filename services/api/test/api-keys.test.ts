import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import {
  API_KEY_MESSAGES,
  API_KEY_SCOPE_GROUPS,
  API_KEY_SCOPES,
  apiKeyEndpoints,
  endpointPath,
  ZApiKeysResponse,
  ZCreateApiKeyResponse,
} from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { apiKeys } from '../src/db/schema-api-keys';
import { newApiKey, revokeAllKeys } from './api-key-fixtures';
import { useTestApp } from './helper';
import { send, useSignedInTeam } from './member-fixtures';

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { error: { fields?: Record<string, string> } }).error.fields ?? {};

describe('API keys', () => {
  const t = useTestApp();
  const everyone = useSignedInTeam(t);
  const url = () => endpointPath(apiKeyEndpoints.create, { merchantId: everyone.merchantA });
  const revokeUrl = (apiKeyId: string, merchantId = everyone.merchantA) =>
    endpointPath(apiKeyEndpoints.revoke, { merchantId, apiKeyId });

  test('21 scopes in 7 groups, each once', () => {
    assert.equal(API_KEY_SCOPE_GROUPS.length, 7);
    assert.equal(API_KEY_SCOPES.length, 21);
    assert.equal(new Set(API_KEY_SCOPES).size, 21);
  });

  test('the secret is answered once; only its SHA-256 and prefix are stored', async () => {
    const created = await newApiKey(t.app, everyone.tokens.developer, everyone.merchantA, [
      'balance.get',
      'balance.get',
      'statement.in',
    ]);
    assert.match(created.secret, /^arara_sk_[0-9A-Za-z]{40}$/);
    assert.equal(created.prefix, created.secret.slice(0, 12));
    assert.deepEqual(created.scopes, ['balance.get', 'statement.in']);
    assert.equal(created.status, 'active');
    assert.equal(created.expiresAt, null);

    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    assert.ok(row);
    assert.equal(row.secretHash, createHash('sha256').update(created.secret).digest('hex'));
    assert.ok(!JSON.stringify(row).includes(created.secret), 'the secret is not stored');

    const list = await send(t.app, everyone.tokens.viewer, 'GET', url());
    assert.equal(list.statusCode, 200, list.body);
    assert.ok(!list.body.includes(created.secret));
    const items = ZApiKeysResponse.parse(list.json()).items;
    assert.equal(items[0]?.id, created.id);
    assert.equal(items[0]?.prefix, created.prefix);
  });

  test('only one active key: a second is a 409, after a revoke a new one is fine', async () => {
    const first = await newApiKey(t.app, everyone.tokens.owner, everyone.merchantA, [
      'balance.get',
    ]);
    const second = await send(t.app, everyone.tokens.owner, 'POST', url(), {
      payload: { name: 'Second', scopes: ['balance.get'] },
    });
    assert.equal(second.statusCode, 409, second.body);
    assert.equal(
      second.json().error.message,
      'Only one active API key is allowed. Please revoke the existing key first',
    );
    assert.equal(fieldsOf(second.body).apiKey, API_KEY_MESSAGES.oneActive);

    const revoked = await send(t.app, everyone.tokens.owner, 'POST', revokeUrl(first.id));
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal(revoked.json().status, 'revoked');
    assert.ok(revoked.json().revokedAt);
    const again = await send(t.app, everyone.tokens.owner, 'POST', revokeUrl(first.id));
    assert.equal(again.statusCode, 200, 'revoking a revoked key answers it again');

    const third = await send(t.app, everyone.tokens.owner, 'POST', url(), {
      payload: { name: 'Third', scopes: ['balance.get'] },
    });
    assert.equal(third.statusCode, 201, third.body);
  });

  test('two creates at once: one wins, the other is a 409', async () => {
    await revokeAllKeys(t.app, everyone.merchantA);
    const create = (name: string) =>
      send(t.app, everyone.tokens.owner, 'POST', url(), {
        payload: { name, scopes: ['balance.get'] },
      });
    const answers = await Promise.all([create('A'), create('B'), create('C')]);
    const statuses = answers.map((res) => res.statusCode).sort();
    assert.deepEqual(statuses, [201, 409, 409], answers.map((res) => res.body).join('\n'));
    const active = await t.app.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.merchantId, everyone.merchantA), eq(apiKeys.status, 'active')));
    assert.equal(active.length, 1);
  });

  test('an active key past its date no longer blocks a new one; it lists as expired', async () => {
    const old = await newApiKey(t.app, everyone.tokens.owner, everyone.merchantA, ['balance.get']);
    await t.app.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, old.id));
    const list = await send(t.app, everyone.tokens.owner, 'GET', url());
    assert.equal(ZApiKeysResponse.parse(list.json()).items[0]?.status, 'expired');
    const created = await send(t.app, everyone.tokens.owner, 'POST', url(), {
      payload: { name: 'Next', scopes: ['balance.get'] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, old.id));
    assert.equal(row?.status, 'expired');
  });

  test('validation: name and scopes required, known scopes, a future expiration', async () => {
    await revokeAllKeys(t.app, everyone.merchantA);
    const post = (payload: object) =>
      send(t.app, everyone.tokens.owner, 'POST', url(), { payload });
    const empty = await post({ name: '  ', scopes: [] });
    assert.equal(empty.statusCode, 400, empty.body);
    assert.deepEqual(fieldsOf(empty.body), {
      name: API_KEY_MESSAGES.nameRequired,
      scopes: API_KEY_MESSAGES.scopesRequired,
    });
    const missing = await post({});
    assert.equal(fieldsOf(missing.body).name, API_KEY_MESSAGES.nameRequired);
    assert.equal(fieldsOf(missing.body).scopes, API_KEY_MESSAGES.scopesRequired);
    const unknown = await post({ name: 'x', scopes: ['balance.get', 'root'] });
    assert.equal(unknown.statusCode, 400);
    assert.equal(fieldsOf(unknown.body)['scopes.1'], API_KEY_MESSAGES.invalidScope);
    const past = await post({
      name: 'x',
      scopes: ['balance.get'],
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    assert.equal(past.statusCode, 400, past.body);
    assert.equal(fieldsOf(past.body).expiresAt, API_KEY_MESSAGES.expiryInPast);
    const future = await post({
      name: 'x',
      scopes: ['balance.get'],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    assert.equal(future.statusCode, 201, future.body);
    assert.ok(ZCreateApiKeyResponse.parse(future.json()).expiresAt);
  });

  test('roles: a viewer reads but cannot create nor revoke (403)', async () => {
    const key = await newApiKey(t.app, everyone.tokens.owner, everyone.merchantA, ['balance.get']);
    await revokeAllKeys(t.app, everyone.merchantA);
    const create = await send(t.app, everyone.tokens.viewer, 'POST', url(), {
      payload: { name: 'x', scopes: ['balance.get'] },
    });
    assert.equal(create.statusCode, 403, create.body);
    const revoke = await send(t.app, everyone.tokens.viewer, 'POST', revokeUrl(key.id));
    assert.equal(revoke.statusCode, 403, revoke.body);
    const list = await send(t.app, everyone.tokens.viewer, 'GET', url());
    assert.equal(list.statusCode, 200);
  });

  test('another merchant: its keys are unknown (404)', async () => {
    const key = await newApiKey(t.app, everyone.tokens.owner, everyone.merchantA, ['balance.get']);
    const res = await send(
      t.app,
      everyone.other,
      'POST',
      revokeUrl(key.id, everyone.otherMerchantId),
    );
    assert.equal(res.statusCode, 404, res.body);
    const foreign = await send(t.app, everyone.other, 'POST', revokeUrl(key.id));
    assert.equal(foreign.statusCode, 404, foreign.body);
  });

  test('creating and revoking are audited', async () => {
    const key = await newApiKey(t.app, everyone.tokens.owner, everyone.merchantA, ['balance.get']);
    await send(t.app, everyone.tokens.owner, 'POST', revokeUrl(key.id));
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.merchantId, everyone.merchantA));
    const actions = rows.map((row) => row.action);
    assert.ok(actions.includes('api_key.create'));
    assert.ok(actions.includes('api_key.revoke'));
    const revoke = rows.find((row) => row.action === 'api_key.revoke' && row.path.includes(key.id));
    assert.ok(revoke, 'the revoke names the key in its path');
    assert.equal(revoke.statusCode, 200);
  });
});
