import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { like } from 'drizzle-orm';
import { rateLimitCounters } from '../src/db/schema';
import { createTestApp, type TestApp } from './helper';

/** The address a failed sign-in was counted against (per-address rate limit). */
describe('client address behind the /api proxy', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  const countedAddresses = async () =>
    (
      await t.app.db
        .select({ key: rateLimitCounters.key })
        .from(rateLimitCounters)
        .where(like(rateLimitCounters.key, '%:ip:%'))
    ).map((row) => row.key);

  const failedLogin = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  test('a client cannot pick its own address with X-Forwarded-For', async () => {
    assert.equal((await failedLogin('203.0.113.9', '198.51.100.1')).statusCode, 401);
    const keys = await countedAddresses();
    assert.ok(
      keys.some((key) => key.endsWith('203.0.113.9')),
      keys.join(),
    );
    assert.ok(!keys.some((key) => key.includes('198.51.100.1')), keys.join());
  });

  test("the local proxy's X-Forwarded-For is the client address", async () => {
    assert.equal((await failedLogin('127.0.0.1', '198.51.100.2')).statusCode, 401);
    const keys = await countedAddresses();
    assert.ok(
      keys.some((key) => key.endsWith('198.51.100.2')),
      keys.join(),
    );
  });
});
