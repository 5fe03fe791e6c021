import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  ACT_AS_HEADER,
  ADMIN_PERMISSIONS,
  adminPeopleEndpoints,
  type TAdminPermission,
  ZAdministratorsResponse,
  ZAdminLoginResponse,
  ZAdminProfileDetail,
  ZAdminProfilesResponse,
  ZAdminSignedInResponse,
  ZAdminTwoFactorEnableResponse,
  ZAdminUser,
  ZAdminUsersResponse,
  ZApiError,
  ZTwoFactorSetupResponse,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/lib/password';
import {
  ADMIN,
  ADMIN_TOTP_SECRET,
  DEMO,
  forgetUsedTwoFactorStep,
  freshAddress,
  latestLink,
  logoutWithCookie,
  post,
  queryRows,
  refreshTokenOf,
  refreshWithCookie,
  signIn,
  tokenOf,
  useTestApp,
} from './helper';
import { codeFor } from './totp';

const MANAGER = { email: 'manager@arara.dev', password: DEMO.password } as const;
const OTHER_ID = '00000000-0000-4000-8000-000000000001';

type AuditRow = {
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  details: { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
};

describe('back office: profiles, users and permissions (docs/back-office.md)', () => {
  const t = useTestApp();
  const secrets = new Map<string, string>([[ADMIN.email, ADMIN_TOTP_SECRET]]);
  let adminToken: string;
  let adminId: string;
  let superProfileId: string;
  let managerId: string;
  let merchantId: string;

  /** Password then code (enrolling first, as an admin without two-factor must). */
  const adminSignIn = async (credentials: { email: string; password: string }) => {
    const first = await post(t.app, '/admin/auth/login', credentials);
    assert.equal(first.statusCode, 200, first.body);
    const step = ZAdminLoginResponse.parse(first.json());
    if (step.status === 'two_factor_setup_required') {
      const setup = await post(t.app, '/auth/two-factor/setup', { setupToken: step.setupToken });
      const { secret } = ZTwoFactorSetupResponse.parse(setup.json());
      const enabled = await post(t.app, '/admin/auth/two-factor/enable', {
        setupToken: step.setupToken,
        code: codeFor(secret),
      });
      assert.equal(enabled.statusCode, 200, enabled.body);
      secrets.set(credentials.email, secret);
      const { session } = ZAdminTwoFactorEnableResponse.parse(enabled.json());
      return { ...session, refreshToken: refreshTokenOf(enabled) };
    }
    assert.equal(step.status, 'two_factor_required');
    await forgetUsedTwoFactorStep(t.app, credentials.email);
    const second = await post(t.app, '/admin/auth/login/two-factor', {
      challengeToken: step.status === 'two_factor_required' ? step.challengeToken : '',
      code: codeFor(secrets.get(credentials.email) ?? ''),
    });
    assert.equal(second.statusCode, 200, second.body);
    return { ...ZAdminSignedInResponse.parse(second.json()), refreshToken: refreshTokenOf(second) };
  };

  /** An admin whose profile grants only `permissions`, signed in. */
  const adminWith = async (slug: string, permissions: TAdminPermission[]) => {
    const [profile] = await queryRows<{ id: string }>(
      t.app.db,
      sql`insert into admin_profiles (name, slug, permissions)
          values (${`Only ${slug}`}, ${slug}, ${JSON.stringify(permissions)}::jsonb) returning id`,
    );
    assert.ok(profile);
    const credentials = { email: `${slug}@arara.test`, password: 'Limited@2026' };
    const user = await t.app.repositories.users.create({
      name: `Admin ${slug}`,
      email: credentials.email,
      passwordHash: await hashPassword(credentials.password),
      isAdmin: true,
      adminProfileId: profile.id,
      emailVerifiedAt: new Date(),
    });
    return { ...(await adminSignIn(credentials)), userId: user.id, profileId: profile.id };
  };

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  const apiError = (res: { json: () => unknown }) => ZApiError.parse(res.json()).error;

  const auditRows = (targetType: string, targetId: string) =>
    queryRows<AuditRow>(
      t.app.db,
      sql`select actor_id, action, target_type, target_id, details from audit_log
           where target_type = ${targetType} and target_id = ${targetId} order by created_at`,
    );

  const createProfile = async (body: object) => {
    const res = await call('POST', '/admin/profiles', adminToken, body);
    assert.equal(res.statusCode, 201, res.body);
    return ZAdminProfileDetail.parse(res.json());
  };

  const createUser = async (body: object) => {
    const res = await call('POST', '/admin/users', adminToken, body);
    assert.equal(res.statusCode, 201, res.body);
    return ZAdminUser.parse(res.json());
  };

  before(async () => {
    const session = await adminSignIn(ADMIN);
    adminToken = session.accessToken;
    adminId = session.admin.id;
    const profiles = ZAdminProfilesResponse.parse(
      (await call('GET', '/admin/profiles', adminToken)).json(),
    ).profiles;
    const superProfile = profiles.find((profile) => profile.isSuperAdmin);
    assert.ok(superProfile);
    superProfileId = superProfile.id;
    const listed = ZAdminUsersResponse.parse(
      (await call('GET', '/admin/users?search=manager%40arara.dev', adminToken)).json(),
    ).users;
    const manager = listed[0];
    assert.ok(manager?.merchants[0]);
    managerId = manager.id;
    merchantId = manager.merchants[0].id;
  });

  describe('permissions', () => {
    test('every endpoint answers 403 to a profile without its permission', async () => {
      // Grants everything but what each endpoint needs: the matrix is per permission.
      const byPermission = new Map<TAdminPermission, string>();
      for (const endpoint of Object.values(adminPeopleEndpoints)) {
        const needed = endpoint.access.admin;
        if (!byPermission.has(needed)) {
          const others = ADMIN_PERMISSIONS.filter((permission) => permission !== needed);
          const slug = `without-${needed.replace('.', '-').toLowerCase()}`;
          byPermission.set(needed, (await adminWith(slug, others)).accessToken);
        }
        const token = byPermission.get(needed) ?? '';
        const url = endpoint.path.replace(':profileId', OTHER_ID).replace(':userId', OTHER_ID);
        const res = await call(
          endpoint.method,
          url,
          token,
          endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {},
        );
        assert.equal(res.statusCode, 403, `${endpoint.method} ${endpoint.path}: ${res.body}`);
      }
    });

    test('users.read sees the users and administrators but changes nothing', async () => {
      const reader = await adminWith('reader', ['users.read']);
      assert.equal(
        (await call('GET', '/admin/users?status=active', reader.accessToken)).statusCode,
        200,
      );
      assert.equal(
        (await call('GET', '/admin/administrators', reader.accessToken)).statusCode,
        200,
      );
      const res = await call('POST', `/admin/users/${managerId}/block`, reader.accessToken, {});
      assert.equal(res.statusCode, 403);
      assert.equal((await call('GET', '/admin/profiles', reader.accessToken)).statusCode, 403);
    });
  });

  describe('profiles', () => {
    test('create, edit and delete are audited with before and after', async () => {
      const created = await createProfile({
        name: 'Finance',
        slug: 'finance',
        description: 'Fees and reports',
        permissions: ['fees.manage', 'transactions.read'],
      });
      assert.equal(created.status, 'active');
      assert.equal(created.usersCount, 0);
      const edited = await call('PATCH', `/admin/profiles/${created.id}`, adminToken, {
        permissions: ['fees.manage'],
        status: 'inactive',
      });
      assert.equal(edited.statusCode, 200, edited.body);
      assert.deepEqual(ZAdminProfileDetail.parse(edited.json()).permissions, ['fees.manage']);
      const deleted = await call('DELETE', `/admin/profiles/${created.id}`, adminToken);
      assert.equal(deleted.statusCode, 204, deleted.body);

      const rows = await auditRows('profile', created.id);
      assert.deepEqual(
        rows.map((row) => row.action),
        ['profile.create', 'profile.update', 'profile.delete'],
      );
      assert.ok(rows.every((row) => row.actor_id === adminId));
      assert.equal(rows[0]?.details.before, null);
      assert.equal(rows[0]?.details.after?.slug, 'finance');
      assert.deepEqual(rows[1]?.details.before?.permissions, ['fees.manage', 'transactions.read']);
      assert.equal(rows[1]?.details.after?.status, 'inactive');
      assert.equal(rows[2]?.details.before?.name, 'Finance');
      assert.equal(rows[2]?.details.after, null);
      const listed = ZAdminProfilesResponse.parse(
        (await call('GET', '/admin/profiles', adminToken)).json(),
      );
      assert.ok(!listed.profiles.some((profile) => profile.id === created.id));
    });

    test('invalid input: 400 with the field; duplicates: 409 with the field', async () => {
      const invalid = await call('POST', '/admin/profiles', adminToken, {
        name: ' ',
        slug: 'Not A Slug',
        permissions: ['nope'],
      });
      assert.equal(invalid.statusCode, 400);
      const fields = apiError(invalid).fields ?? {};
      assert.equal(fields.name, 'admin:people.errors.required');
      assert.equal(fields.slug, 'admin:people.errors.slugFormat');
      assert.ok(fields['permissions.0']);

      await createProfile({ name: 'Auditors', slug: 'auditors', permissions: ['audit.read'] });
      const sameName = await call('POST', '/admin/profiles', adminToken, {
        name: 'Auditors',
        slug: 'auditors-2',
      });
      assert.equal(sameName.statusCode, 409);
      assert.deepEqual(apiError(sameName).fields, { name: 'admin:people.errors.nameTaken' });
      const sameSlug = await call('POST', '/admin/profiles', adminToken, {
        name: 'Auditors 2',
        slug: 'auditors',
      });
      assert.equal(sameSlug.statusCode, 409);
      assert.deepEqual(apiError(sameSlug).fields, { slug: 'admin:people.errors.slugTaken' });
    });

    test('a profile in use cannot be deleted', async () => {
      const profile = await createProfile({ name: 'In use', slug: 'in-use', permissions: [] });
      const user = await createUser({
        name: 'Ivo Usado',
        email: 'ivo.usado@arara.test',
        kind: 'admin',
        adminProfileId: profile.id,
      });
      const refused = await call('DELETE', `/admin/profiles/${profile.id}`, adminToken);
      assert.equal(refused.statusCode, 409);
      assert.deepEqual(apiError(refused).fields, { general: 'admin:people.errors.profileInUse' });
      const listed = ZAdminProfilesResponse.parse(
        (await call('GET', '/admin/profiles', adminToken)).json(),
      ).profiles.find((candidate) => candidate.id === profile.id);
      assert.equal(listed?.usersCount, 1);

      const moved = await call('PATCH', `/admin/administrators/${user.id}/profile`, adminToken, {
        adminProfileId: superProfileId,
      });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.equal(
        (await call('DELETE', `/admin/profiles/${profile.id}`, adminToken)).statusCode,
        204,
      );
    });

    test('an admin cannot take profiles.manage away from their own profile', async () => {
      const self = await adminWith('self-manager', [
        'profiles.manage',
        'users.manage',
        'users.read',
      ]);
      const deactivate = await call(
        'PATCH',
        `/admin/profiles/${self.profileId}`,
        self.accessToken,
        {
          status: 'inactive',
        },
      );
      assert.equal(deactivate.statusCode, 409);
      assert.deepEqual(apiError(deactivate).fields, { general: 'admin:people.errors.selfLockout' });
      const drop = await call('PATCH', `/admin/profiles/${self.profileId}`, self.accessToken, {
        permissions: ['users.read'],
      });
      assert.equal(drop.statusCode, 409);
      const ownProfile = await call(
        'PATCH',
        `/admin/administrators/${self.userId}/profile`,
        self.accessToken,
        {
          adminProfileId: (await createProfile({ name: 'Bare', slug: 'bare' })).id,
        },
      );
      assert.equal(ownProfile.statusCode, 409);
      // Still in: the profile is unchanged.
      assert.equal((await call('GET', '/admin/profiles', self.accessToken)).statusCode, 200);
      // Another admin may change it.
      const byOther = await call('PATCH', `/admin/profiles/${self.profileId}`, adminToken, {
        status: 'inactive',
      });
      assert.equal(byOther.statusCode, 200, byOther.body);
      assert.equal((await call('GET', '/admin/profiles', self.accessToken)).statusCode, 403);
    });
  });

  describe('users', () => {
    test('a created user gets an e-mail to set their password, then signs in', async () => {
      const user = await createUser({
        name: 'Clara Criada',
        email: 'Clara.Criada@arara.test',
        document: '529.982.247-25',
        kind: 'user',
      });
      assert.equal(user.email, 'clara.criada@arara.test');
      assert.equal(user.document, '52998224725');
      assert.equal(user.role, 'user');
      assert.equal(user.status, 'active');
      assert.equal(user.emailVerified, false);
      const link = await latestLink(t.app, user.email);
      const set = await post(t.app, '/auth/reset-password', {
        token: tokenOf(link),
        password: 'Clara@2026x',
      });
      assert.equal(set.statusCode, 200, set.body);
      await signIn(t.app, { email: user.email, password: 'Clara@2026x' });

      const [row] = await auditRows('user', user.id);
      assert.equal(row?.action, 'user.create');
      assert.equal(row?.details.after?.email, 'clara.criada@arara.test');
      assert.equal(row?.details.after?.passwordHash, undefined);
    });

    test('invalid input: 400 with the fields; a taken e-mail: 409', async () => {
      const invalid = await call('POST', '/admin/users', adminToken, {
        name: '',
        email: 'not-an-email',
        document: '123.456.789-00',
        kind: 'admin',
      });
      assert.equal(invalid.statusCode, 400);
      const fields = apiError(invalid).fields ?? {};
      assert.equal(fields.name, 'admin:people.errors.required');
      assert.equal(fields.email, 'admin:people.errors.invalidEmail');
      assert.equal(fields.document, 'admin:people.errors.invalidCpf');
      const noProfile = await call('POST', '/admin/users', adminToken, {
        name: 'Ana Admin',
        email: 'ana.admin@arara.test',
        kind: 'admin',
      });
      assert.equal(noProfile.statusCode, 400);
      assert.deepEqual(apiError(noProfile).fields, {
        adminProfileId: 'admin:people.errors.profileRequired',
      });
      const taken = await call('POST', '/admin/users', adminToken, {
        name: 'Demo again',
        email: DEMO.email,
        kind: 'user',
      });
      assert.equal(taken.statusCode, 409);
      assert.deepEqual(apiError(taken).fields, { email: 'admin:people.errors.emailTaken' });
    });

    test('edit is audited with before and after; the list shows role and status', async () => {
      const user = await createUser({ name: 'Edu Editado', email: 'edu@arara.test', kind: 'user' });
      const res = await call('PATCH', `/admin/users/${user.id}`, adminToken, {
        name: 'Eduardo Editado',
        document: '111.444.777-35',
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(ZAdminUser.parse(res.json()).name, 'Eduardo Editado');
      const rows = await auditRows('user', user.id);
      const update = rows.find((row) => row.action === 'user.update');
      assert.equal(update?.details.before?.name, 'Edu Editado');
      assert.equal(update?.details.after?.name, 'Eduardo Editado');
      assert.equal(update?.details.after?.document, '11144477735');
      // Another user's CPF: 409 on the field.
      const taken = await call('PATCH', `/admin/users/${user.id}`, adminToken, {
        document: '52998224725',
      });
      assert.equal(taken.statusCode, 409);
      assert.deepEqual(apiError(taken).fields, { document: 'admin:people.errors.cpfTaken' });

      const owners = ZAdminUsersResponse.parse(
        (
          await call('GET', `/admin/users?search=${encodeURIComponent(DEMO.email)}`, adminToken)
        ).json(),
      ).users;
      assert.equal(owners[0]?.role, 'merchant');
      const admins = ZAdminUsersResponse.parse(
        (
          await call('GET', `/admin/users?search=${encodeURIComponent(ADMIN.email)}`, adminToken)
        ).json(),
      ).users;
      assert.equal(admins[0]?.role, 'administrator');
      assert.equal(admins[0]?.adminProfile?.id, superProfileId);
    });

    test('a blocked user is refused at once everywhere; unblocking restores', async () => {
      const session = await signIn(t.app, MANAGER);
      const vaUrl = `/merchants/${merchantId}/virtual-accounts`;
      assert.equal((await call('GET', vaUrl, session.accessToken)).statusCode, 200);

      const blocked = await call('POST', `/admin/users/${managerId}/block`, adminToken, {});
      assert.equal(blocked.statusCode, 200, blocked.body);
      assert.equal(ZAdminUser.parse(blocked.json()).status, 'blocked');

      // The access token is still within its lifetime: refused anyway.
      assert.equal((await call('GET', vaUrl, session.accessToken)).statusCode, 401);
      assert.equal((await call('GET', '/me', session.accessToken)).statusCode, 401);
      assert.equal((await refreshWithCookie(t.app, session.refreshToken)).statusCode, 401);
      const login = await post(t.app, '/auth/login', MANAGER);
      assert.equal(login.statusCode, 403);
      assert.equal(apiError(login).code, 'ACCOUNT_BLOCKED');
      const filtered = ZAdminUsersResponse.parse(
        (await call('GET', '/admin/users?status=blocked', adminToken)).json(),
      ).users;
      assert.deepEqual(
        filtered.map((user) => user.id),
        [managerId],
      );
      // Nobody acts as a blocked user.
      const acting = await call('POST', '/admin/act-as', adminToken, {
        userId: managerId,
        merchantId,
      });
      assert.equal(acting.statusCode, 404);

      const unblocked = await call('POST', `/admin/users/${managerId}/unblock`, adminToken, {});
      assert.equal(unblocked.statusCode, 200, unblocked.body);
      assert.equal(ZAdminUser.parse(unblocked.json()).status, 'active');
      const again = await signIn(t.app, MANAGER);
      assert.equal((await call('GET', vaUrl, again.accessToken)).statusCode, 200);

      const rows = await auditRows('user', managerId);
      const block = rows.find((row) => row.action === 'user.block');
      const unblock = rows.find((row) => row.action === 'user.unblock');
      assert.equal(block?.details.before?.status, 'active');
      assert.equal(block?.details.after?.status, 'blocked');
      assert.equal(unblock?.details.before?.status, 'blocked');
      assert.equal(unblock?.details.after?.status, 'active');
    });

    test('a blocked admin is out of the back office at once', async () => {
      const other = await adminWith('blocked-admin', ['users.read']);
      assert.equal((await call('GET', '/admin/me', other.accessToken)).statusCode, 200);
      await call('POST', `/admin/users/${other.userId}/block`, adminToken, {});
      assert.equal((await call('GET', '/admin/me', other.accessToken)).statusCode, 401);
      const login = await post(t.app, '/admin/auth/login', {
        email: 'blocked-admin@arara.test',
        password: 'Limited@2026',
      });
      assert.equal(login.statusCode, 403);
      assert.equal(apiError(login).code, 'ACCOUNT_BLOCKED');
    });

    test('an admin cannot block or delete themself', async () => {
      const block = await call('POST', `/admin/users/${adminId}/block`, adminToken, {});
      assert.equal(block.statusCode, 409);
      assert.deepEqual(apiError(block).fields, { general: 'admin:people.errors.cannotBlockSelf' });
      const del = await call('DELETE', `/admin/users/${adminId}`, adminToken);
      assert.equal(del.statusCode, 409);
      assert.deepEqual(apiError(del).fields, { general: 'admin:people.errors.cannotDeleteSelf' });
      assert.equal((await call('GET', '/admin/me', adminToken)).statusCode, 200);
    });

    test('delete: only a user nothing depends on', async () => {
      const member = await call('DELETE', `/admin/users/${managerId}`, adminToken);
      assert.equal(member.statusCode, 409);
      assert.deepEqual(apiError(member).fields, {
        general: 'admin:people.errors.userHasMerchants',
      });

      const user = await createUser({
        name: 'Dora Deletada',
        email: 'dora@arara.test',
        kind: 'user',
      });
      const deleted = await call('DELETE', `/admin/users/${user.id}`, adminToken);
      assert.equal(deleted.statusCode, 204, deleted.body);
      assert.equal((await call('GET', `/admin/users/${user.id}`, adminToken)).statusCode, 404);
      const rows = await auditRows('user', user.id);
      const del = rows.find((row) => row.action === 'user.delete');
      assert.equal(del?.details.before?.email, 'dora@arara.test');
      assert.equal(del?.details.after, null);
    });

    test('the permissions page lists administrators and changes a profile, audited', async () => {
      const profile = await createProfile({
        name: 'Support 2',
        slug: 'support-2',
        permissions: ['users.read'],
      });
      const user = await createUser({
        name: 'Paulo Perfil',
        email: 'paulo@arara.test',
        kind: 'admin',
        adminProfileId: superProfileId,
      });
      const res = await call('PATCH', `/admin/administrators/${user.id}/profile`, adminToken, {
        adminProfileId: profile.id,
      });
      assert.equal(res.statusCode, 200, res.body);
      const listed = ZAdministratorsResponse.parse(
        (await call('GET', '/admin/administrators', adminToken)).json(),
      ).administrators;
      assert.equal(listed.find((admin) => admin.id === user.id)?.profile?.name, 'Support 2');
      assert.ok(!listed.some((admin) => admin.id === managerId));
      const change = (await auditRows('user', user.id)).find(
        (row) => row.action === 'user.profile',
      );
      assert.equal(change?.details.before?.adminProfileId, superProfileId);
      assert.equal(change?.details.after?.adminProfileId, profile.id);

      const notAdmin = await call(
        'PATCH',
        `/admin/administrators/${managerId}/profile`,
        adminToken,
        {
          adminProfileId: profile.id,
        },
      );
      assert.equal(notAdmin.statusCode, 409);
      const invalid = await call('PATCH', `/admin/administrators/${user.id}/profile`, adminToken, {
        adminProfileId: 'nope',
      });
      assert.equal(invalid.statusCode, 400);
      assert.deepEqual(apiError(invalid).fields, {
        adminProfileId: 'admin:people.errors.profileRequired',
      });
    });
  });

  describe('act-as', () => {
    test("signing out of the back office ends the admin's open act-as sessions", async () => {
      const session = await adminSignIn(ADMIN);
      const started = await call('POST', '/admin/act-as', session.accessToken, {
        userId: managerId,
        merchantId,
      });
      assert.equal(started.statusCode, 201, started.body);
      const { sessionId } = started.json() as { sessionId: string };
      const acting = await call('GET', '/me', session.accessToken, undefined, {
        [ACT_AS_HEADER]: sessionId,
      });
      assert.equal(acting.statusCode, 200, acting.body);

      const out = await logoutWithCookie(t.app, session.refreshToken);
      assert.equal(out.statusCode, 204, out.body);
      const [row] = await queryRows<{ ended_at: Date | null }>(
        t.app.db,
        sql`select ended_at from act_as_sessions where id = ${sessionId}`,
      );
      assert.ok(row?.ended_at, 'the act-as session is ended');
      const stop = await queryRows<{ action: string }>(
        t.app.db,
        sql`select action from audit_log where act_as_session_id = ${sessionId} and action = 'act-as.stop'`,
      );
      assert.equal(stop.length, 1);
      // The other back-office session of the same admin cannot use it either.
      const reuse = await call('GET', '/me', adminToken, undefined, { [ACT_AS_HEADER]: sessionId });
      assert.equal(reuse.statusCode, 403);
    });
  });
});
