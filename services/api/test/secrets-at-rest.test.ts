import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { ZLoginResponse, ZTwoFactorSetupResponse } from '@arara/contracts';
import { eq, sql } from 'drizzle-orm';
import { userTwoFactor, users } from '../src/db/schema';
import { loggerOptions } from '../src/lib/log-redaction';
import { DEV_TOTP_ENCRYPTION_KEY, openTotpSecret } from '../src/lib/totp-encryption';
import {
  createTestApp,
  createVerifiedAccount,
  post,
  signIn,
  type TestApp,
  useTestApp,
} from './helper';
import { codeFor } from './totp';

describe('TOTP secrets at rest', () => {
  const t = useTestApp();

  let count = 0;
  const accountWithPendingSecret = async () => {
    count += 1;
    const account = {
      name: 'Sealed',
      email: `sealed.${count}@example.com`,
      password: 'pass-word-1',
    };
    await createVerifiedAccount(t.app, account);
    const { accessToken, user } = await signIn(t.app, account);
    const res = await post(t.app, '/auth/two-factor/setup', {}, { accessToken });
    const { secret } = ZTwoFactorSetupResponse.parse(res.json());
    return { account, accessToken, userId: user.id, secret };
  };
  /** Turns two-factor on with a code of `secret` (200, else the test fails). */
  const enableTwoFactor = async (password: string, accessToken: string, secret: string) => {
    const enabled = await post(
      t.app,
      '/auth/two-factor/enable',
      { code: codeFor(secret), password },
      { accessToken },
    );
    assert.equal(enabled.statusCode, 200, enabled.body);
  };
  const storedSecret = async (userId: string) => {
    const [row] = await t.app.db
      .select({ secret: userTwoFactor.secret })
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, userId));
    assert.ok(row);
    return row.secret;
  };

  test('the database holds the secret sealed (AES-256-GCM), never the base32 secret', async () => {
    const { account, accessToken, userId, secret } = await accountWithPendingSecret();
    const pending = await storedSecret(userId);
    assert.ok(!pending.includes(secret), 'pending secret not in clear');
    assert.match(pending, /^v1:[A-Za-z0-9_-]+$/);
    assert.equal(openTotpSecret(pending, DEV_TOTP_ENCRYPTION_KEY), secret);
    assert.throws(() => openTotpSecret(pending, Buffer.alloc(32, 1)), 'another key cannot open it');

    await enableTwoFactor(account.password, accessToken, secret);
    const on = await storedSecret(userId);
    assert.ok(!on.includes(secret), 'enabled secret not in clear');
    assert.equal(openTotpSecret(on), secret);
  });

  test('a secret stored in clear before encryption still works and is sealed on the next start', async () => {
    const { account, accessToken, userId, secret } = await accountWithPendingSecret();
    await enableTwoFactor(account.password, accessToken, secret);
    // As a row written by the previous version.
    await t.app.db.update(userTwoFactor).set({ secret }).where(eq(userTwoFactor.userId, userId));

    const login = ZLoginResponse.parse((await post(t.app, '/auth/login', account)).json());
    assert.ok(login.status === 'two_factor_required');
    // The code of the next step: the one of this step was used by enable.
    const next = codeFor(secret, 1);
    const res = await post(t.app, '/auth/login/two-factor', {
      challengeToken: login.challengeToken,
      code: next,
    });
    assert.equal(res.statusCode, 200, res.body);

    assert.equal(await t.app.repositories.twoFactor.sealPlaintextSecrets(), 1);
    const sealed = await storedSecret(userId);
    assert.ok(!sealed.includes(secret));
    assert.equal(openTotpSecret(sealed), secret);
  });
});

describe('logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        callback();
      },
    });
    t = await createTestApp({ seed: false, logger: { ...loggerOptions('info'), stream } });
  });
  after(async () => {
    await t.close();
  });

  test('request lines carry no query string (tokens in URLs stay out of the logs)', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/health?token=query-secret-123' });
    const logged = lines.join('\n');
    assert.match(logged, /"url":"\/health"/);
    assert.ok(!logged.includes('query-secret-123'), logged);
  });

  test('credentials in logged objects are redacted', async () => {
    lines.length = 0;
    t.app.log.info(
      {
        req: { headers: { authorization: 'Bearer header-secret', cookie: 'sid=cookie-secret' } },
        headers: { authorization: 'Bearer other-secret' },
        body: { password: 'password-secret', token: 'token-secret', code: '123456' },
        refreshToken: 'refresh-secret',
      },
      'something happened',
    );
    const logged = lines.join('\n');
    for (const secret of [
      'header-secret',
      'cookie-secret',
      'other-secret',
      'password-secret',
      'token-secret',
      '123456',
      'refresh-secret',
    ]) {
      assert.ok(!logged.includes(secret), `${secret} in ${logged}`);
    }
    assert.match(logged, /\[redacted\]/);
  });

  test('a failed SQL statement is logged with its text but without its parameters', async () => {
    lines.length = 0;
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$parameter-secret';
    try {
      await t.app.db.update(users).set({ passwordHash: hash }).where(sql`1 / 0 = 1`);
      assert.fail('the statement should fail');
    } catch (error) {
      t.app.log.error({ err: error }, 'request failed');
    }
    const logged = lines.join('\n');
    assert.match(logged, /Failed query: update \\"users\\"/);
    assert.match(logged, /"code":"22012"/, 'the SQLSTATE (division by zero) stays');
    assert.ok(!logged.includes('parameter-secret'), logged);
  });
});
