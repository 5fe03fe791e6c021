import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, like } from 'drizzle-orm';
import { endpointPath, paymentEndpoints } from '@arara/contracts';
import { memberships, rateLimitCounters, users } from '../src/db/schema';
import { defaultRateLimits } from '../src/lib/rate-limits';
import {
  ADMIN,
  createTestApp,
  DEMO,
  freshAddress,
  latestLink,
  mailbox,
  post,
  signIn,
  type TestApp,
  tokenOf,
  useTestApp,
} from './helper';
import { signInEveryone } from './member-fixtures';

const RATE_LIMITED = { error: { code: 'RATE_LIMITED', message: 'Too many requests' } };
const LOGIN = defaultRateLimits.login;

describe('rate limits', () => {
  const t = useTestApp();

  const login = (email: string, password: string, address: string) =>
    post(t.app, '/auth/login', { email, password }, { address });

  const assertRateLimited = (res: Awaited<ReturnType<typeof post>>, windowSeconds: number) => {
    assert.equal(res.statusCode, 429);
    assert.deepEqual(res.json(), RATE_LIMITED);
    const retryAfter = Number(res.headers['retry-after']);
    assert.ok(
      Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= windowSeconds,
      `Retry-After ${res.headers['retry-after']}`,
    );
  };

  const account = { name: 'Locked Out', email: 'locked@example.com', password: 'pass-word-1' };

  test('the thresholds', () => {
    assert.deepEqual(defaultRateLimits, {
      login: {
        perEmail: { max: 5, windowSeconds: 900 },
        perAddress: { max: 20, windowSeconds: 900 },
      },
      passwordCheck: {
        perEmail: { max: 5, windowSeconds: 900 },
        perAddress: { max: 20, windowSeconds: 900 },
      },
      register: {
        perEmail: { max: 3, windowSeconds: 900 },
        perAddress: { max: 10, windowSeconds: 900 },
      },
      invitation: {
        perEmail: { max: 30, windowSeconds: 900 },
        perAddress: { max: 60, windowSeconds: 900 },
      },
      resendVerification: {
        perEmail: { max: 3, windowSeconds: 900 },
        perAddress: { max: 10, windowSeconds: 900 },
      },
      forgotPassword: {
        perEmail: { max: 3, windowSeconds: 900 },
        perAddress: { max: 10, windowSeconds: 900 },
      },
      twoFactor: {
        perEmail: { max: 5, windowSeconds: 900 },
        perAddress: { max: 20, windowSeconds: 900 },
      },
      twoFactorRevocation: {
        perEmail: { max: 3, windowSeconds: 900 },
        perAddress: { max: 10, windowSeconds: 900 },
      },
      paymentCode: {
        perEmail: { max: 10, windowSeconds: 900 },
        perAddress: { max: 30, windowSeconds: 900 },
      },
      pixKeyCode: {
        perEmail: { max: 3, windowSeconds: 900 },
        perAddress: { max: 30, windowSeconds: 900 },
      },
      pixKeyLookup: {
        perUser: { max: 60, windowSeconds: 60 },
        perMerchant: { max: 180, windowSeconds: 60 },
      },
      apiKey: { perKey: { max: 300, windowSeconds: 60 } },
      clientEvents: { perAddress: { max: 60, windowSeconds: 60 } },
    });
  });

  test('Pix confirmation codes: the 11th e-mail in the window is a 429 and sends nothing', async () => {
    const { accessToken } = await signIn(t.app, {
      email: 'manager@arara.dev',
      password: DEMO.password,
    });
    const [membership] = await t.app.db
      .select({ merchantId: memberships.merchantId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, 'manager@arara.dev'));
    assert.ok(membership);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(paymentEndpoints.pixCode, { merchantId: membership.merchantId }),
        remoteAddress: freshAddress(),
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { amount: 100, destination: { type: 'key', key: '44555666000181' } },
      });
    const max = defaultRateLimits.paymentCode.perEmail.max;
    for (let i = 0; i < max; i += 1) assert.equal((await ask()).statusCode, 200);
    const before = (await mailbox(t.app, 'manager@arara.dev')).length;
    const refused = await ask();
    assertRateLimited(refused, 900);
    assert.equal((await mailbox(t.app, 'manager@arara.dev')).length, before);
  });

  test('registrations are limited per client address: a script cannot mass-create accounts', async () => {
    const address = freshAddress();
    const max = defaultRateLimits.register.perAddress.max;
    const register = (i: number) =>
      post(
        t.app,
        '/auth/register',
        {
          name: 'Bulk Account',
          email: `bulk.${i}@example.com`,
          password: 'pass-word-bulk',
          acceptTerms: true,
        },
        { address },
      );
    for (let i = 0; i < max; i++) assert.equal((await register(i)).statusCode, 201, `#${i + 1}`);
    assertRateLimited(await register(max), 900);
    // Refused before anything was done: no account, no e-mail.
    assert.equal((await mailbox(t.app, `bulk.${max}@example.com`)).length, 0);
  });

  test('invitations are limited per inviting user: over the limit none of the batch is sent', async () => {
    const { accessToken } = await signIn(t.app, {
      email: 'other@arara.dev',
      password: DEMO.password,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const merchantId = me.json().merchants[0].id as string;
    const invite = (emails: string[]) =>
      post(
        t.app,
        '/invitations',
        { emails, role: 'viewer', merchantIds: [merchantId] },
        { accessToken },
      );
    const max = defaultRateLimits.invitation.perEmail.max;
    const batch = (from: number, size: number) =>
      Array.from({ length: size }, (_, i) => `invitee.${from + i}@example.com`);
    for (let sent = 0; sent < max; sent += 15) {
      const res = await invite(batch(sent, Math.min(15, max - sent)));
      assert.equal(res.statusCode, 200, res.body);
    }
    assertRateLimited(await invite(batch(max, 2)), 900);
    assert.equal((await mailbox(t.app, `invitee.${max}@example.com`)).length, 0);
  });

  test('the 6th failed sign-in for an account is a 429, even with the right password', async () => {
    const registered = await post(t.app, '/auth/register', { ...account, acceptTerms: true });
    assert.equal(registered.statusCode, 201);
    const link = await latestLink(t.app, account.email);
    await post(t.app, '/auth/verify-email', { email: account.email, token: tokenOf(link) });

    for (let i = 0; i < LOGIN.perEmail.max; i++) {
      // From a different address each time: the per-account limit is what stops it.
      const res = await login(account.email, 'wrong-password', freshAddress());
      assert.equal(res.statusCode, 401, `attempt ${i + 1}`);
    }
    assertRateLimited(
      await login(account.email, account.password, freshAddress()),
      LOGIN.perEmail.windowSeconds,
    );
    // Other accounts are not affected.
    assert.equal((await login(DEMO.email, DEMO.password, freshAddress())).statusCode, 200);

    const [counter] = await t.app.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `login:email:${account.email}`));
    assert.ok(counter, 'the counter is stored in the database');
    assert.ok(counter.count > LOGIN.perEmail.max);
  });

  test('once the window is over, the account can sign in again', async () => {
    await t.app.db
      .update(rateLimitCounters)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimitCounters.key, `login:email:${account.email}`));
    const res = await login(account.email.toUpperCase(), account.password, freshAddress());
    assert.equal(res.statusCode, 200);
  });

  test('a successful sign-in does not count as a failure', async () => {
    const address = freshAddress();
    for (let i = 0; i < LOGIN.perEmail.max - 1; i++) {
      assert.equal((await login(ADMIN.email, 'wrong-password', address)).statusCode, 401);
    }
    assert.equal((await login(ADMIN.email, ADMIN.password, address)).statusCode, 200);
    // The 5th failure is still allowed; only a 6th attempt is refused.
    assert.equal((await login(ADMIN.email, 'wrong-password', address)).statusCode, 401);
    assertRateLimited(await login(ADMIN.email, ADMIN.password, address), 900);
  });

  test('an address is limited after 20 failed sign-ins, whatever the accounts', async () => {
    const address = freshAddress();
    const perAccount = LOGIN.perEmail.max - 1;
    for (let i = 0; i < LOGIN.perAddress.max; i++) {
      const email = `spray-${Math.floor(i / perAccount)}@example.com`;
      const res = await login(email, 'guess-password', address);
      assert.equal(res.statusCode, 401, `attempt ${i + 1}`);
    }
    assertRateLimited(await login(DEMO.email, DEMO.password, address), 900);
    // The same account from another address is fine.
    assert.equal((await login(DEMO.email, DEMO.password, freshAddress())).statusCode, 200);
  });

  test('a password reset lifts the lock on the account', async () => {
    const email = account.email;
    for (let i = 0; i <= LOGIN.perEmail.max; i++) await login(email, 'wrong', freshAddress());
    assert.equal((await login(email, account.password, freshAddress())).statusCode, 429);

    assert.equal((await post(t.app, '/auth/forgot-password', { email })).statusCode, 202);
    const token = tokenOf(await latestLink(t.app, email));
    const reset = await post(t.app, '/auth/reset-password', { token, password: 'brand-new-1' });
    assert.equal(reset.statusCode, 200);
    assert.equal((await login(email, 'brand-new-1', freshAddress())).statusCode, 200);
  });

  for (const [url, policy] of [
    ['/auth/resend-verification', defaultRateLimits.resendVerification],
    ['/auth/forgot-password', defaultRateLimits.forgotPassword],
  ] as const) {
    test(`${url}: 3 per e-mail, 10 per client address`, async () => {
      const email = `${url.slice(6)}@example.com`;
      for (let i = 0; i < policy.perEmail.max; i++) {
        assert.equal((await post(t.app, url, { email })).statusCode, 202);
      }
      assertRateLimited(await post(t.app, url, { email }), policy.perEmail.windowSeconds);

      const address = freshAddress();
      for (let i = 0; i < policy.perAddress.max; i++) {
        const res = await post(t.app, url, { email: `other-${i}@example.com` }, { address });
        assert.equal(res.statusCode, 202);
      }
      assertRateLimited(
        await post(t.app, url, { email: 'yet-another@example.com' }, { address }),
        policy.perAddress.windowSeconds,
      );
    });
  }

  test('concurrent failures are all counted: no more than 5 get through', async () => {
    const email = 'concurrent@example.com';
    const results = await Promise.all(
      Array.from({ length: 12 }, () => login(email, 'wrong-password', freshAddress())),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    assert.deepEqual(statuses, [...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  test('expired counters are purged by the repository', async () => {
    const purged = await t.app.repositories.rateLimitCounters.deleteExpired(
      new Date(Date.now() + 3600 * 1000),
    );
    assert.ok(purged > 0);
    const left = await t.app.db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'login:%'));
    assert.deepEqual(left, []);
  });
});

describe('key lookups and Pix previews share one limit, per user and per merchant', () => {
  const lookup = (t: TestApp, token: string, key: string) =>
    t.app.inject({
      method: 'GET',
      url: '/pix-keys/lookup',
      query: { key },
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${token}` },
    });
  const preview = (t: TestApp, token: string, merchantId: string, key: string) =>
    post(
      t.app,
      endpointPath(paymentEndpoints.pixPreview, { merchantId }),
      { destination: { type: 'key', key } },
      { accessToken: token },
    );

  test('the 61st lookup or preview of a user in the window is a 429; another merchant’s user is not affected', async () => {
    const t = await createTestApp();
    try {
      const everyone = await signInEveryone(t);
      const token = everyone.tokens.admin;
      const { max, windowSeconds } = defaultRateLimits.pixKeyLookup.perUser;
      for (let i = 0; i < max; i += 1) {
        // Known and unknown keys alike, through either route: each one tells something.
        const key = i % 3 === 0 ? 'notfound@sandbox.arara.dev' : '44555666000181';
        const res =
          i % 2 === 0
            ? await lookup(t, token, key)
            : await preview(t, token, everyone.merchantA, key);
        assert.equal(res.statusCode, key === '44555666000181' ? 200 : 404, `request ${i + 1}`);
      }
      assertLimited(await preview(t, token, everyone.merchantA, '44555666000181'), windowSeconds);
      assertLimited(await lookup(t, token, '44555666000181'), windowSeconds);

      const other = await preview(t, everyone.other, everyone.otherMerchantId, '44555666000181');
      assert.equal(other.statusCode, 200, other.body);
      assert.equal((await lookup(t, everyone.other, '44555666000181')).statusCode, 200);
    } finally {
      await t.close();
    }
  });

  test('the team of a merchant shares the per-merchant budget', async () => {
    const t = await createTestApp({
      rateLimits: {
        ...defaultRateLimits,
        pixKeyLookup: {
          perUser: { max: 60, windowSeconds: 60 },
          perMerchant: { max: 3, windowSeconds: 60 },
        },
      },
    });
    try {
      const everyone = await signInEveryone(t);
      for (let i = 0; i < 3; i += 1) {
        const res = await preview(t, everyone.tokens.admin, everyone.merchantA, '44555666000181');
        assert.equal(res.statusCode, 200, res.body);
      }
      // Another member of the same merchant: its budget is spent.
      assertLimited(
        await preview(t, everyone.tokens.manager, everyone.merchantA, '44555666000181'),
        60,
      );
      const other = await preview(t, everyone.other, everyone.otherMerchantId, '44555666000181');
      assert.equal(other.statusCode, 200, other.body);
    } finally {
      await t.close();
    }
  });
});

function assertLimited(
  res: { statusCode: number; json: () => unknown; headers: Record<string, unknown> },
  windowSeconds: number,
) {
  assert.equal(res.statusCode, 429);
  assert.deepEqual(res.json(), RATE_LIMITED);
  const retryAfter = Number(res.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= windowSeconds, `Retry-After ${retryAfter}`);
}
