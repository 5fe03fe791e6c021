import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { like } from 'drizzle-orm';
import { rateLimitCounters } from '../src/db/schema';
import { useTestApp } from './helper';

/** The address a failed sign-in was counted against (per-address rate limit). */
describe('client address behind the /api proxy', () => {
  const t = useTestApp();

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

  /** A refused sign-in (401) from `remoteAddress` saying `forwardedFor`; the counted keys. */
  const countedAfterFailedLogin = async (remoteAddress: string, forwardedFor: string) => {
    assert.equal((await failedLogin(remoteAddress, forwardedFor)).statusCode, 401);
    return countedAddresses();
  };

  test('a client cannot pick its own address with X-Forwarded-For', async () => {
    const keys = await countedAfterFailedLogin('203.0.113.9', '198.51.100.1');
    assert.ok(
      keys.some((key) => key.endsWith('203.0.113.9')),
      keys.join(),
    );
    assert.ok(!keys.some((key) => key.includes('198.51.100.1')), keys.join());
  });

  test("the local proxy's X-Forwarded-For is the client address", async () => {
    const keys = await countedAfterFailedLogin('127.0.0.1', '198.51.100.2');
    assert.ok(
      keys.some((key) => key.endsWith('198.51.100.2')),
      keys.join(),
    );
  });

  test('IPv6 clients are counted per /64: another address in the same /64 is the same client', async () => {
    let count = 0;
    // A new e-mail each time: only the per-address limit is in play.
    const failed = (remoteAddress: string) => {
      count += 1;
      return t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: `someone.${count}@example.com`, password: 'wrong' },
        remoteAddress,
      });
    };
    // 20 failed sign-ins per address in 15 minutes: one per address of the /64 adds up.
    for (let i = 1; i <= 20; i++) {
      assert.equal((await failed(`2001:db8:aaaa:bbbb::${i.toString(16)}`)).statusCode, 401);
    }
    const next = await failed('2001:db8:aaaa:bbbb:ffff:ffff:ffff:fffe');
    assert.equal(next.statusCode, 429, next.body);
    // The next /64 is someone else.
    assert.equal((await failed('2001:db8:aaaa:bbbc::1')).statusCode, 401);
    const keys = await countedAddresses();
    assert.ok(keys.includes('login:ip:2001:db8:aaaa:bbbb::/64'), keys.join());
  });

  test('an IPv4-mapped IPv6 address is its IPv4 address', async () => {
    assert.equal((await failedLogin('::ffff:203.0.113.77', '198.51.100.9')).statusCode, 401);
    const keys = await countedAddresses();
    assert.ok(keys.includes('login:ip:203.0.113.77'), keys.join());
  });
});
