import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  ZLoginResponse,
  ZMeResponse,
  ZSignedInResponse,
  ZTwoFactorEnableResponse,
  ZTwoFactorSetupResponse,
} from '@arara/contracts';
import { eq, sql } from 'drizzle-orm';
import {
  merchants,
  oneTimeTokens,
  twoFactorRecoveryCodes,
  userTwoFactor,
  users,
} from '../src/db/schema';
import { hashOpaqueToken } from '../src/lib/opaque-token';
import {
  createVerifiedAccount,
  INVALID_TOKEN,
  latestLink,
  mailbox,
  type NewAccount,
  post,
  refreshTokenOf,
  refreshWithCookie,
  sessionOf,
  signIn,
  TEST_APP_URL,
  tokenOf,
  useTestApp,
} from './helper';
import { base32Decode, codeFor, totpAt, wrongCodeFor } from './totp';

const INVALID_CODE = (field: 'code' | 'recoveryCode' = 'code') => ({
  error: {
    code: 'INVALID_TWO_FACTOR_CODE',
    message: 'Invalid code, please try again',
    fields: { [field]: 'twoFactor.validation.invalidCode' },
  },
});

describe('independent TOTP of the test', () => {
  // RFC 6238 Appendix B, SHA-1 rows: 8 digits, secret "12345678901234567890".
  const key = Buffer.from('12345678901234567890', 'ascii');
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  for (const [time, expected] of vectors) {
    test(`T=${time} gives ${expected}`, () => {
      assert.equal(totpAt(key, time, 8), expected);
    });
  }

  test('base32 decoding of the same secret', () => {
    assert.deepEqual(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'), key);
  });
});

describe('two-factor authentication', () => {
  const t = useTestApp();

  let accountCount = 0;
  /** A verified account nobody else uses (each has its own rate-limit counters). */
  async function newAccount(): Promise<NewAccount> {
    accountCount += 1;
    const account = {
      name: 'Two Factor',
      email: `two.factor.${accountCount}@example.com`,
      password: 'pass-word-2fa',
    };
    await createVerifiedAccount(t.app, account);
    return account;
  }

  const setup = (accessToken: string) => post(t.app, '/auth/two-factor/setup', {}, { accessToken });
  // Signed in, turning two-factor on needs the password too (every account here has this one).
  const enable = (accessToken: string, code: string, password = 'pass-word-2fa') =>
    post(t.app, '/auth/two-factor/enable', { code, password }, { accessToken });
  const loginTwoFactor = (body: object, address?: string) =>
    post(t.app, '/auth/login/two-factor', body, address ? { address } : {});

  /** Signs in, sets up and enables two-factor with a code computed here. */
  async function accountWithTwoFactor() {
    const account = await newAccount();
    const { accessToken } = await signIn(t.app, account);
    const started = ZTwoFactorSetupResponse.parse((await setup(accessToken)).json());
    const enabled = await enable(accessToken, codeFor(started.secret));
    assert.equal(enabled.statusCode, 200, enabled.body);
    const { recoveryCodes } = ZTwoFactorEnableResponse.parse(enabled.json());
    return { account, accessToken, secret: started.secret, recoveryCodes };
  }

  /** The challenge token of a password sign-in of a user with two-factor on. */
  async function challengeOf(account: NewAccount): Promise<string> {
    const res = await post(t.app, '/auth/login', account);
    assert.equal(res.statusCode, 200, res.body);
    const body = ZLoginResponse.parse(res.json());
    assert.equal(body.status, 'two_factor_required');
    assert.ok(body.status === 'two_factor_required');
    return body.challengeToken;
  }

  const me = async (accessToken: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    return ZMeResponse.parse(res.json());
  };

  describe('setup and enable', () => {
    test('setup gives a base32 secret and an otpauth URI for the e-mail; a code enables', async () => {
      const account = await newAccount();
      const { accessToken, user } = await signIn(t.app, account);
      assert.equal(user.twoFactorEnabled, false);

      const res = await setup(accessToken);
      assert.equal(res.statusCode, 200, res.body);
      const { secret, otpauthUrl } = ZTwoFactorSetupResponse.parse(res.json());
      assert.match(secret, /^[A-Z2-7]{32}$/);
      const uri = new URL(otpauthUrl);
      assert.equal(uri.protocol, 'otpauth:');
      assert.equal(uri.host, 'totp');
      assert.equal(decodeURIComponent(uri.pathname), `/Arara:${account.email}`);
      assert.equal(uri.searchParams.get('secret'), secret);
      assert.equal(uri.searchParams.get('issuer'), 'Arara');

      // Pending: not on yet.
      assert.equal((await me(accessToken)).user.twoFactorEnabled, false);

      const enabled = await enable(accessToken, codeFor(secret));
      assert.equal(enabled.statusCode, 200, enabled.body);
      const { recoveryCodes, session } = ZTwoFactorEnableResponse.parse(enabled.json());
      assert.equal(recoveryCodes.length, 10);
      assert.equal(new Set(recoveryCodes).size, 10);
      assert.equal(session, undefined);
      assert.equal((await me(accessToken)).user.twoFactorEnabled, true);

      // Only hashes are stored.
      const [row] = await t.app.db.select().from(users).where(eq(users.email, account.email));
      assert.ok(row);
      const stored = await t.app.db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.userId, row.id));
      assert.equal(stored.length, 10);
      for (const code of recoveryCodes) {
        assert.ok(!stored.some((s) => s.codeHash.includes(code)));
      }
    });

    test('setup again before enabling replaces the pending secret', async () => {
      const account = await newAccount();
      const { accessToken } = await signIn(t.app, account);
      const first = ZTwoFactorSetupResponse.parse((await setup(accessToken)).json());
      const second = ZTwoFactorSetupResponse.parse((await setup(accessToken)).json());
      assert.notEqual(first.secret, second.secret);
      assert.deepEqual((await enable(accessToken, codeFor(first.secret))).json(), INVALID_CODE());
      assert.equal((await enable(accessToken, codeFor(second.secret))).statusCode, 200);
    });

    test('a wrong code does not enable', async () => {
      const account = await newAccount();
      const { accessToken } = await signIn(t.app, account);
      const { secret } = ZTwoFactorSetupResponse.parse((await setup(accessToken)).json());
      const res = await enable(accessToken, wrongCodeFor(secret));
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), INVALID_CODE());
      assert.equal((await me(accessToken)).user.twoFactorEnabled, false);
    });

    test('a code must be 6 digits', async () => {
      const account = await newAccount();
      const { accessToken } = await signIn(t.app, account);
      await setup(accessToken);
      for (const [code, key] of [
        ['12345', 'twoFactor.validation.codeDigits'],
        ['abcdef', 'twoFactor.validation.codeDigits'],
        ['', 'twoFactor.validation.setupCodeRequired'],
      ] as const) {
        const res = await enable(accessToken, code);
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().error.fields.code, key);
      }
    });

    test('signed in, turning it on needs the password: missing or wrong is a field error', async () => {
      const account = await newAccount();
      const { accessToken } = await signIn(t.app, account);
      const { secret } = ZTwoFactorSetupResponse.parse((await setup(accessToken)).json());
      const missing = await post(
        t.app,
        '/auth/two-factor/enable',
        { code: codeFor(secret) },
        { accessToken },
      );
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json().error.fields, { password: 'validation.required' });
      const wrong = await enable(accessToken, codeFor(secret), 'not-the-password');
      assert.equal(wrong.statusCode, 400);
      assert.deepEqual(wrong.json().error.fields, { password: 'validation.wrongPassword' });
      assert.equal((await me(accessToken)).user.twoFactorEnabled, false);
      assert.equal((await enable(accessToken, codeFor(secret))).statusCode, 200);
    });

    test("turning it on or off ends the user's other sessions, not this one", async () => {
      const account = await newAccount();
      const here = await signIn(t.app, account);
      const elsewhere = await signIn(t.app, account);
      const { secret } = ZTwoFactorSetupResponse.parse((await setup(here.accessToken)).json());
      assert.equal((await enable(here.accessToken, codeFor(secret))).statusCode, 200);
      const refresh = (refreshToken: string) => refreshWithCookie(t.app, refreshToken);
      assert.equal((await refresh(elsewhere.refreshToken)).statusCode, 401);
      const ended = await t.app.inject({
        method: 'GET',
        url: '/me',
        headers: { authorization: `Bearer ${elsewhere.accessToken}` },
      });
      assert.equal(ended.statusCode, 401);
      assert.equal((await me(here.accessToken)).user.twoFactorEnabled, true);

      // A second device signs in with a code; turning it off here signs that one out.
      const challengeToken = await challengeOf(account);
      const other = await loginTwoFactor({ challengeToken, code: codeFor(secret, 1) });
      assert.equal(other.statusCode, 200, other.body);
      const { refreshToken } = sessionOf(other);
      // The app's code of a later step than the one used (replays are refused).
      await t.app.db.execute(
        sql`update user_two_factor set last_used_step = null
             where user_id = (select id from users where email = ${account.email})`,
      );
      const disabled = await post(
        t.app,
        '/auth/two-factor/disable',
        { code: codeFor(secret) },
        { accessToken: here.accessToken },
      );
      assert.equal(disabled.statusCode, 204, disabled.body);
      assert.equal((await refresh(refreshToken)).statusCode, 401);
      assert.equal((await me(here.accessToken)).user.twoFactorEnabled, false);
    });

    test('enable twice, or setup when enabled: 409', async () => {
      const { accessToken, secret } = await accountWithTwoFactor();
      const again = await enable(accessToken, codeFor(secret, 1));
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().error.code, 'CONFLICT');
      assert.equal((await setup(accessToken)).statusCode, 409);
    });

    test('enable before setup: 409; without a session or setup token: 401', async () => {
      const account = await newAccount();
      const { accessToken } = await signIn(t.app, account);
      assert.equal((await enable(accessToken, '123456')).statusCode, 409);
      assert.equal((await post(t.app, '/auth/two-factor/setup', {})).statusCode, 401);
      assert.equal(
        (await post(t.app, '/auth/two-factor/enable', { code: '123456' })).statusCode,
        401,
      );
    });
  });

  describe('sign-in with a code', () => {
    test('the password leads to a challenge, the code to a session', async () => {
      const { account, secret } = await accountWithTwoFactor();
      const res = await post(t.app, '/auth/login', account);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), ['challengeToken', 'status']);
      assert.equal(body.status, 'two_factor_required');

      // The code of the enable step is spent: the next step's code is accepted (± 1 step).
      const signed = await loginTwoFactor({
        challengeToken: body.challengeToken,
        code: codeFor(secret, 1),
      });
      assert.equal(signed.statusCode, 200, signed.body);
      const session = ZSignedInResponse.parse(signed.json());
      assert.equal(session.status, 'signed_in');
      // The refresh token is in the httpOnly cookie only, never in the body.
      assert.equal('refreshToken' in signed.json(), false);
      assert.equal((await refreshWithCookie(t.app, refreshTokenOf(signed))).statusCode, 200);
      assert.equal(session.user.email, account.email);
      assert.equal(session.user.twoFactorEnabled, true);
      assert.equal((await me(session.accessToken)).user.email, account.email);

      // The challenge is consumed by the success.
      const again = await loginTwoFactor({
        challengeToken: body.challengeToken,
        code: codeFor(secret, 1),
      });
      assert.deepEqual(again.json(), INVALID_TOKEN);
    });

    test('the same code cannot be used twice (replay), even with a new challenge', async () => {
      const { account, secret } = await accountWithTwoFactor();
      const code = codeFor(secret, 1);
      const first = await loginTwoFactor({ challengeToken: await challengeOf(account), code });
      assert.equal(first.statusCode, 200, first.body);

      const replay = await loginTwoFactor({ challengeToken: await challengeOf(account), code });
      assert.equal(replay.statusCode, 400);
      assert.deepEqual(replay.json(), INVALID_CODE());
      // The code used at enable time is older still: refused as well.
      const older = await loginTwoFactor({
        challengeToken: await challengeOf(account),
        code: codeFor(secret, 0),
      });
      assert.deepEqual(older.json(), INVALID_CODE());
    });

    test('a wrong code is refused and the challenge stays usable', async () => {
      const { account, secret } = await accountWithTwoFactor();
      const challengeToken = await challengeOf(account);
      const wrong = await loginTwoFactor({ challengeToken, code: wrongCodeFor(secret) });
      assert.equal(wrong.statusCode, 400);
      assert.deepEqual(wrong.json(), INVALID_CODE());
      const right = await loginTwoFactor({ challengeToken, code: codeFor(secret, 1) });
      assert.equal(right.statusCode, 200, right.body);
    });

    test('a recovery code works once, in place of a code', async () => {
      const { account, recoveryCodes } = await accountWithTwoFactor();
      const recoveryCode = recoveryCodes[3];
      assert.ok(recoveryCode);
      const first = await loginTwoFactor({
        challengeToken: await challengeOf(account),
        // Typed back in capitals with spaces: still the same code.
        recoveryCode: ` ${recoveryCode.toUpperCase()} `,
      });
      assert.equal(first.statusCode, 200, first.body);

      const second = await loginTwoFactor({
        challengeToken: await challengeOf(account),
        recoveryCode,
      });
      assert.equal(second.statusCode, 400);
      assert.deepEqual(second.json(), INVALID_CODE('recoveryCode'));

      const unknown = await loginTwoFactor({
        challengeToken: await challengeOf(account),
        recoveryCode: 'aaaaa-bbbbb',
      });
      assert.deepEqual(unknown.json(), INVALID_CODE('recoveryCode'));
    });

    test('a wrong, expired or other-purpose challenge token: Invalid Token', async () => {
      const { account, secret } = await accountWithTwoFactor();
      const madeUp = await loginTwoFactor({ challengeToken: 'made-up', code: codeFor(secret, 1) });
      assert.equal(madeUp.statusCode, 400);
      assert.deepEqual(madeUp.json(), INVALID_TOKEN);

      const challengeToken = await challengeOf(account);
      await t.app.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.tokenHash, hashOpaqueToken(challengeToken)));
      const expired = await loginTwoFactor({ challengeToken, code: codeFor(secret, 1) });
      assert.deepEqual(expired.json(), INVALID_TOKEN);

      // Nothing was used: a fresh challenge with the same code signs in.
      const fresh = await loginTwoFactor({
        challengeToken: await challengeOf(account),
        code: codeFor(secret, 1),
      });
      assert.equal(fresh.statusCode, 200, fresh.body);
    });

    test('neither or both of code and recovery code: 400 with the field message', async () => {
      const res = await loginTwoFactor({ challengeToken: 'x' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error.fields.code, 'twoFactor.validation.codeRequired');
      const both = await loginTwoFactor({ challengeToken: 'x', code: '123456', recoveryCode: 'a' });
      assert.equal(both.statusCode, 400);
    });

    test('codes are rate limited per account: 429 with Retry-After, even for a right code', async () => {
      const { account, secret } = await accountWithTwoFactor();
      const challengeToken = await challengeOf(account);
      for (let i = 0; i < 5; i += 1) {
        // A new address each time: the per-account limit is the one reached.
        const res = await loginTwoFactor({ challengeToken, code: wrongCodeFor(secret) });
        assert.equal(res.statusCode, 400);
      }
      const limited = await loginTwoFactor({ challengeToken, code: codeFor(secret, 1) });
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.json().error.code, 'RATE_LIMITED');
      const retryAfter = Number(limited.headers['retry-after']);
      assert.ok(retryAfter >= 1 && retryAfter <= 900, `Retry-After ${retryAfter}`);
    });

    test('codes are rate limited per address across accounts', async () => {
      const address = '2001:db8:2fa::1';
      const accounts = await Promise.all([1, 2, 3, 4, 5].map(() => accountWithTwoFactor()));
      let count = 0;
      for (const { account, secret } of accounts) {
        const challengeToken = await challengeOf(account);
        for (let i = 0; i < 4 && count < 20; i += 1, count += 1) {
          const res = await loginTwoFactor({ challengeToken, code: wrongCodeFor(secret) }, address);
          assert.equal(res.statusCode, 400);
        }
      }
      const last = accounts[4];
      assert.ok(last);
      const limited = await loginTwoFactor(
        { challengeToken: await challengeOf(last.account), code: codeFor(last.secret, 1) },
        address,
      );
      assert.equal(limited.statusCode, 429);
    });
  });

  describe('disable', () => {
    const disable = (accessToken: string, code: string) =>
      post(t.app, '/auth/two-factor/disable', { code }, { accessToken });

    test('needs a right code; then sign-in asks no code', async () => {
      const { account, accessToken, secret } = await accountWithTwoFactor();
      const wrong = await disable(accessToken, wrongCodeFor(secret));
      assert.equal(wrong.statusCode, 400);
      assert.deepEqual(wrong.json(), INVALID_CODE());
      assert.equal((await disable(accessToken, '')).statusCode, 400);
      assert.equal((await me(accessToken)).user.twoFactorEnabled, true);

      const res = await disable(accessToken, codeFor(secret, 1));
      assert.equal(res.statusCode, 204, res.body);
      assert.equal((await me(accessToken)).user.twoFactorEnabled, false);
      const login = ZLoginResponse.parse((await post(t.app, '/auth/login', account)).json());
      assert.equal(login.status, 'signed_in');

      const [row] = await t.app.db.select().from(users).where(eq(users.email, account.email));
      assert.ok(row);
      assert.deepEqual(
        await t.app.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, row.id)),
        [],
      );
      assert.deepEqual(
        await t.app.db
          .select()
          .from(twoFactorRecoveryCodes)
          .where(eq(twoFactorRecoveryCodes.userId, row.id)),
        [],
      );
      // Nothing left to turn off.
      assert.equal((await disable(accessToken, codeFor(secret, 1))).statusCode, 409);
    });

    test('a recovery code also turns it off; without a session: 401', async () => {
      const { accessToken, recoveryCodes } = await accountWithTwoFactor();
      assert.equal(
        (await post(t.app, '/auth/two-factor/disable', { code: '123456' })).statusCode,
        401,
      );
      const res = await disable(accessToken, recoveryCodes[0] ?? '');
      assert.equal(res.statusCode, 204, res.body);
    });
  });

  describe('revocation by e-mail', () => {
    test('lost device: e-mailed link turns two-factor off once; then sign-in asks no code', async () => {
      const { account } = await accountWithTwoFactor();
      const challengeToken = await challengeOf(account);
      const asked = await post(t.app, '/auth/two-factor/revocation', { challengeToken });
      assert.equal(asked.statusCode, 202, asked.body);

      const [message] = await mailbox(t.app, account.email);
      assert.ok(message);
      // Registered without a language: pt-BR, the default.
      assert.equal(message.subject, 'Desativar a autenticação em dois fatores');
      const link = await latestLink(t.app, account.email);
      assert.equal(link.origin + link.pathname, `${TEST_APP_URL}/confirm-2fa-revocation`);
      const token = tokenOf(link);
      const [stored] = await t.app.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, hashOpaqueToken(token)));
      assert.equal(stored?.purpose, 'revoke_two_factor');

      // Until the link is used, the code is still needed.
      assert.equal(
        ZLoginResponse.parse((await post(t.app, '/auth/login', account)).json()).status,
        'two_factor_required',
      );

      const revoked = await post(t.app, '/auth/two-factor/revoke', { token });
      assert.equal(revoked.statusCode, 204, revoked.body);
      const login = ZLoginResponse.parse((await post(t.app, '/auth/login', account)).json());
      assert.equal(login.status, 'signed_in');
      assert.ok(login.status === 'signed_in');
      assert.equal(login.user.twoFactorEnabled, false);

      const reused = await post(t.app, '/auth/two-factor/revoke', { token });
      assert.equal(reused.statusCode, 400);
      assert.deepEqual(reused.json(), INVALID_TOKEN);
    });

    test('a made-up or expired token: Invalid Token; a challenge is needed to ask', async () => {
      assert.deepEqual(
        (await post(t.app, '/auth/two-factor/revoke', { token: 'made-up' })).json(),
        INVALID_TOKEN,
      );
      assert.deepEqual(
        (await post(t.app, '/auth/two-factor/revocation', { challengeToken: 'made-up' })).json(),
        INVALID_TOKEN,
      );

      const { account } = await accountWithTwoFactor();
      await post(t.app, '/auth/two-factor/revocation', {
        challengeToken: await challengeOf(account),
      });
      const token = tokenOf(await latestLink(t.app, account.email));
      await t.app.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.tokenHash, hashOpaqueToken(token)));
      assert.deepEqual(
        (await post(t.app, '/auth/two-factor/revoke', { token })).json(),
        INVALID_TOKEN,
      );
      assert.equal(
        ZLoginResponse.parse((await post(t.app, '/auth/login', account)).json()).status,
        'two_factor_required',
      );
    });
  });

  describe('a merchant that requires two-factor', () => {
    const OTHER = { email: 'other@arara.dev', password: 'Arara@2026' };

    test('sign-in leads to setup; enable with the setup token opens the session', async () => {
      await t.app.db.execute(
        sql`update ${merchants} set require_two_factor = true where id in (select merchant_id from memberships m join users u on u.id = m.user_id where u.email = ${OTHER.email})`,
      );
      const res = await post(t.app, '/auth/login', OTHER);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), ['setupToken', 'status']);
      assert.equal(body.status, 'two_factor_setup_required');
      const { setupToken } = body;

      const started = await post(t.app, '/auth/two-factor/setup', { setupToken });
      assert.equal(started.statusCode, 200, started.body);
      const { secret, otpauthUrl } = ZTwoFactorSetupResponse.parse(started.json());
      assert.match(decodeURIComponent(otpauthUrl), /Arara:other@arara\.dev/);

      const wrong = await post(t.app, '/auth/two-factor/enable', {
        setupToken,
        code: wrongCodeFor(secret),
      });
      assert.deepEqual(wrong.json(), INVALID_CODE());

      const enabled = await post(t.app, '/auth/two-factor/enable', {
        setupToken,
        code: codeFor(secret),
      });
      assert.equal(enabled.statusCode, 200, enabled.body);
      const { recoveryCodes, session } = ZTwoFactorEnableResponse.parse(enabled.json());
      assert.equal(recoveryCodes.length, 10);
      assert.ok(session);
      assert.equal('refreshToken' in enabled.json().session, false);
      assert.equal((await refreshWithCookie(t.app, refreshTokenOf(enabled))).statusCode, 200);
      assert.equal(session.user.email, OTHER.email);
      assert.equal(session.user.twoFactorEnabled, true);
      assert.equal((await me(session.accessToken)).user.twoFactorEnabled, true);

      // The setup token is spent.
      const reuse = await post(t.app, '/auth/two-factor/setup', { setupToken });
      assert.deepEqual(reuse.json(), INVALID_TOKEN);

      // From now on the sign-in asks for the code.
      const next = ZLoginResponse.parse((await post(t.app, '/auth/login', OTHER)).json());
      assert.equal(next.status, 'two_factor_required');
    });

    test('a challenge token is not a setup token', async () => {
      const { account } = await accountWithTwoFactor();
      const challengeToken = await challengeOf(account);
      assert.deepEqual(
        (await post(t.app, '/auth/two-factor/setup', { setupToken: challengeToken })).json(),
        INVALID_TOKEN,
      );
    });
  });
});
