import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  adminEndpoints,
  adminPlatformEndpoints,
  endpointPath,
  endpointSearch,
  PLATFORM_SETTINGS_MESSAGES,
  type TAdminPermission,
  type TAuditLogQuery,
  ZAdminDashboard,
  ZAdminSignedInResponse,
  ZAuditLogResponse,
  ZPlatformSettingsResponse,
  ZTwoFactorRequiredResponse,
} from '@arara/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { adminProfiles, auditLog, merchants } from '../src/db/schema';
import { virtualAccounts } from '../src/db/schema-ledger';
import { paymentDocuments } from '../src/db/schema-payments';
import { hashPassword } from '../src/lib/password';
import { addDays, startOfZonedDay, zonedToday } from '../src/lib/zoned-time';
import { DEMO_ADMIN_TOTP_SECRET } from '../src/seeds/seed';
import { startFakeSmtpServer } from './fake-smtp-server';
import {
  ADMIN,
  createTestApp,
  DEMO,
  forgetUsedTwoFactorStep,
  freshAddress,
  post,
  queryRows,
  type TestApp,
} from './helper';
import { codeFor } from './totp';

const LIMITED = { email: 'limited.admin@arara.test', password: 'Limited@2026' } as const;
const LIMITED_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

type AnyEndpoint =
  | (typeof adminPlatformEndpoints)[keyof typeof adminPlatformEndpoints]
  | typeof adminEndpoints.auditLog;

describe('back office: dashboard, settings and audit log', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  let admin = '';
  let limited = '';
  let adminId = '';

  const adminToken = async (credentials: { email: string; password: string }, secret: string) => {
    const first = await post(t.app, '/admin/auth/login', credentials);
    assert.equal(first.statusCode, 200, first.body);
    const { challengeToken } = ZTwoFactorRequiredResponse.parse(first.json());
    await forgetUsedTwoFactorStep(t.app, credentials.email);
    const second = await post(t.app, '/admin/auth/login/two-factor', {
      challengeToken,
      code: codeFor(secret),
    });
    assert.equal(second.statusCode, 200, second.body);
    return ZAdminSignedInResponse.parse(second.json()).accessToken;
  };

  const call = (
    endpoint: AnyEndpoint,
    options: { body?: object; query?: TAuditLogQuery | object; token?: string } = {},
  ) =>
    t.app.inject({
      method: endpoint.method,
      url:
        endpointPath(endpoint, {}) +
        endpointSearch(options.query as Record<string, unknown> | undefined),
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${options.token ?? admin}` },
      ...(options.body === undefined ? {} : { payload: options.body }),
    });

  /** The limited admin's profile gets exactly `permissions`. */
  const setLimitedPermissions = (permissions: TAdminPermission[]) =>
    t.app.db
      .update(adminProfiles)
      .set({ permissions })
      .where(eq(adminProfiles.slug, 'platform-test'));

  before(async () => {
    smtp = await startFakeSmtpServer();
    t = await createTestApp({
      mail: { from: 'Arara <no-reply@arara.dev>', smtpUrl: smtp.url, retryDelaysMs: [] },
    });
    admin = await adminToken(ADMIN, DEMO_ADMIN_TOTP_SECRET);
    adminId = (await t.app.repositories.users.findByEmail(ADMIN.email))?.id ?? '';
    const [profile] = await t.app.db
      .insert(adminProfiles)
      .values({ name: 'Platform test', slug: 'platform-test', permissions: ['merchants.read'] })
      .returning();
    assert.ok(profile);
    const { users, twoFactor } = t.app.repositories;
    const user = await users.create({
      name: 'Lia Limitada',
      email: LIMITED.email,
      passwordHash: await hashPassword(LIMITED.password),
      isAdmin: true,
      adminProfileId: profile.id,
      emailVerifiedAt: new Date(),
    });
    await twoFactor.savePending(user.id, LIMITED_SECRET);
    await twoFactor.enable(user.id, LIMITED_SECRET, 0, new Date());
    limited = await adminToken(LIMITED, LIMITED_SECRET);
  });

  after(async () => {
    await t?.close();
    await smtp?.close();
  });

  describe('dashboard', () => {
    const dashboard = async (token = admin) => {
      const res = await call(adminPlatformEndpoints.dashboard, { token });
      assert.equal(res.statusCode, 200, res.body);
      return ZAdminDashboard.parse(res.json());
    };

    test('the figures are what the database holds, and new Pix of today count at once', async () => {
      const db = t.app.db;
      const [account] = await db.select().from(virtualAccounts).limit(1);
      assert.ok(account);
      const before = await dashboard();

      // A known fixture: two Pix in and one Pix out approved today, one failed and one pending
      // document, one Pix in declined (never counted).
      const doc = (
        kind: 'entry' | 'out',
        status: 'approved' | 'failed' | 'pending' | 'declined',
        amount: number,
      ) => ({
        merchantId: account.merchantId,
        virtualAccountId: account.id,
        kind,
        status,
        method: 'pix' as const,
        amount,
        netAmount: amount,
        reference: `platform-test-${kind}-${status}-${amount}`,
      });
      await db
        .insert(paymentDocuments)
        .values([
          doc('entry', 'approved', 1_000),
          doc('entry', 'approved', 2_500),
          doc('out', 'approved', 700),
          doc('out', 'failed', 300),
          doc('entry', 'pending', 400),
          doc('entry', 'declined', 9_999),
        ]);
      const now = await dashboard();
      assert.ok(before.pix && now.pix && before.documents && now.documents);
      assert.deepEqual(
        {
          inCount: now.pix.today.in.count - before.pix.today.in.count,
          inAmount: now.pix.today.in.amount - before.pix.today.in.amount,
          outCount: now.pix.today.out.count - before.pix.today.out.count,
          outAmount: now.pix.today.out.amount - before.pix.today.out.amount,
          failed: now.documents.failed - before.documents.failed,
          pending: now.documents.pending - before.documents.pending,
        },
        { inCount: 2, inAmount: 3_500, outCount: 1, outAmount: 700, failed: 1, pending: 1 },
      );
      assert.equal(now.pix.last7Days.in.amount - before.pix.last7Days.in.amount, 3_500);
      assert.equal(now.pix.last30Days.out.count - before.pix.last30Days.out.count, 1);

      // Every figure against a plain query of the tables (no lateral, no index tricks).
      const since = startOfZonedDay(addDays(zonedToday(), -29));
      const merchantRows = await queryRows<{ status: string; n: string }>(
        db,
        sql`select status, count(*)::text as n from merchants group by status`,
      );
      assert.ok(now.merchants);
      for (const { status, count } of now.merchants.byStatus) {
        assert.equal(count, Number(merchantRows.find((row) => row.status === status)?.n ?? 0));
      }
      assert.equal(
        now.merchants.total,
        (await db.select().from(merchants)).length,
        'every merchant is in one status',
      );
      const [pix] = await queryRows<{
        in_n: string;
        in_sum: string;
        out_n: string;
        out_sum: string;
      }>(
        db,
        sql`select count(*) filter (where kind = 'entry')::text as in_n,
                   coalesce(sum(amount) filter (where kind = 'entry'), 0)::text as in_sum,
                   count(*) filter (where kind = 'out')::text as out_n,
                   coalesce(sum(amount) filter (where kind = 'out'), 0)::text as out_sum
              from payment_documents
             where method = 'pix' and status = 'approved'
               and created_at >= ${since.toISOString()}::timestamptz`,
      );
      assert.deepEqual(now.pix.last30Days, {
        in: { count: Number(pix?.in_n), amount: Number(pix?.in_sum) },
        out: { count: Number(pix?.out_n), amount: Number(pix?.out_sum) },
      });
      assert.equal(now.pix.days.length, 30);
      assert.equal(now.pix.days.at(-1)?.date, zonedToday());
      assert.equal(
        now.pix.days.reduce((sum, day) => sum + day.inAmount, 0),
        now.pix.last30Days.in.amount,
      );
      const [docs] = await queryRows<{ failed: string; pending: string }>(
        db,
        sql`select count(*) filter (where status = 'failed' and created_at >= ${since.toISOString()}::timestamptz)::text as failed,
                   count(*) filter (where status = 'pending')::text as pending
              from payment_documents`,
      );
      assert.deepEqual(now.documents, {
        failed: Number(docs?.failed),
        pending: Number(docs?.pending),
      });
      const [kyc] = await queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from onboardings where status in ('submitted', 'under_review')`,
      );
      assert.equal(now.kyc?.waiting, Number(kyc?.n));
      const [infractions] = await queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from infractions where status = 'WAITING_DEFENSE'`,
      );
      assert.equal(now.infractions?.waitingDefense, Number(infractions?.n));
    });

    test('a figure is left out when the profile cannot open its list', async () => {
      await setLimitedPermissions(['merchants.read']);
      const onlyMerchants = await dashboard(limited);
      assert.ok(onlyMerchants.merchants);
      assert.equal(onlyMerchants.kyc, undefined);
      assert.equal(onlyMerchants.pix, undefined);
      assert.equal(onlyMerchants.documents, undefined);
      assert.equal(onlyMerchants.infractions, undefined);

      await setLimitedPermissions(['transactions.read']);
      const onlyMoney = await dashboard(limited);
      assert.equal(onlyMoney.merchants, undefined);
      assert.equal(onlyMoney.kyc, undefined);
      assert.ok(onlyMoney.pix && onlyMoney.documents && onlyMoney.infractions);
    });
  });

  describe('settings', () => {
    test('defaults while unset; settings.manage is needed', async () => {
      const res = await call(adminPlatformEndpoints.settings);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(ZPlatformSettingsResponse.parse(res.json()), {
        defaultFeeCurrency: 'BRL',
        emailSenderName: null,
        updatedAt: null,
      });
      await setLimitedPermissions(['merchants.read']);
      assert.equal(
        (await call(adminPlatformEndpoints.settings, { token: limited })).statusCode,
        403,
      );
      const refused = await call(adminPlatformEndpoints.updateSettings, {
        token: limited,
        body: { defaultFeeCurrency: 'USD', emailSenderName: 'Nope' },
      });
      assert.equal(refused.statusCode, 403);
    });

    test('invalid values answer field errors and change nothing', async () => {
      const res = await call(adminPlatformEndpoints.updateSettings, {
        body: { defaultFeeCurrency: 'JPY', emailSenderName: 'Bad "name" <x>' },
      });
      assert.equal(res.statusCode, 400, res.body);
      const { error } = res.json() as { error: { fields?: Record<string, string> } };
      assert.deepEqual(error.fields, {
        defaultFeeCurrency: PLATFORM_SETTINGS_MESSAGES.currency,
        emailSenderName: PLATFORM_SETTINGS_MESSAGES.senderNameInvalid,
      });
      const tooLong = await call(adminPlatformEndpoints.updateSettings, {
        body: { defaultFeeCurrency: 'EUR', emailSenderName: 'x'.repeat(101) },
      });
      assert.equal(tooLong.statusCode, 400);
      assert.equal(
        (tooLong.json() as { error: { fields?: Record<string, string> } }).error.fields
          ?.emailSenderName,
        PLATFORM_SETTINGS_MESSAGES.senderNameTooLong,
      );
      const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.targetType, 'setting'));
      assert.equal(rows.length, 0);
    });

    test('a change is saved, audited with before and after, and names the sender of e-mails', async () => {
      const res = await call(adminPlatformEndpoints.updateSettings, {
        body: { defaultFeeCurrency: 'USD', emailSenderName: '  Arara Pagamentos  ' },
      });
      assert.equal(res.statusCode, 200, res.body);
      const saved = ZPlatformSettingsResponse.parse(res.json());
      assert.equal(saved.defaultFeeCurrency, 'USD');
      assert.equal(saved.emailSenderName, 'Arara Pagamentos');
      assert.ok(saved.updatedAt);
      const again = ZPlatformSettingsResponse.parse(
        (await call(adminPlatformEndpoints.settings)).json(),
      );
      assert.deepEqual(again, saved);

      const [entry] = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'setting'), eq(auditLog.action, 'setting.update')));
      assert.ok(entry);
      assert.equal(entry.actorId, adminId);
      assert.equal(entry.targetId, 'platform');
      assert.deepEqual(entry.details, {
        before: { defaultFeeCurrency: 'BRL', emailSenderName: null },
        after: { defaultFeeCurrency: 'USD', emailSenderName: 'Arara Pagamentos' },
      });

      const sent = await post(t.app, '/auth/forgot-password', { email: DEMO.email });
      assert.equal(sent.statusCode, 202, sent.body);
      await t.app.mailer.idle();
      const mail = smtp.messages.at(-1);
      assert.ok(mail, 'the e-mail reached the SMTP server');
      assert.match(mail.data, /^From: Arara Pagamentos <no-reply@arara\.dev>$/m);
      assert.equal(mail.from.replace(/[<>]/g, '').split(' ')[0], 'no-reply@arara.dev');
    });

    test('a blank sender name brings back the one of MAIL_FROM', async () => {
      const res = await call(adminPlatformEndpoints.updateSettings, {
        body: { defaultFeeCurrency: 'USD', emailSenderName: '   ' },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(ZPlatformSettingsResponse.parse(res.json()).emailSenderName, null);
      await post(t.app, '/auth/forgot-password', { email: DEMO.email });
      await t.app.mailer.idle();
      assert.match(smtp.messages.at(-1)?.data ?? '', /^From: Arara <no-reply@arara\.dev>$/m);
    });
  });

  describe('audit log', () => {
    const list = async (query: TAuditLogQuery | object, token = admin) => {
      const res = await call(adminEndpoints.auditLog, { query, token });
      assert.equal(res.statusCode, 200, res.body);
      return ZAuditLogResponse.parse(res.json());
    };

    test('filters by action prefix, target type, actor, merchant and period', async () => {
      const settings = await list({ action: 'setting' });
      assert.equal(settings.total, 2);
      assert.ok(settings.entries.every((entry) => entry.action === 'setting.update'));
      const [newest] = settings.entries;
      assert.deepEqual(newest?.details, {
        before: { defaultFeeCurrency: 'USD', emailSenderName: 'Arara Pagamentos' },
        after: { defaultFeeCurrency: 'USD', emailSenderName: null },
      });
      assert.equal(newest?.actorId, adminId);
      assert.equal(newest?.actorEmail, ADMIN.email);
      assert.ok(newest?.actorName);
      assert.equal(newest?.targetType, 'setting');
      assert.equal(newest?.targetId, 'platform');

      assert.equal((await list({ targetType: 'setting', actorId: adminId })).total, 2);
      assert.equal((await list({ targetType: 'setting', actorId: crypto.randomUUID() })).total, 0);
      assert.equal((await list({ action: 'setting.updat_' })).total, 0, '_ is not a wildcard');
      assert.equal((await list({ targetType: 'profile' })).total, 0);

      const today = zonedToday();
      assert.equal((await list({ action: 'setting', from: today, to: today })).total, 2);
      assert.equal(
        (await list({ action: 'setting', from: addDays(today, 1) })).total,
        0,
        'nothing from tomorrow on',
      );
      assert.equal((await list({ action: 'setting', to: addDays(today, -1) })).total, 0);

      const merchantId = crypto.randomUUID();
      await t.app.repositories.backOffice.record({
        actorId: adminId,
        merchantId,
        action: 'merchant.update',
        method: 'PUT',
        path: `/admin/merchants/${merchantId}`,
        statusCode: 200,
        targetType: 'merchant',
        targetId: merchantId,
        details: { before: { status: 'onboarding' }, after: { status: 'active' } },
      });
      const byMerchant = await list({ merchantId });
      assert.deepEqual(
        byMerchant.entries.map((entry) => [entry.action, entry.details]),
        [['merchant.update', { before: { status: 'onboarding' }, after: { status: 'active' } }]],
      );
    });

    test('bad filters are 400; audit.read is needed', async () => {
      const res = await call(adminEndpoints.auditLog, { query: { from: '26/11/2026' } });
      assert.equal(res.statusCode, 400);
      await setLimitedPermissions(['settings.manage']);
      assert.equal((await call(adminEndpoints.auditLog, { token: limited })).statusCode, 403);
      await setLimitedPermissions(['audit.read']);
      assert.equal((await call(adminEndpoints.auditLog, { token: limited })).statusCode, 200);
    });
  });
});
