import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ZAuthTokens } from '@arara/contracts';
import { eq, sql } from 'drizzle-orm';
import { memberships, refreshTokens, users } from '../src/db/schema';
import { hashOpaqueToken } from '../src/lib/opaque-token';
import type { LightMyRequestResponse } from 'fastify';
import {
  ADMIN,
  ADMIN_TOTP_SECRET,
  adminSignInResponse,
  assertError,
  cookieRequest,
  DEMO,
  login,
  logoutWithCookie,
  refreshCookieOf,
  refreshTokenOf,
  refreshWithCookie,
  sessionOf,
  signInWithTwoFactor,
  useTestApp,
} from './helper';

const INVALID_CREDENTIALS = {
  error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
};

describe('auth', () => {
  const t = useTestApp();

  const refresh = (refreshToken: string) => refreshWithCookie(t.app, refreshToken);
  /** Rewrites the stored row of a refresh token (its age, revocation or expiry). */
  const setStoredToken = (
    refreshToken: string,
    values: { revokedAt?: Date; createdAt?: Date; expiresAt?: Date },
  ) =>
    t.app.db
      .update(refreshTokens)
      .set(values)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
  const logout = (refreshToken: string) => logoutWithCookie(t.app, refreshToken);
  /** A refresh answer's body with the rotated refresh token of its cookie. */
  const tokensOf = (res: LightMyRequestResponse) => ({
    ...ZAuthTokens.parse(res.json()),
    refreshToken: refreshTokenOf(res),
  });

  describe('POST /auth/login', () => {
    test('valid credentials return tokens and the user', async () => {
      const res = await login(t.app, DEMO);
      assert.equal(res.statusCode, 200);
      const body = sessionOf(res);
      assert.equal(body.expiresIn, 900);
      assert.match(body.accessToken, /^[\w-]+\.[\w-]+\.[\w-]+$/);
      assert.match(body.refreshToken, /^[\w-]{43}$/);
      assert.deepEqual(
        { ...body.user, id: undefined },
        {
          id: undefined,
          name: 'Demo Merchant',
          email: DEMO.email,
          isAdmin: false,
          language: 'pt-BR',
          twoFactorEnabled: false,
        },
      );
      assert.equal(body.status, 'signed_in');
    });

    test('an admin signing in here gets a merchant session (isAdmin false)', async () => {
      // The demo admin has two-factor on (the back office requires it).
      const session = await signInWithTwoFactor(t.app, ADMIN, ADMIN_TOTP_SECRET);
      assert.equal(session.user.isAdmin, false);
    });

    test('the e-mail is matched case-insensitively', async () => {
      const res = await login(t.app, { email: '  DEMO@Arara.dev ', password: DEMO.password });
      // Surrounding spaces are not a valid e-mail: the contract rejects them before lookup.
      assert.equal(res.statusCode, 400);
      const upper = await login(t.app, { email: 'DEMO@ARARA.DEV', password: DEMO.password });
      assert.equal(upper.statusCode, 200);
    });

    test('a wrong password and an unknown e-mail get the identical generic 401', async () => {
      const wrongPassword = await login(t.app, { email: DEMO.email, password: 'wrong-password' });
      const unknownEmail = await login(t.app, {
        email: 'nobody@arara.dev',
        password: DEMO.password,
      });
      assert.equal(wrongPassword.statusCode, 401);
      assert.equal(unknownEmail.statusCode, 401);
      assert.deepEqual(wrongPassword.json(), INVALID_CREDENTIALS);
      assert.equal(unknownEmail.body, wrongPassword.body);
    });

    test('a malformed body is a 400 with field errors', async () => {
      const res = await login(t.app, { email: 'nope' } as never);
      assertError(res, 400, {
        code: 'VALIDATION_ERROR',
        message: 'Invalid request',
        fields: { email: 'validation.invalidEmail', password: 'validation.required' },
      });
    });

    test('an empty e-mail and password are "required"', async () => {
      const res = await login(t.app, { email: '', password: '' });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().error.fields, {
        email: 'validation.required',
        password: 'validation.required',
      });
    });

    const unreadableBodies = [
      {
        name: 'a non-JSON body is a 400, not a 500',
        contentType: 'application/json',
        payload: '{"email": "demo@arara.dev", ',
        status: 400,
        message: 'Malformed JSON body',
      },
      {
        name: 'a plain-text body is a 400',
        contentType: 'text/plain',
        payload: 'demo@arara.dev Arara@2026',
        status: 400,
        message: 'Invalid request',
      },
      {
        name: 'an unsupported content type is a 415 validation error',
        contentType: 'application/x-www-form-urlencoded',
        payload: 'email=demo@arara.dev',
        status: 415,
        message: 'Unsupported content type',
      },
    ];
    for (const c of unreadableBodies) {
      test(c.name, async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/auth/login',
          headers: { 'content-type': c.contentType },
          payload: c.payload,
        });
        assert.equal(res.statusCode, c.status);
        assert.deepEqual(res.json(), {
          error: { code: 'VALIDATION_ERROR', message: c.message },
        });
      });
    }

    test('a missing body is a 400', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/auth/login' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error.code, 'VALIDATION_ERROR');
    });

    test('the stored password hash is argon2id', async () => {
      const [row] = await t.app.db.select().from(users).where(eq(users.email, DEMO.email));
      assert.ok(row);
      assert.match(row.passwordHash, /^\$argon2id\$/);
    });
  });

  describe('POST /auth/refresh', () => {
    test('rotates: new pair, old token revoked and linked to its successor', async () => {
      const first = sessionOf(await login(t.app, DEMO));
      const res = await refresh(first.refreshToken);
      assert.equal(res.statusCode, 200);
      const second = tokensOf(res);
      assert.notEqual(second.refreshToken, first.refreshToken);
      assert.equal(second.expiresIn, 900);

      const [oldRow] = await t.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(first.refreshToken)));
      const [newRow] = await t.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(second.refreshToken)));
      assert.ok(oldRow && newRow);
      assert.ok(oldRow.revokedAt);
      assert.equal(oldRow.replacedById, newRow.id);
      assert.equal(newRow.familyId, oldRow.familyId);
      assert.equal(newRow.revokedAt, null);

      const me = await t.app.inject({
        method: 'GET',
        url: '/me',
        headers: { authorization: `Bearer ${second.accessToken}` },
      });
      assert.equal(me.statusCode, 200);
    });

    test('two tabs refreshing with the same token at once both stay signed in', async () => {
      const first = sessionOf(await login(t.app, DEMO));
      const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
      assert.equal(a.statusCode, 200, a.body);
      assert.equal(b.statusCode, 200, b.body);
      // And again a moment later (a third tab): still within the grace window.
      const c = await refresh(first.refreshToken);
      assert.equal(c.statusCode, 200, c.body);
      for (const res of [a, b, c]) {
        const pair = tokensOf(res);
        const me = await t.app.inject({
          method: 'GET',
          url: '/me',
          headers: { authorization: `Bearer ${pair.accessToken}` },
        });
        assert.equal(me.statusCode, 200, me.body);
        assert.equal((await refresh(pair.refreshToken)).statusCode, 200);
      }
    });

    test('a rotated token presented again after the window was signed out is refused', async () => {
      const first = sessionOf(await login(t.app, DEMO));
      const second = tokensOf(await refresh(first.refreshToken));
      await logout(second.refreshToken);
      // Within the window, but the sign-in ended: no new pair.
      assert.equal((await refresh(first.refreshToken)).statusCode, 401);
    });

    test('reusing a rotated token after the grace window revokes the whole family', async () => {
      const first = sessionOf(await login(t.app, DEMO));
      const second = tokensOf(await refresh(first.refreshToken));
      // Rotated a minute ago: past the grace window for concurrent tabs.
      await setStoredToken(first.refreshToken, { revokedAt: new Date(Date.now() - 60_000) });

      const reuse = await refresh(first.refreshToken);
      assertError(reuse, 401, { code: 'UNAUTHORIZED', message: 'Invalid refresh token' });

      // The newer token, issued before the reuse was seen, stops working too.
      const afterReuse = await refresh(second.refreshToken);
      assert.equal(afterReuse.statusCode, 401);

      // Other logins (other families) are untouched.
      const other = sessionOf(await login(t.app, DEMO));
      assert.equal((await refresh(other.refreshToken)).statusCode, 200);
    });

    test('a sign-in lasts 30 days at most, however often it is refreshed', async () => {
      const first = sessionOf(await login(t.app, DEMO));
      const second = tokensOf(await refresh(first.refreshToken));
      // Signed in 31 days ago (its tokens were rotated since, so each is young).
      await setStoredToken(first.refreshToken, {
        createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
      });
      const res = await refresh(second.refreshToken);
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error.message, 'Refresh token expired');
    });

    test('a rotated token never outlives the sign-in it belongs to', async () => {
      const first = sessionOf(await login(t.app, DEMO));
      const [firstRow] = await t.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(first.refreshToken)));
      assert.ok(firstRow);
      // Signed in 29 days and 23 hours ago: one hour left, whatever the refresh TTL.
      const signedInAt = new Date(Date.now() - (30 * 24 - 1) * 60 * 60 * 1000);
      await t.app.db
        .update(refreshTokens)
        .set({ createdAt: signedInAt })
        .where(eq(refreshTokens.id, firstRow.id));
      const second = tokensOf(await refresh(first.refreshToken));
      const [secondRow] = await t.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(second.refreshToken)));
      assert.ok(secondRow);
      assert.ok(secondRow.expiresAt.getTime() <= signedInAt.getTime() + 30 * 24 * 60 * 60 * 1000);
    });

    test('when a merchant of the user starts requiring two-factor, refresh signs them out', async () => {
      const session = sessionOf(await login(t.app, DEMO));
      await t.app.db.execute(
        sql`update merchants set require_two_factor = true
             where id in (select merchant_id from memberships where user_id = ${session.user.id})`,
      );
      try {
        const res = await refresh(session.refreshToken);
        assert.equal(res.statusCode, 401);
        assert.equal(res.json().error.message, 'Two-factor authentication required');
      } finally {
        await t.app.db.execute(
          sql`update merchants set require_two_factor = false
               where id in (select merchant_id from memberships where user_id = ${session.user.id})`,
        );
      }
    });

    test('an unknown token is a 401', async () => {
      const res = await refresh('not-a-real-token');
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error.code, 'UNAUTHORIZED');
    });

    test('an expired token is a 401', async () => {
      const tokens = sessionOf(await login(t.app, DEMO));
      await setStoredToken(tokens.refreshToken, { expiresAt: new Date(Date.now() - 1000) });
      const res = await refresh(tokens.refreshToken);
      assertError(res, 401, { code: 'UNAUTHORIZED', message: 'Refresh token expired' });
    });

    test('without the cookie it is a 401', async () => {
      const res = await refreshWithCookie(t.app, null);
      assertError(res, 401, { code: 'UNAUTHORIZED', message: 'No refresh token' });
    });

    test('a refused token clears the cookie', async () => {
      const res = await refresh('not-a-real-token');
      assert.equal(res.statusCode, 401);
      const cleared = refreshCookieOf(res);
      assert.equal(cleared?.value, '');
      assert.equal(cleared?.path, '/api/auth');
    });

    test('a token in the body is not accepted: only the cookie is', async () => {
      const { refreshToken } = sessionOf(await login(t.app, DEMO));
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/refresh',
        headers: { 'x-requested-with': 'arara', origin: 'http://localhost:3000' },
        payload: { refreshToken },
      });
      assert.equal(res.statusCode, 401);
      assert.equal((await refresh(refreshToken)).statusCode, 200);
    });

    test('a cross-site request cannot use the cookie (CSRF): 403, the token stays usable', async () => {
      const { refreshToken } = sessionOf(await login(t.app, DEMO));
      const cookies = { arara_refresh: refreshToken };
      // A form post of another site: no custom header.
      const withoutHeader = await t.app.inject({
        method: 'POST',
        url: '/auth/refresh',
        headers: { origin: 'http://localhost:3000' },
        cookies,
      });
      assert.equal(withoutHeader.statusCode, 403);
      assert.equal(withoutHeader.json().error.code, 'FORBIDDEN');
      // A page of another origin that got the header through somehow.
      for (const url of ['/auth/refresh', '/auth/logout']) {
        const foreign = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'x-requested-with': 'arara', origin: 'https://evil.example' },
          cookies,
        });
        assert.equal(foreign.statusCode, 403, url);
        assert.equal(refreshCookieOf(foreign), undefined, url);
      }
      // Neither rotated nor revoked the token.
      assert.equal((await refresh(refreshToken)).statusCode, 200);
    });
  });

  describe('the refresh-token cookie', () => {
    test('a sign-in sets it httpOnly, Secure, SameSite=Strict on /api/auth; no token in the body', async () => {
      for (const res of [await login(t.app, DEMO), await adminSignInResponse(t.app)]) {
        assert.equal(res.statusCode, 200, res.body);
        assert.equal('refreshToken' in res.json(), false);
        const cookie = refreshCookieOf(res);
        assert.ok(cookie);
        assert.match(cookie.value, /^[\w-]{43}$/);
        assert.equal(cookie.httpOnly, true);
        assert.equal(cookie.secure, true);
        assert.equal(cookie.sameSite, 'Strict');
        assert.equal(cookie.path, '/api/auth');
        assert.equal(cookie.maxAge, 3600);
      }
    });

    test('a refresh answers the access token and sets the rotated token in the cookie', async () => {
      const { refreshToken } = sessionOf(await login(t.app, DEMO));
      const res = await refresh(refreshToken);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(Object.keys(res.json()).sort(), ['accessToken', 'expiresIn']);
      assert.notEqual(refreshTokenOf(res), refreshToken);
      assert.equal(refreshCookieOf(res)?.httpOnly, true);
    });

    test('a logout clears it', async () => {
      const { refreshToken } = sessionOf(await login(t.app, DEMO));
      const res = await cookieRequest(t.app, '/auth/logout', refreshToken);
      assert.equal(res.statusCode, 204);
      const cleared = refreshCookieOf(res);
      assert.equal(cleared?.value, '');
      assert.equal(cleared?.path, '/api/auth');
    });
  });

  describe('POST /auth/logout', () => {
    test('revokes the refresh token, and is idempotent', async () => {
      const tokens = sessionOf(await login(t.app, DEMO));
      const res = await logout(tokens.refreshToken);
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');
      assert.equal((await refresh(tokens.refreshToken)).statusCode, 401);
      assert.equal((await logout(tokens.refreshToken)).statusCode, 204);
      assert.equal((await logout('never-issued')).statusCode, 204);
    });

    test("the signed-out session's access token stops working at once", async () => {
      const tokens = sessionOf(await login(t.app, DEMO));
      const me = () =>
        t.app.inject({
          method: 'GET',
          url: '/me',
          headers: { authorization: `Bearer ${tokens.accessToken}` },
        });
      assert.equal((await me()).statusCode, 200);
      await logout(tokens.refreshToken);
      const after = await me();
      assert.equal(after.statusCode, 401);
      assert.equal(after.json().error.message, 'Session ended');
    });

    test('on merchant routes too: the session and the membership are read together', async () => {
      const tokens = sessionOf(await login(t.app, DEMO));
      const [member] = await t.db
        .select({ merchantId: memberships.merchantId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(users.email, DEMO.email))
        .limit(1);
      assert.ok(member);
      const bankAccounts = (merchantId: string) =>
        t.app.inject({
          method: 'GET',
          url: `/merchants/${merchantId}/bank-accounts`,
          headers: { authorization: `Bearer ${tokens.accessToken}` },
        });
      assert.equal((await bankAccounts(member.merchantId)).statusCode, 200);
      // Another merchant (no membership): 404, the session being on.
      const stranger = await bankAccounts('00000000-0000-4000-8000-000000000000');
      assert.equal(stranger.statusCode, 404, stranger.body);
      await logout(tokens.refreshToken);
      // Signed out: 401 'Session ended' before any membership answer, member or not.
      for (const merchantId of [member.merchantId, '00000000-0000-4000-8000-000000000000']) {
        const after = await bankAccounts(merchantId);
        assert.equal(after.statusCode, 401, after.body);
        assert.equal(after.json().error.message, 'Session ended');
      }
    });
  });
});
