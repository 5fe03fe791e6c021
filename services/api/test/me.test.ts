import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ZSignedInResponse, ZMeResponse } from '@arara/contracts';
import { SignJWT } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER } from '../src/plugins/auth';
import {
  ADMIN,
  ADMIN_TOTP_SECRET,
  assertError,
  DEMO,
  login,
  logoutWithCookie,
  sessionOf,
  signInWithTwoFactor,
  TEST_JWT_SECRET,
  useTestApp,
} from './helper';

const key = new TextEncoder().encode(TEST_JWT_SECRET);

describe('GET /me', () => {
  const t = useTestApp();

  const me = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/me',
      headers: authorization ? { authorization } : {},
    });

  test('without a token: 401 UNAUTHORIZED', async () => {
    const res = await me();
    assert.equal(res.statusCode, 401);
    assert.equal(res.headers['www-authenticate'], 'Bearer');
    assert.deepEqual(res.json(), {
      error: { code: 'UNAUTHORIZED', message: 'Authentication required' },
    });
  });

  test('with a garbage or wrongly signed token: 401 UNAUTHORIZED', async () => {
    assert.equal((await me('Bearer not.a.jwt')).json().error.code, 'UNAUTHORIZED');
    const forged = await new SignJWT({ adm: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const res = await me(`Bearer ${forged}`);
    assertError(res, 401, { code: 'UNAUTHORIZED', message: 'Invalid access token' });
  });

  test('with an expired token: 401 TOKEN_EXPIRED', async () => {
    const logged = ZSignedInResponse.parse((await login(t.app, DEMO)).json());
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ adm: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(logged.user.id)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(now - 1000)
      .setExpirationTime(now - 60)
      .sign(key);
    const res = await me(`Bearer ${expired}`);
    assertError(res, 401, { code: 'TOKEN_EXPIRED', message: 'Access token expired' });
  });

  test('a token signed with the secret but without a session id (sid) is refused', async () => {
    const logged = sessionOf(await login(t.app, DEMO));
    // Signed out: a token naming no sign-in must not outlive it.
    assert.equal((await logoutWithCookie(t.app, logged.refreshToken)).statusCode, 204);
    const noSid = await new SignJWT({ adm: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(logged.user.id)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    const res = await me(`Bearer ${noSid}`);
    assertError(res, 401, { code: 'UNAUTHORIZED', message: 'Invalid access token' });
  });

  test('with a valid token: the user and the demo merchants (KYC ones too), as owner', async () => {
    const logged = ZSignedInResponse.parse((await login(t.app, DEMO)).json());
    const res = await me(`Bearer ${logged.accessToken}`);
    assert.equal(res.statusCode, 200);
    const body = ZMeResponse.parse(res.json());
    assert.deepEqual(body.user, logged.user);
    assert.deepEqual(
      body.merchants.map(({ name, document, status, role }) => ({ name, document, status, role })),
      [
        {
          name: 'Arara Demo Comércio Ltda',
          document: '11222333000181',
          status: 'active',
          role: 'owner',
        },
        {
          name: 'Arara Demo Serviços Ltda',
          document: '44555666000181',
          status: 'active',
          role: 'owner',
        },
        // The seed's KYC demo merchants (docs/onboarding.md "Seed"), after the flows' merchant.
        {
          name: 'Bem-te-vi Cafés Ltda',
          document: '27384916000149',
          status: 'onboarding',
          role: 'owner',
        },
        { name: 'Canário Moda Ltda', document: '38501672000153', status: 'pending', role: 'owner' },
        {
          name: 'Sabiá Tecnologia Ltda',
          document: '41927358000141',
          status: 'onboarding',
          role: 'owner',
        },
      ],
    );
  });

  test('the back-office admin has no merchants', async () => {
    // The demo admin has two-factor on (the back office requires it).
    const logged = await signInWithTwoFactor(t.app, ADMIN, ADMIN_TOTP_SECRET);
    const res = await me(`Bearer ${logged.accessToken}`);
    assert.equal(res.statusCode, 200);
    const body = ZMeResponse.parse(res.json());
    // Signed in at the merchant sign-in: not a back-office session.
    assert.equal(body.user.isAdmin, false);
    assert.deepEqual(body.merchants, []);
  });
});
