import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  ACT_AS_HEADER,
  ZActAsResponse,
  ZAdminLoginResponse,
  ZAdminMeResponse,
  ZAdminSignedInResponse,
  ZAdminTwoFactorEnableResponse,
  ZAdminUser,
  ZAdminUsersResponse,
  ZApiError,
  ZAuditLogResponse,
  ZAuthTokens,
  ZMeResponse,
  ZTwoFactorRequiredResponse,
  ZTwoFactorSetupRequiredResponse,
  ZTwoFactorSetupResponse,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { hashPassword } from '../src/lib/password';
import {
  ADMIN,
  ADMIN_TOTP_SECRET,
  DEMO,
  forgetUsedTwoFactorStep,
  freshAddress,
  post,
  queryRows,
  refreshTokenOf,
  refreshWithCookie,
  signIn,
  signInWithTwoFactor,
  useTestApp,
} from './helper';
import { codeFor } from './totp';

const MANAGER = { email: 'manager@arara.dev', password: DEMO.password } as const;
const SUPPORT = { email: 'support@arara.test', password: 'Support@2026' } as const;

describe('back office: admin session, profiles and act-as', () => {
  const t = useTestApp();
  let adminToken: string;
  let supportToken: string;
  let managerId: string;
  let demoOwnerId: string;
  let firstMerchantId: string;
  let secondMerchantId: string;

  const adminLogin = (credentials: { email: string; password: string }) =>
    post(t.app, '/admin/auth/login', credentials);

  /** Authenticator secrets of the admins, by e-mail (the seeded one's, and enrolled ones'). */
  const secrets = new Map<string, string>([[ADMIN.email, ADMIN_TOTP_SECRET]]);

  /** Enrolls an admin without two-factor with the setup token of their sign-in. */
  const enroll = async (email: string, setupToken: string) => {
    const setup = await post(t.app, '/auth/two-factor/setup', { setupToken });
    assert.equal(setup.statusCode, 200, setup.body);
    const { secret } = ZTwoFactorSetupResponse.parse(setup.json());
    const enabled = await post(t.app, '/admin/auth/two-factor/enable', {
      setupToken,
      code: codeFor(secret),
    });
    assert.equal(enabled.statusCode, 200, enabled.body);
    secrets.set(email, secret);
    const body = ZAdminTwoFactorEnableResponse.parse(enabled.json());
    return { ...body, session: { ...body.session, refreshToken: refreshTokenOf(enabled) } };
  };

  /** Password, then a code of the admin's app (enrolling first when they have none). */
  const adminSignIn = async (credentials: { email: string; password: string }) => {
    const res = await adminLogin(credentials);
    assert.equal(res.statusCode, 200, res.body);
    const first = ZAdminLoginResponse.parse(res.json());
    if (first.status === 'two_factor_setup_required') {
      return (await enroll(credentials.email, first.setupToken)).session;
    }
    assert.equal(first.status, 'two_factor_required');
    const secret = secrets.get(credentials.email);
    assert.ok(secret && first.status === 'two_factor_required');
    await forgetUsedTwoFactorStep(t.app, credentials.email);
    const second = await post(t.app, '/admin/auth/login/two-factor', {
      challengeToken: first.challengeToken,
      code: codeFor(secret),
    });
    assert.equal(second.statusCode, 200, second.body);
    return { ...ZAdminSignedInResponse.parse(second.json()), refreshToken: refreshTokenOf(second) };
  };

  /** A back-office user with the seeded Support profile (users.read, users.actAs only). */
  const createSupportAdmin = async (
    name: string,
    credentials: { email: string; password: string },
  ) => {
    const profile = await t.app.repositories.backOffice.findProfileByName('Support');
    assert.ok(profile);
    await t.app.repositories.users.create({
      name,
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
      isAdmin: true,
      adminProfileId: profile.id,
      emailVerifiedAt: new Date(),
    });
  };

  const get = (url: string, token: string, actAs?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(actAs === undefined ? {} : { [ACT_AS_HEADER]: actAs }),
      },
    });

  const send = (url: string, token: string, payload: object, actAs?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: freshAddress(),
      headers: {
        authorization: `Bearer ${token}`,
        ...(actAs === undefined ? {} : { [ACT_AS_HEADER]: actAs }),
      },
    });

  const errorCode = (res: { json: () => unknown }) => ZApiError.parse(res.json()).error.code;

  const actAs = async (token: string, userId: string, merchantId: string) => {
    const res = await send('/admin/act-as', token, { userId, merchantId });
    assert.equal(res.statusCode, 201, res.body);
    return ZActAsResponse.parse(res.json());
  };

  const stop = (token: string, sessionId: string) =>
    send(`/admin/act-as/${sessionId}/stop`, token, {});

  const auditOf = async (sessionId: string) => {
    const res = await get(`/admin/audit-log?actAsSessionId=${sessionId}`, adminToken);
    assert.equal(res.statusCode, 200, res.body);
    return ZAuditLogResponse.parse(res.json()).entries;
  };

  before(async () => {
    await createSupportAdmin('Sofia Suporte', SUPPORT);
    adminToken = (await adminSignIn(ADMIN)).accessToken;
    supportToken = (await adminSignIn(SUPPORT)).accessToken;

    const listed = ZAdminUsersResponse.parse(
      (await get('/admin/users?search=arara.dev', adminToken)).json(),
    ).users;
    const manager = listed.find((user) => user.email === MANAGER.email);
    const owner = listed.find((user) => user.email === DEMO.email);
    assert.ok(manager && owner);
    managerId = manager.id;
    demoOwnerId = owner.id;
    const [first, second] = owner.merchants;
    assert.ok(first && second);
    [firstMerchantId, secondMerchantId] = [first.id, second.id];
    assert.equal(manager.merchants[0]?.id, firstMerchantId);
  });

  describe('admin sign-in', () => {
    test('an admin signs in to the back office with an admin token and profile', async () => {
      const body = await adminSignIn(ADMIN);
      assert.equal(decodeJwt(body.accessToken).adm, true);
      assert.equal(body.admin.email, ADMIN.email);
      assert.equal(body.admin.profile?.name, 'Super admin');
      assert.equal(body.admin.profile?.isSuperAdmin, true);
      assert.ok(body.admin.profile?.permissions.includes('audit.read'));
    });

    test('the password alone gives no back-office token: a code of the app is required', async () => {
      const res = await adminLogin(ADMIN);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.status, 'two_factor_required');
      assert.equal(body.accessToken, undefined);
      assert.equal(body.refreshToken, undefined);
      const { challengeToken } = ZTwoFactorRequiredResponse.parse(body);
      const wrong = await post(t.app, '/admin/auth/login/two-factor', {
        challengeToken,
        code: codeFor(ADMIN_TOTP_SECRET, 10),
      });
      assert.equal(wrong.statusCode, 400);
      assert.equal(errorCode(wrong), 'INVALID_TWO_FACTOR_CODE');
    });

    test('an admin without two-factor must enroll before the back office opens', async () => {
      const fresh = { email: 'new.admin@arara.test', password: 'NewAdmin@2026' };
      await createSupportAdmin('Nina Nova', fresh);
      const res = await adminLogin(fresh);
      assert.equal(res.statusCode, 200, res.body);
      const { setupToken } = ZTwoFactorSetupRequiredResponse.parse(res.json());
      assert.equal(res.json().accessToken, undefined);
      const enrolled = await enroll(fresh.email, setupToken);
      assert.equal(enrolled.recoveryCodes.length, 10);
      assert.equal(decodeJwt(enrolled.session.accessToken).adm, true);
      assert.equal((await get('/admin/me', enrolled.session.accessToken)).statusCode, 200);
      // The setup token is used up.
      const again = await post(t.app, '/admin/auth/two-factor/enable', {
        setupToken,
        code: codeFor(secrets.get(fresh.email) ?? ''),
      });
      assert.equal(again.statusCode, 400);
      // Next time: the code step, like every admin.
      assert.equal((await adminLogin(fresh)).json().status, 'two_factor_required');
    });

    test('a merchant setup token does not enroll into the back office', async () => {
      // A merchant that requires two-factor gives its user a setup token at /auth/login.
      await queryRows(
        t.app.db,
        sql`update merchants set require_two_factor = true where id = ${secondMerchantId}`,
      );
      try {
        const res = await post(t.app, '/auth/login', DEMO);
        const { setupToken } = ZTwoFactorSetupRequiredResponse.parse(res.json());
        const setup = await post(t.app, '/auth/two-factor/setup', { setupToken });
        const { secret } = ZTwoFactorSetupResponse.parse(setup.json());
        const enabled = await post(t.app, '/admin/auth/two-factor/enable', {
          setupToken,
          code: codeFor(secret),
        });
        assert.equal(enabled.statusCode, 400);
        assert.equal(errorCode(enabled), 'INVALID_TOKEN');
      } finally {
        await queryRows(
          t.app.db,
          sql`update merchants set require_two_factor = false where id = ${secondMerchantId}`,
        );
      }
    });

    test('an admin who turns two-factor off is out of the back office at once', async () => {
      const leaving = { email: 'no.2fa@arara.test', password: 'No2fa@2026' };
      await createSupportAdmin('Otto Off', leaving);
      const session = await adminSignIn(leaving);
      assert.equal((await get('/admin/me', session.accessToken)).statusCode, 200);
      const acting = await actAs(session.accessToken, managerId, firstMerchantId);
      assert.equal((await get('/me', session.accessToken, acting.sessionId)).statusCode, 200);
      await queryRows(
        t.app.db,
        sql`delete from user_two_factor
             where user_id = (select id from users where email = ${leaving.email})`,
      );
      assert.equal((await get('/admin/me', session.accessToken)).statusCode, 403);
      const actingNow = await get('/me', session.accessToken, acting.sessionId);
      assert.equal(actingNow.statusCode, 403);
      assert.equal(errorCode(actingNow), 'ACT_AS_INVALID');
      const refreshed = await refreshWithCookie(t.app, session.refreshToken);
      assert.equal(refreshed.statusCode, 401);
    });

    test('a merchant user with the right password gets what a wrong password gets', async () => {
      const merchant = await adminLogin(MANAGER);
      const wrong = await adminLogin({ email: ADMIN.email, password: 'Wrong@2026' });
      assert.equal(merchant.statusCode, 401);
      assert.equal(wrong.statusCode, 401);
      assert.deepEqual(merchant.json(), wrong.json());
      assert.equal(errorCode(merchant), 'INVALID_CREDENTIALS');
    });

    test('the merchant sign-in gives an admin a non-admin session', async () => {
      const merchantSession = await signInWithTwoFactor(t.app, ADMIN, ADMIN_TOTP_SECRET);
      assert.equal(merchantSession.user.isAdmin, false);
      assert.equal(decodeJwt(merchantSession.accessToken).adm, false);
      for (const url of ['/admin/me', '/admin/users']) {
        const res = await get(url, merchantSession.accessToken);
        assert.equal(res.statusCode, 403, url);
      }
    });

    test('a refresh keeps what the sign-in granted', async () => {
      const backOffice = await adminSignIn(ADMIN);
      const merchantSide = await signInWithTwoFactor(t.app, ADMIN, ADMIN_TOTP_SECRET);
      const refresh = async (refreshToken: string) => {
        const res = await refreshWithCookie(t.app, refreshToken);
        assert.equal(res.statusCode, 200, res.body);
        return ZAuthTokens.parse(res.json()).accessToken;
      };
      const renewedAdmin = await refresh(backOffice.refreshToken);
      assert.equal(decodeJwt(renewedAdmin).adm, true);
      assert.equal((await get('/admin/me', renewedAdmin)).statusCode, 200);
      const renewedMerchant = await refresh(merchantSide.refreshToken);
      assert.equal(decodeJwt(renewedMerchant).adm, false);
      assert.equal((await get('/admin/me', renewedMerchant)).statusCode, 403);
    });

    test('failures count on the same budget as the merchant sign-in', async () => {
      const email = 'limited@arara.test';
      const wrong = { email, password: 'Wrong@2026' };
      for (let i = 0; i < 3; i++) {
        assert.equal((await post(t.app, '/auth/login', wrong)).statusCode, 401);
      }
      for (let i = 0; i < 2; i++) assert.equal((await adminLogin(wrong)).statusCode, 401);
      const limited = await adminLogin(wrong);
      assert.equal(limited.statusCode, 429);
      assert.equal(errorCode(limited), 'RATE_LIMITED');
    });

    test('without a token the back office answers 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/admin/me' });
      assert.equal(res.statusCode, 401);
    });
  });

  describe('profiles and permissions', () => {
    test('/admin/me lists the profile permissions', async () => {
      const res = await get('/admin/me', supportToken);
      assert.equal(res.statusCode, 200);
      const { admin } = ZAdminMeResponse.parse(res.json());
      assert.deepEqual(admin.profile, {
        name: 'Support',
        isSuperAdmin: false,
        permissions: ['users.read', 'users.actAs', 'merchants.read'],
      });
    });

    test('Support may list users and act as one, but not read the audit log', async () => {
      assert.equal((await get('/admin/users', supportToken)).statusCode, 200);
      const session = await actAs(supportToken, managerId, firstMerchantId);
      const audit = await get('/admin/audit-log', supportToken);
      assert.equal(audit.statusCode, 403);
      assert.equal(errorCode(audit), 'FORBIDDEN');
      assert.equal((await stop(supportToken, session.sessionId)).statusCode, 204);
    });
  });

  describe('users', () => {
    test('search by name or e-mail, with merchants, role and sign-in time', async () => {
      const res = await get('/admin/users?search=GERENTE', adminToken);
      assert.equal(res.statusCode, 200);
      const body = ZAdminUsersResponse.parse(res.json());
      assert.equal(body.total, 1);
      const [manager] = body.users;
      assert.equal(manager?.email, MANAGER.email);
      assert.equal(manager?.emailVerified, true);
      assert.deepEqual(
        manager?.merchants.map(({ name, document, role }) => ({ name, document, role })),
        [{ name: 'Arara Demo Comércio Ltda', document: '11222333000181', role: 'manager' }],
      );
      // The admin's own sign-in is recorded.
      const admin = ZAdminUsersResponse.parse(
        (await get('/admin/users?search=admin@arara.dev', adminToken)).json(),
      ).users[0];
      assert.ok(admin?.lastLoginAt);
    });

    test('a merchant sign-in is recorded as the last login too', async () => {
      const viewer = async () =>
        ZAdminUsersResponse.parse(
          (await get('/admin/users?search=viewer@arara.dev', adminToken)).json(),
        ).users[0];
      assert.equal((await viewer())?.lastLoginAt, null);
      await signIn(t.app, { email: 'viewer@arara.dev', password: DEMO.password });
      assert.ok((await viewer())?.lastLoginAt);
    });

    test('a search with LIKE wildcards matches them literally', async () => {
      const res = await get('/admin/users?search=%25', adminToken);
      assert.equal(ZAdminUsersResponse.parse(res.json()).total, 0);
    });

    test('one user by id; an unknown id is 404 and a bad page 400', async () => {
      const one = await get(`/admin/users/${managerId}`, adminToken);
      assert.equal(one.statusCode, 200);
      assert.equal(ZAdminUser.parse(one.json()).email, MANAGER.email);
      const unknown = await get('/admin/users/00000000-0000-4000-8000-000000000000', adminToken);
      assert.equal(unknown.statusCode, 404);
      assert.equal((await get('/admin/users?page=0', adminToken)).statusCode, 400);
    });
  });

  describe('act-as', () => {
    test('/me is the user acted as, with only the merchant acted in', async () => {
      // The owner of both demo merchants, acted as in the second one.
      const session = await actAs(adminToken, demoOwnerId, secondMerchantId);
      assert.equal(session.user.email, DEMO.email);
      assert.equal(session.merchant.name, 'Arara Demo Serviços Ltda');
      const res = await get('/me', adminToken, session.sessionId);
      assert.equal(res.statusCode, 200, res.body);
      const me = ZMeResponse.parse(res.json());
      assert.equal(me.user.email, DEMO.email);
      assert.equal(me.user.isAdmin, false);
      assert.deepEqual(
        me.merchants.map((merchant) => merchant.id),
        [secondMerchantId],
      );
      assert.deepEqual(me.actingAs, {
        sessionId: session.sessionId,
        admin: { id: decodeJwt(adminToken).sub, name: 'Arara Admin' },
      });
      // Without the header the admin is themselves again.
      const own = ZMeResponse.parse((await get('/me', adminToken)).json());
      assert.equal(own.user.email, ADMIN.email);
      assert.equal(own.actingAs, undefined);
      await stop(adminToken, session.sessionId);
    });

    test('the manager on the first demo merchant', async () => {
      const session = await actAs(adminToken, managerId, firstMerchantId);
      const me = ZMeResponse.parse((await get('/me', adminToken, session.sessionId)).json());
      assert.equal(me.user.email, MANAGER.email);
      assert.deepEqual(
        me.merchants.map(({ name, role }) => ({ name, role })),
        [{ name: 'Arara Demo Comércio Ltda', role: 'manager' }],
      );
      await stop(adminToken, session.sessionId);
    });

    test('a merchant the user is not in is 404; a user without merchants is 404', async () => {
      const notMember = await send('/admin/act-as', adminToken, {
        userId: managerId,
        merchantId: secondMerchantId,
      });
      assert.equal(notMember.statusCode, 404);
      const adminId = decodeJwt(adminToken).sub;
      const noMerchant = await send('/admin/act-as', adminToken, {
        userId: adminId,
        merchantId: firstMerchantId,
      });
      assert.equal(noMerchant.statusCode, 404);
      assert.match(ZApiError.parse(noMerchant.json()).error.message, /no merchant/);
      const badBody = await send('/admin/act-as', adminToken, { userId: 'x' });
      assert.equal(badBody.statusCode, 400);
    });

    test('what is done while acting is recorded with the admin as actor', async () => {
      const session = await actAs(adminToken, managerId, firstMerchantId);
      // Reads are recorded too (personal data, statements); a change is, even when refused.
      assert.equal((await get('/me?x=1', adminToken, session.sessionId)).statusCode, 200);
      const refused = await send(
        '/auth/change-password?x=1',
        adminToken,
        {
          currentPassword: MANAGER.password,
          newPassword: 'Another@2026',
          confirmPassword: 'Another@2026',
        },
        session.sessionId,
      );
      assert.equal(refused.statusCode, 403);
      assert.equal(errorCode(refused), 'ACT_AS_INVALID');
      // The manager's password is unchanged.
      assert.equal((await post(t.app, '/auth/login', MANAGER)).statusCode, 200);
      assert.equal((await stop(adminToken, session.sessionId)).statusCode, 204);

      const adminId = decodeJwt(adminToken).sub;
      const entries = await auditOf(session.sessionId);
      assert.deepEqual(
        entries
          .map(({ action, path, statusCode, actorId, subjectUserId, merchantId }) => ({
            action,
            path,
            statusCode,
            actorId,
            subjectUserId,
            merchantId,
          }))
          .reverse(),
        [
          {
            action: 'act-as.start',
            path: '/admin/act-as',
            statusCode: 201,
            actorId: adminId,
            subjectUserId: managerId,
            merchantId: firstMerchantId,
          },
          {
            action: 'GET /me',
            path: '/me',
            statusCode: 200,
            actorId: adminId,
            subjectUserId: managerId,
            merchantId: firstMerchantId,
          },
          {
            action: 'POST /auth/change-password',
            path: '/auth/change-password',
            statusCode: 403,
            actorId: adminId,
            subjectUserId: managerId,
            merchantId: firstMerchantId,
          },
          {
            action: 'act-as.stop',
            path: `/admin/act-as/${session.sessionId}/stop`,
            statusCode: 204,
            actorId: adminId,
            subjectUserId: managerId,
            merchantId: firstMerchantId,
          },
        ],
      );
      const byActor = await get(`/admin/audit-log?actorId=${adminId}`, adminToken);
      assert.ok(ZAuditLogResponse.parse(byActor.json()).total >= 4);
    });

    test("another admin's session is refused, and cannot be stopped by them", async () => {
      const session = await actAs(adminToken, managerId, firstMerchantId);
      const res = await get('/me', supportToken, session.sessionId);
      assert.equal(res.statusCode, 403);
      assert.equal(errorCode(res), 'ACT_AS_INVALID');
      assert.equal((await stop(supportToken, session.sessionId)).statusCode, 404);
      // Still open for its own admin.
      assert.equal((await get('/me', adminToken, session.sessionId)).statusCode, 200);
      await stop(adminToken, session.sessionId);
    });

    test('an ended session is refused', async () => {
      const session = await actAs(adminToken, managerId, firstMerchantId);
      assert.equal((await stop(adminToken, session.sessionId)).statusCode, 204);
      const res = await get('/me', adminToken, session.sessionId);
      assert.equal(res.statusCode, 403);
      assert.equal(errorCode(res), 'ACT_AS_INVALID');
      // Stopping again changes nothing.
      assert.equal((await stop(adminToken, session.sessionId)).statusCode, 204);
      assert.equal((await auditOf(session.sessionId)).length, 2);
    });

    test('the header with a non-admin token, or a malformed one, is refused', async () => {
      const session = await actAs(adminToken, managerId, firstMerchantId);
      const merchantSideAdmin = await signInWithTwoFactor(t.app, ADMIN, ADMIN_TOTP_SECRET);
      const manager = await signIn(t.app, MANAGER);
      for (const token of [merchantSideAdmin.accessToken, manager.accessToken]) {
        const res = await get('/me', token, session.sessionId);
        assert.equal(res.statusCode, 403);
        assert.equal(errorCode(res), 'ACT_AS_INVALID');
      }
      const malformed = await get('/me', adminToken, 'not-a-session');
      assert.equal(malformed.statusCode, 403);
      await stop(adminToken, session.sessionId);
    });

    test('a session older than its time limit (30 min) is refused', async () => {
      const session = await actAs(adminToken, managerId, firstMerchantId);
      assert.equal((await get('/me', adminToken, session.sessionId)).statusCode, 200);
      await queryRows(
        t.app.db,
        sql`update act_as_sessions set started_at = now() - interval '31 minutes'
             where id = ${session.sessionId}`,
      );
      const res = await get('/me', adminToken, session.sessionId);
      assert.equal(res.statusCode, 403);
      assert.equal(errorCode(res), 'ACT_AS_INVALID');
      await stop(adminToken, session.sessionId);
    });

    test('an admin whose back-office rights are withdrawn is refused at once', async () => {
      const revoked = { email: 'revoked@arara.test', password: 'Revoked@2026' };
      await createSupportAdmin('Rita Revogada', revoked);
      const token = (await adminSignIn(revoked)).accessToken;
      const session = await actAs(token, managerId, firstMerchantId);
      assert.equal((await get('/me', token, session.sessionId)).statusCode, 200);
      // No longer an admin: the token and the session still exist, the right does not.
      await queryRows(
        t.app.db,
        sql`update users set is_admin = false, admin_profile_id = null
             where email = ${revoked.email}`,
      );
      const res = await get('/me', token, session.sessionId);
      assert.equal(res.statusCode, 403);
      assert.equal(errorCode(res), 'ACT_AS_INVALID');
    });

    test('team, roles, approval rules and approvals cannot be changed while acting', async () => {
      // The owner of the first merchant: every one of these is theirs to do when signed in.
      const session = await actAs(adminToken, demoOwnerId, firstMerchantId);
      const base = `/merchants/${firstMerchantId}`;
      const attempts: { method: 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
        {
          method: 'POST',
          url: '/invitations',
          payload: {
            emails: ['new.owner@evil.test'],
            merchantIds: [firstMerchantId],
            role: 'owner',
          },
        },
        { method: 'PATCH', url: `${base}/members/${managerId}`, payload: { role: 'owner' } },
        {
          method: 'POST',
          url: `${base}/approval-rules`,
          payload: { minAmount: 1, approverRole: 'manager', approvalsRequired: 1 },
        },
        {
          method: 'POST',
          url: `${base}/approvals/00000000-0000-4000-8000-000000000000/approve`,
          payload: {},
        },
      ];
      for (const attempt of attempts) {
        const res = await t.app.inject({
          ...attempt,
          remoteAddress: freshAddress(),
          headers: { authorization: `Bearer ${adminToken}`, [ACT_AS_HEADER]: session.sessionId },
        });
        assert.equal(res.statusCode, 403, `${attempt.method} ${attempt.url}: ${res.body}`);
        assert.equal(errorCode(res), 'ACT_AS_INVALID');
      }
      // Reading them is still support's job; the manager is still a manager.
      const members = await get(`${base}/members`, adminToken, session.sessionId);
      assert.equal(members.statusCode, 200, members.body);
      const manager = await get('/me', (await signIn(t.app, MANAGER)).accessToken);
      assert.equal(ZMeResponse.parse(manager.json()).merchants[0]?.role, 'manager');
      assert.equal(
        (await auditOf(session.sessionId)).filter((e) => e.statusCode === 403).length,
        4,
      );
      await stop(adminToken, session.sessionId);
    });

    test('when the audit log cannot be written, the request is refused and has no effect', async () => {
      const session = await actAs(adminToken, demoOwnerId, firstMerchantId);
      const list = `/merchants/${firstMerchantId}/counterparties`;
      const count = async () =>
        (
          await queryRows<{ n: number }>(
            t.app.db,
            sql`select count(*)::int as n from counterparties`,
          )
        )[0]?.n;
      const before = await count();
      const { backOffice } = t.app.repositories;
      const record = backOffice.record;
      backOffice.record = async () => {
        throw new Error('audit_log is unavailable');
      };
      try {
        const created = await send(
          list,
          adminToken,
          { name: 'Fornecedor Sem Rastro', document: '11.444.777/0001-61' },
          session.sessionId,
        );
        assert.equal(created.statusCode, 403, created.body);
        assert.equal(errorCode(created), 'ACT_AS_INVALID');
        const read = await get(list, adminToken, session.sessionId);
        assert.equal(read.statusCode, 403);
      } finally {
        backOffice.record = record;
      }
      assert.equal(await count(), before);
      await stop(adminToken, session.sessionId);
    });

    test('admin endpoints ignore the header: the admin is themselves there', async () => {
      const session = await actAs(adminToken, managerId, firstMerchantId);
      const res = await get('/admin/me', adminToken, session.sessionId);
      assert.equal(res.statusCode, 200);
      assert.equal(ZAdminMeResponse.parse(res.json()).admin.email, ADMIN.email);
      await stop(adminToken, session.sessionId);
    });
  });
});
