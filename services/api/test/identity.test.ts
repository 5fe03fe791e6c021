import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ZRegisterResponse } from '@arara/contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { memberships, oneTimeTokens, refreshTokens, users } from '../src/db/schema';
import { hashOpaqueToken } from '../src/lib/opaque-token';
import {
  assertError,
  createVerifiedAccount,
  DEMO,
  INVALID_TOKEN,
  latestLink,
  mailbox,
  type NewAccount,
  post,
  queryRows,
  refreshWithCookie,
  register,
  signIn,
  TEST_APP_URL,
  tokenOf,
  useTestApp,
} from './helper';

describe('identity', () => {
  const t = useTestApp();

  const login = (credentials: { email: string; password: string }) =>
    post(t.app, '/auth/login', credentials);
  const verify = (email: string | null, token: string) =>
    post(t.app, '/auth/verify-email', { email, token });
  const resend = (email: string) => post(t.app, '/auth/resend-verification', { email });
  const forgot = (email: string) => post(t.app, '/auth/forgot-password', { email });
  const reset = (token: string, password: string) =>
    post(t.app, '/auth/reset-password', { token, password });
  const refresh = (refreshToken: string) => refreshWithCookie(t.app, refreshToken);
  const userRow = async (email: string) => {
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    assert.ok(row, `no user ${email}`);
    return row;
  };
  const expireToken = (token: string) =>
    t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashOpaqueToken(token)));

  /** 202 with an empty body, and no e-mail went to `email` (an unknown address learns nothing). */
  /** An account registered (not verified yet) with the password 'pass-word-1'. */
  const registered = async (name: string, email: string) => {
    const account = { name, email, password: 'pass-word-1' };
    await register(t.app, account);
    return account;
  };
  const assertAcceptedWithoutEmail = async (res: LightMyRequestResponse, email: string) => {
    assert.equal(res.statusCode, 202);
    assert.equal(res.body, '');
    assert.deepEqual(await mailbox(t.app, email), []);
  };

  describe('POST /auth/register', () => {
    const ana: NewAccount = {
      name: 'Ana Souza',
      email: 'Ana.Souza@Example.com',
      password: 'segredo-123',
    };

    test('creates an unverified account and e-mails a verification link that works', async () => {
      const res = await register(t.app, ana);
      assert.equal(res.statusCode, 201);
      assert.deepEqual(ZRegisterResponse.parse(res.json()), { email: 'ana.souza@example.com' });

      const row = await userRow('ana.souza@example.com');
      assert.equal(row.name, 'Ana Souza');
      assert.equal(row.language, 'pt-BR');
      assert.equal(row.isAdmin, false);
      assert.equal(row.emailVerifiedAt, null);
      assert.ok(row.termsAcceptedAt, 'the acceptance of the terms is kept with its time');
      assert.match(row.passwordHash, /^\$argon2id\$/);
      const ownMemberships = await t.app.db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, row.id));
      assert.deepEqual(ownMemberships, []);

      const messages = await mailbox(t.app, 'ana.souza@example.com');
      assert.equal(messages.length, 1);
      const [message] = messages;
      assert.ok(message);
      assert.equal(message.to, 'ana.souza@example.com');
      assert.equal(message.subject, 'Confirme seu endereço de e-mail');
      assert.equal(message.transport, 'outbox');
      assert.match(message.text, /^Olá, Ana Souza,/);

      const link = await latestLink(t.app, 'ana.souza@example.com');
      assert.equal(link.origin, TEST_APP_URL);
      assert.equal(link.pathname, '/verify-email');
      assert.equal(link.searchParams.get('email'), 'ana.souza@example.com');
      assert.match(link.search, /^\?email=ana\.souza%40example\.com&token=[\w-]{43}$/);
      assert.ok(message.html.includes(`<a href="${link.href.replaceAll('&', '&amp;')}"`));

      const before = await login({ email: ana.email, password: ana.password });
      assertError(before, 403, {
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Email address not verified',
      });

      const verified = await verify(link.searchParams.get('email'), tokenOf(link));
      assert.equal(verified.statusCode, 200);
      assert.deepEqual(verified.json(), { email: 'ana.souza@example.com' });
      assert.ok((await userRow('ana.souza@example.com')).emailVerifiedAt);

      const after = await login({ email: ana.email, password: ana.password });
      assert.equal(after.statusCode, 200);
      assert.equal(after.json().user.email, 'ana.souza@example.com');

      const again = await verify('ana.souza@example.com', tokenOf(link));
      assert.equal(again.statusCode, 400);
      assert.deepEqual(again.json(), INVALID_TOKEN);
    });

    test('the requested language is stored and used for the e-mail', async () => {
      const res = await register(t.app, {
        name: 'John Smith',
        email: 'john@example.com',
        password: 'password-123',
        language: 'en',
      });
      assert.equal(res.statusCode, 201);
      assert.equal((await userRow('john@example.com')).language, 'en');
      const [message] = await mailbox(t.app, 'john@example.com');
      assert.equal(message?.subject, 'Confirm your email address');
      assert.match(message?.text ?? '', /^Hello John Smith,/);
      assert.match(message?.html ?? '', /<html lang="en">/);
    });

    test('interpolated values are HTML-escaped in the HTML part only', async () => {
      const res = await register(t.app, {
        name: "Seán O'Brien",
        email: 'sean@example.com',
        password: 'password-123',
      });
      assert.equal(res.statusCode, 201);
      const [message] = await mailbox(t.app, 'sean@example.com');
      assert.ok(message);
      assert.ok(message.text.startsWith("Olá, Seán O'Brien,"));
      assert.ok(message.html.includes('Olá, Seán O&#39;Brien,'));
      assert.ok(!message.html.includes("O'Brien"));
    });

    test('an address already registered is a 409 with a field error', async () => {
      const res = await register(t.app, {
        name: 'Someone Else',
        email: 'DEMO@arara.dev',
        password: 'password-123',
      });
      assertError(res, 409, {
        code: 'CONFLICT',
        message: 'Email already registered',
        fields: { email: 'validation.emailTaken' },
      });
      assert.deepEqual(await mailbox(t.app, DEMO.email), []);
    });

    const valid = {
      name: 'Maria Lima',
      email: 'maria@example.com',
      password: 'password-123',
      acceptTerms: true,
    };
    const invalidCases: [string, object, Record<string, string>][] = [
      ['a name that is not a name', { name: 'a1' }, { name: 'validation.notAName' }],
      ['a short password', { password: 'short12' }, { password: 'validation.passwordMin8' }],
      ['terms not accepted', { acceptTerms: false }, { acceptTerms: 'validation.acceptTerms' }],
      ['a malformed e-mail', { email: 'maria@' }, { email: 'validation.invalidEmail' }],
      ['an empty e-mail', { email: '' }, { email: 'validation.required' }],
      ['a name over 120 characters', { name: 'a'.repeat(121) }, { name: 'validation.nameTooLong' }],
      [
        'a password over 256 characters',
        { password: 'p'.repeat(257) },
        { password: 'validation.passwordTooLong' },
      ],
    ];
    for (const [label, change, fields] of invalidCases) {
      test(`${label}: 400 with the field`, async () => {
        const res = await post(t.app, '/auth/register', { ...valid, ...change });
        assertError(res, 400, { code: 'VALIDATION_ERROR', message: 'Invalid request', fields });
      });
    }

    test('an unknown language is a 400 on that field', async () => {
      const res = await post(t.app, '/auth/register', { ...valid, language: 'fr' });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().error.fields, { language: 'validation.invalidLanguage' });
    });

    test('an empty body names every required field; nothing is created', async () => {
      const res = await post(t.app, '/auth/register', {});
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().error.fields, {
        name: 'validation.required',
        email: 'validation.required',
        password: 'validation.required',
        acceptTerms: 'validation.required',
      });
      const [row] = await t.app.db.select().from(users).where(eq(users.email, valid.email));
      assert.equal(row, undefined);
      assert.deepEqual(await mailbox(t.app, valid.email), []);
    });
  });

  describe('POST /auth/verify-email', () => {
    test('an expired token is refused', async () => {
      const account = await registered('Expired Link', 'expired@example.com');
      const token = tokenOf(await latestLink(t.app, account.email));
      await expireToken(token);
      const res = await verify(account.email, token);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), INVALID_TOKEN);
      assert.equal((await userRow(account.email)).emailVerifiedAt, null);
    });

    test('a reset token is no verification token (and stays usable for a reset)', async () => {
      const account = await registered('Wrong Purpose', 'purpose@example.com');
      assert.equal((await forgot(account.email)).statusCode, 202);
      const resetLink = await latestLink(t.app, account.email);
      assert.equal(resetLink.pathname, '/set-password');

      const res = await verify(account.email, tokenOf(resetLink));
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), INVALID_TOKEN);
      assert.equal((await login(account)).statusCode, 403);

      assert.equal((await reset(tokenOf(resetLink), 'new-pass-1')).statusCode, 200);
    });

    test("another address's token, an unknown address or a made-up token are refused", async () => {
      const first = { name: 'First Person', email: 'first@example.com', password: 'pass-word-1' };
      const second = {
        name: 'Second Person',
        email: 'second@example.com',
        password: 'pass-word-1',
      };
      await register(t.app, first);
      await register(t.app, second);
      const firstToken = tokenOf(await latestLink(t.app, first.email));

      assert.deepEqual((await verify(second.email, firstToken)).json(), INVALID_TOKEN);
      assert.deepEqual((await verify('nobody@example.com', firstToken)).json(), INVALID_TOKEN);
      assert.deepEqual((await verify(first.email, 'made-up-token')).json(), INVALID_TOKEN);
      // None of those used the token up.
      assert.equal((await verify(first.email, firstToken)).statusCode, 200);
    });

    test('a missing token is a validation error', async () => {
      const res = await post(t.app, '/auth/verify-email', {
        email: 'first@example.com',
        token: '',
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().error.fields, { token: 'validation.required' });
    });

    test('tokens are stored only as SHA-256 hashes', async () => {
      const account = await registered('Hash Check', 'hash@example.com');
      await forgot(account.email);
      const messages = await mailbox(t.app, account.email);
      const tokens = messages.map((message) => {
        const match = message.text.match(/token=([\w-]+)/);
        assert.ok(match?.[1]);
        return match[1];
      });
      assert.equal(tokens.length, 2);

      const user = await userRow(account.email);
      const rows = await t.app.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.userId, user.id));
      assert.deepEqual(rows.map((row) => row.tokenHash).sort(), tokens.map(hashOpaqueToken).sort());
      assert.deepEqual(rows.map((row) => row.purpose).sort(), ['reset_password', 'verify_email']);

      // No table but the outbox (whose e-mails carry the links) holds a token in clear.
      const tables = await queryRows<{ table_name: string }>(
        t.app.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      const tableNames = tables.map((row) => row.table_name);
      assert.ok(tableNames.includes('one_time_tokens'));
      for (const table of tableNames.filter((name) => name !== 'email_messages')) {
        const dump = await queryRows<{ row: string }>(
          t.app.db,
          sql`select t::text as row from ${sql.identifier(table)} t`,
        );
        const text = dump.map((row) => row.row).join('\n');
        for (const token of tokens) assert.ok(!text.includes(token), `${table} holds a token`);
      }
    });
  });

  describe('POST /auth/resend-verification', () => {
    test('an unknown address: 202 and no e-mail', async () => {
      await assertAcceptedWithoutEmail(await resend('ghost@example.com'), 'ghost@example.com');
    });

    test('a verified address: 202 and no e-mail', async () => {
      const res = await resend(DEMO.email);
      assert.equal(res.statusCode, 202);
      assert.deepEqual(await mailbox(t.app, DEMO.email), []);
    });

    test('an unverified address gets a new link; the older one stops working', async () => {
      const account = await registered('Resend Me', 'resend@example.com');
      const firstToken = tokenOf(await latestLink(t.app, account.email));

      const res = await resend(account.email.toUpperCase());
      assert.equal(res.statusCode, 202);
      const messages = await mailbox(t.app, account.email);
      assert.equal(messages.length, 2);
      const newToken = tokenOf(await latestLink(t.app, account.email));
      assert.notEqual(newToken, firstToken);
      assert.ok(messages[0]?.text.includes(newToken), 'newest first');

      assert.deepEqual((await verify(account.email, firstToken)).json(), INVALID_TOKEN);
      assert.equal((await verify(account.email, newToken)).statusCode, 200);
    });
  });

  describe('forgot and reset password', () => {
    const bia = { name: 'Bia Reset', email: 'bia@example.com', password: 'old-password-1' };
    before(async () => {
      await createVerifiedAccount(t.app, bia);
    });

    test('an unknown address: 202 and no e-mail', async () => {
      await assertAcceptedWithoutEmail(
        await forgot('ghost-reset@example.com'),
        'ghost-reset@example.com',
      );
    });

    test('reset: the new password works, the old one and every session do not', async () => {
      const sessionA = await signIn(t.app, bia);
      const sessionB = await signIn(t.app, bia);

      assert.equal((await forgot(bia.email)).statusCode, 202);
      const [message] = await mailbox(t.app, bia.email);
      assert.equal(message?.subject, 'Redefina sua senha do Arara');
      const link = await latestLink(t.app, bia.email);
      assert.equal(link.origin, TEST_APP_URL);
      assert.equal(link.pathname, '/set-password');

      const res = await reset(tokenOf(link), 'new-password-1');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { email: bia.email });

      assert.equal((await login(bia)).statusCode, 401);
      assert.equal((await login({ ...bia, password: 'new-password-1' })).statusCode, 200);
      assert.equal((await refresh(sessionA.refreshToken)).statusCode, 401);
      assert.equal((await refresh(sessionB.refreshToken)).statusCode, 401);

      const reuse = await reset(tokenOf(link), 'another-password');
      assert.equal(reuse.statusCode, 400);
      assert.deepEqual(reuse.json(), INVALID_TOKEN);
      bia.password = 'new-password-1';
    });

    test('a reset verifies an address that was not verified yet', async () => {
      const account = await registered('Never Verified', 'never@example.com');
      await forgot(account.email);
      assert.equal(
        (await reset(tokenOf(await latestLink(t.app, account.email)), 'pass-word-2')).statusCode,
        200,
      );
      assert.ok((await userRow(account.email)).emailVerifiedAt);
      assert.equal((await login({ ...account, password: 'pass-word-2' })).statusCode, 200);
    });

    test('expired, superseded and verification tokens are refused', async () => {
      await forgot(bia.email);
      const older = tokenOf(await latestLink(t.app, bia.email));
      await forgot(bia.email);
      const newer = tokenOf(await latestLink(t.app, bia.email));
      assert.deepEqual((await reset(older, 'whatever-1')).json(), INVALID_TOKEN);

      await expireToken(newer);
      assert.deepEqual((await reset(newer, 'whatever-1')).json(), INVALID_TOKEN);

      const account = await registered('Verify Token', 'vtoken@example.com');
      const verifyToken = tokenOf(await latestLink(t.app, account.email));
      assert.deepEqual((await reset(verifyToken, 'whatever-1')).json(), INVALID_TOKEN);

      assert.equal((await login(bia)).statusCode, 200, 'the password did not change');
    });

    test('a new password shorter than 6 characters is a field error', async () => {
      const res = await reset('some-token', '12345');
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().error.fields, { password: 'validation.passwordMin6' });
    });
  });

  describe('POST /auth/change-password', () => {
    const carla = { name: 'Carla Change', email: 'carla@example.com', password: 'old-password-1' };
    before(async () => {
      await createVerifiedAccount(t.app, carla);
    });
    const change = (accessToken: string | undefined, body: object) =>
      post(t.app, '/auth/change-password', body, accessToken ? { accessToken } : {});

    test('needs a signed-in user', async () => {
      const res = await change(undefined, { currentPassword: 'x', newPassword: 'new-password' });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error.code, 'UNAUTHORIZED');
    });

    test('a wrong current password is a 400 on that field', async () => {
      const session = await signIn(t.app, carla);
      const res = await change(session.accessToken, {
        currentPassword: 'not-my-password',
        newPassword: 'new-password-1',
      });
      assertError(res, 400, {
        code: 'VALIDATION_ERROR',
        message: 'Current password is incorrect',
        fields: { currentPassword: 'validation.wrongPassword' },
      });
    });

    test('a new password shorter than 6 characters is a field error', async () => {
      const session = await signIn(t.app, carla);
      const res = await change(session.accessToken, {
        currentPassword: carla.password,
        newPassword: '12345',
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().error.fields, { newPassword: 'validation.passwordMin6' });
    });

    test('access tokens name their session (sid = the refresh-token family)', async () => {
      const session = await signIn(t.app, carla);
      const [row] = await t.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(session.refreshToken)));
      assert.equal(decodeJwt(session.accessToken).sid, row?.familyId);

      const rotated = await refresh(session.refreshToken);
      assert.equal(decodeJwt(rotated.json().accessToken).sid, row?.familyId);
    });

    test('success keeps this session and signs out the others', async () => {
      const current = await signIn(t.app, carla);
      const other = await signIn(t.app, carla);

      const res = await change(current.accessToken, {
        currentPassword: carla.password,
        newPassword: 'new-password-1',
      });
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');

      const me = (accessToken: string) =>
        t.app.inject({
          method: 'GET',
          url: '/me',
          headers: { authorization: `Bearer ${accessToken}` },
        });
      // The other session's access token ends with it, not when it expires.
      assert.equal((await me(other.accessToken)).statusCode, 401);
      assert.equal((await me(current.accessToken)).statusCode, 200);
      assert.equal((await refresh(current.refreshToken)).statusCode, 200);
      assert.equal((await refresh(other.refreshToken)).statusCode, 401);
      assert.equal((await login(carla)).statusCode, 401);
      assert.equal((await login({ ...carla, password: 'new-password-1' })).statusCode, 200);
    });
  });
});
