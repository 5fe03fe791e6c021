import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  ADMIN_MERCHANT_MESSAGES,
  adminMerchantEndpoints,
  cnpjCheckDigits,
  endpointPath,
  PAYMENT_MESSAGES,
  type TAdminMerchantForm,
  type TAdminMerchantUbo,
  withdrawalEndpoints,
  ZAdminMerchantDetail,
  ZAdminMerchantsResponse,
  ZTwoFactorRequiredResponse,
  ZAdminSignedInResponse,
} from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import { adminProfiles, auditLog, merchants } from '../src/db/schema';
import { merchantUbos } from '../src/db/schema-back-office';
import { bankAccounts } from '../src/db/schema-ledger';
import { hashPassword } from '../src/lib/password';
import { ADMIN, forgetUsedTwoFactorStep, freshAddress, post, useTestApp } from './helper';
import { memberSend, useTeamWithAccounts } from './member-fixtures';
import { codeFor } from './totp';
import { DEMO_ADMIN_TOTP_SECRET } from '../src/seeds/seed';

const M = ADMIN_MERCHANT_MESSAGES;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const NOT_FOUND = {
  error: { code: 'NOT_FOUND', message: 'Merchant not found', fields: { id: M.notFound } },
};

/** A valid numeric CNPJ from a 12-digit base. */
const cnpj = (base: string) => `${base}${cnpjCheckDigits(base)}`;

const ubo = (ownershipPercentage: number, extra: Partial<TAdminMerchantUbo> = {}) => ({
  ownershipPercentage,
  firstName: 'Bruno',
  lastName: 'Sócio',
  birthDate: '1985-01-01',
  cpf: '529.982.247-25',
  email: 'bruno@arara.test',
  phone: '(11) 98765-4321',
  country: 'BR',
  addressLine1: 'Rua Augusta, 500',
  city: 'São Paulo',
  state: 'sp',
  postalCode: '01305-000',
  ...extra,
});

const form = (document: string, ubos: object[] = []): TAdminMerchantForm =>
  ({
    individual: {
      firstName: 'Dana',
      lastName: 'Demo',
      birthDate: '1990-05-17',
      email: 'dana@arara.test',
      country: 'BR',
      cpf: '123.456.789-09',
      phone: '11987654321',
      addressLine1: 'Avenida Paulista, 1000',
      addressLine2: 'Sala 5',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01310-100',
      idDocumentCountry: 'BR',
      idDocumentType: 'rg',
      proofOfAddressType: 'utility_bill',
    },
    business: {
      legalName: 'Açaí Pagamentos Ltda',
      cnpj: document,
      formationDate: '2020-02-03',
      email: 'contato@acai.test',
      country: 'BR',
      doingBusinessAs: 'Açaí Pay',
      website: 'https://acai.test',
      addressLine1: 'Rua da Assembleia, 10',
      city: 'Rio de Janeiro',
      state: 'RJ',
      postalCode: '20040-002',
      proofOfAddressType: 'bank_statement',
    },
    ubos,
  }) as TAdminMerchantForm;

describe('back office: merchants', () => {
  const t = useTestApp();
  const everyone = useTeamWithAccounts(t);
  let admin = '';
  let support = '';
  let feesOnly = '';

  const tokenOf = async (credentials: { email: string; password: string }, secret: string) => {
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

  /** An admin of a profile (created here when missing) with `email`. */
  const adminWith = async (email: string, profileName: string) => {
    const { backOffice, users, twoFactor } = t.app.repositories;
    let profile = await backOffice.findProfileByName(profileName);
    if (!profile) {
      [profile] = await t.db
        .insert(adminProfiles)
        .values({ name: profileName, slug: 'fees-only', permissions: ['fees.manage'] })
        .returning();
    }
    assert.ok(profile);
    const user = await users.create({
      name: profileName,
      email,
      passwordHash: await hashPassword('Support@2026'),
      isAdmin: true,
      adminProfileId: profile.id,
      emailVerifiedAt: new Date(),
    });
    await twoFactor.savePending(user.id, SECRET);
    await twoFactor.enable(user.id, SECRET, 0, new Date());
    return tokenOf({ email, password: 'Support@2026' }, SECRET);
  };

  before(async () => {
    admin = await tokenOf(ADMIN, DEMO_ADMIN_TOTP_SECRET);
    support = await adminWith('merchants.support@arara.test', 'Support');
    feesOnly = await adminWith('fees.only@arara.test', 'Fees only');
  });

  const call = (
    endpoint: (typeof adminMerchantEndpoints)[keyof typeof adminMerchantEndpoints],
    options: { id?: string; body?: object; query?: Record<string, string>; token?: string } = {},
  ) =>
    t.app.inject({
      method: endpoint.method,
      url: endpointPath(endpoint, options.id ? { id: options.id } : {}),
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${options.token ?? admin}` },
      ...(options.query ? { query: options.query } : {}),
      ...(options.body === undefined ? {} : { payload: options.body }),
    });
  const create = async (body: TAdminMerchantForm) => {
    const res = await call(adminMerchantEndpoints.create, { body });
    assert.equal(res.statusCode, 201, res.body);
    return ZAdminMerchantDetail.parse(res.json());
  };
  const audits = (merchantId: string) =>
    t.db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, merchantId), eq(auditLog.targetType, 'merchant')))
      .orderBy(auditLog.createdAt);

  test('each endpoint: 403 without its permission, nothing written', async () => {
    const id = everyone.merchantA;
    const body = form(cnpj('901234560001'));
    const statuses = async (token: string) => [
      (await call(adminMerchantEndpoints.list, { token })).statusCode,
      (await call(adminMerchantEndpoints.get, { id, token })).statusCode,
      (await call(adminMerchantEndpoints.create, { body, token })).statusCode,
      (await call(adminMerchantEndpoints.update, { id, body, token })).statusCode,
      (await call(adminMerchantEndpoints.setStatus, { id, body: { status: 'inactive' }, token }))
        .statusCode,
    ];
    assert.deepEqual(await statuses(feesOnly), [403, 403, 403, 403, 403]);
    // merchants.read only: reads yes, writes no.
    assert.deepEqual(await statuses(support), [200, 200, 403, 403, 403]);
    // A merchant member's token is no back-office session.
    assert.equal(
      (await call(adminMerchantEndpoints.list, { token: everyone.tokens.owner })).statusCode,
      403,
    );
    const [row] = await t.db.select().from(merchants).where(eq(merchants.id, id));
    assert.equal(row?.status, 'active');
    assert.equal(
      (await t.db.select().from(merchants).where(eq(merchants.document, body.business.cnpj)))
        .length,
      0,
    );
  });

  test('create: the three sections stored, UBOs, status onboarding, audited; list finds it', async () => {
    const document = cnpj('907654320001');
    const created = await create(form(document, [ubo(60), ubo(40, { cpf: '12345678909' })]));
    assert.equal(created.name, 'Açaí Pagamentos Ltda');
    assert.equal(created.document, document);
    assert.equal(created.status, 'onboarding');
    assert.equal(created.balance, 0);
    assert.equal(created.kycStatus, 'not_started');
    assert.deepEqual(
      created.ubos.map((u) => [u.ownershipPercentage, u.cpf, u.state]),
      [
        [60, '52998224725', 'SP'],
        [40, '12345678909', 'SP'],
      ],
    );
    assert.equal((created.individual as { cpf: string }).cpf, '12345678909');

    const [audit] = await audits(created.id);
    assert.ok(audit);
    assert.equal(audit?.action, 'merchant.create');
    assert.equal(audit?.targetId, created.id);
    const after = (audit.details as { after: { ubos: unknown[] } }).after;
    assert.equal(after.ubos.length, 2);

    // Accent- and case-insensitive name, CNPJ with punctuation, status filter, balance.
    const list = async (query: Record<string, string>) => {
      const res = await call(adminMerchantEndpoints.list, { query });
      assert.equal(res.statusCode, 200, res.body);
      return ZAdminMerchantsResponse.parse(res.json());
    };
    assert.deepEqual(
      (await list({ search: 'acai pag' })).merchants.map((m) => m.id),
      [created.id],
    );
    assert.deepEqual(
      (await list({ search: `${document.slice(0, 2)}.${document.slice(2, 5)}` })).merchants.map(
        (m) => m.id,
      ),
      [created.id],
    );
    assert.deepEqual(
      (await list({ search: 'açaí', status: 'active' })).merchants.map((m) => m.id),
      [],
    );
    const all = await list({});
    const a = all.merchants.find((m) => m.id === everyone.merchantA);
    assert.ok(a && a.balance > 0, 'the balance of a merchant with money');
    assert.ok(all.total >= 3);
  });

  test('create: an alphanumeric CNPJ; a taken CNPJ is 409 on business.cnpj', async () => {
    const base = '12ABC34501DE';
    // The alphanumeric check digits (each character weighs its ASCII code − 48).
    const digit = (text: string) => {
      const sum = [...text].reduce(
        (acc, c, i) => acc + (c.charCodeAt(0) - 48) * (((text.length - 1 - i) % 8) + 2),
        0,
      );
      return String(sum % 11 < 2 ? 0 : 11 - (sum % 11));
    };
    const first = digit(base);
    const alpha = `${base}${first}${digit(base + first)}`;
    const created = await create(form(alpha.toLowerCase()));
    assert.equal(created.document, alpha);

    const taken = await call(adminMerchantEndpoints.create, { body: form(alpha) });
    assert.equal(taken.statusCode, 409, taken.body);
    assert.deepEqual(taken.json().error.fields, { 'business.cnpj': M.cnpjTaken });
  });

  test('validation: 400 with the field of each mistake, nothing stored', async () => {
    const body = form(cnpj('555666770001'), [ubo(50, { cpf: '111.111.111-11' })]);
    const bad = {
      ...body,
      individual: {
        ...body.individual,
        cpf: '123.456.789-00',
        phone: '1234',
        birthDate: '2999-01-01',
        firstName: '  ',
      },
      business: { ...body.business, cnpj: '11.222.333/0001-00', website: 'not a site' },
    };
    const res = await call(adminMerchantEndpoints.create, { body: bad });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json().error.fields, {
      'individual.firstName': M.required,
      'individual.birthDate': M.dateInFuture,
      'individual.cpf': M.invalidCpf,
      'individual.phone': M.invalidPhone,
      'business.cnpj': M.invalidCnpj,
      'business.website': M.invalidWebsite,
      'ubos.0.cpf': M.invalidCpf,
    });
    const cep = await call(adminMerchantEndpoints.create, {
      body: { ...body, ubos: [], business: { ...body.business, postalCode: '123' } },
    });
    assert.equal(cep.statusCode, 400, cep.body);
    assert.deepEqual(cep.json().error.fields, { 'business.postalCode': M.invalidPostalCode });
    assert.equal(
      (await t.db.select().from(merchants).where(eq(merchants.document, body.business.cnpj)))
        .length,
      0,
    );
  });

  test('UBOs: more than 100 % refused, on create and on edit; two concurrent edits never add up', async () => {
    const over = await call(adminMerchantEndpoints.create, {
      body: form(cnpj('333444550001'), [ubo(60), ubo(40.01)]),
    });
    assert.equal(over.statusCode, 400, over.body);
    assert.deepEqual(over.json().error.fields, { ubos: M.ownershipTooHigh });

    const created = await create(form(cnpj('333444550001'), [ubo(33.33), ubo(66.67)]));
    assert.deepEqual(
      created.ubos.map((u) => u.ownershipPercentage),
      [66.67, 33.33],
    );
    const [kept] = created.ubos;
    assert.ok(kept);
    const edit = (ubos: object[]) =>
      call(adminMerchantEndpoints.update, {
        id: created.id,
        body: form(created.document, ubos),
      });
    const refused = await edit([kept, ubo(70)]);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().error.fields, { ubos: M.ownershipTooHigh });

    // Two admins at once, each with a valid list: the row lock makes the second replace the
    // first's UBOs instead of adding to them.
    const [one, two] = await Promise.all([edit([ubo(60)]), edit([ubo(70)])]);
    assert.equal(one.statusCode, 200, one.body);
    assert.equal(two.statusCode, 200, two.body);
    const rows = await t.db
      .select({ pct: merchantUbos.ownershipPercentage })
      .from(merchantUbos)
      .where(eq(merchantUbos.merchantId, created.id));
    assert.equal(rows.length, 1);
    assert.ok(['60.00', '70.00'].includes(rows[0]?.pct ?? ''));

    const updates = (await audits(created.id)).filter((a) => a.action === 'merchant.update');
    assert.equal(updates.length, 2, 'one audit row per accepted edit, none for the refused');
    type Ubos = { ubos: { ownershipPercentage: number }[] };
    const [a, b] = updates.map((u) => u.details as { before: Ubos; after: Ubos });
    assert.ok(a && b);
    // The edits were applied one after the other, in the order the row lock gave them, which
    // `createdAt` (each transaction's start on PostgreSQL) does not tell: the first saw the
    // two UBOs of the creation, the second saw exactly what the first left.
    const [first, second] = a.before.ubos.length === 2 ? [a, b] : [b, a];
    assert.equal(first.before.ubos.length, 2);
    assert.equal(first.after.ubos.length, 1);
    assert.deepEqual(second.before, first.after);
    assert.equal(second.after.ubos.length, 1);
    assert.equal(Number(rows[0]?.pct), second.after.ubos[0]?.ownershipPercentage);
  });

  test("details: accounts, members, KYC, latest transactions; unknown or malformed id: 'Merchant not found'", async () => {
    const res = await call(adminMerchantEndpoints.get, { id: everyone.merchantA });
    assert.equal(res.statusCode, 200, res.body);
    const detail = ZAdminMerchantDetail.parse(res.json());
    assert.ok(detail.bankAccounts.length > 0);
    assert.ok(detail.virtualAccounts.length > 0);
    assert.equal(
      detail.balance,
      detail.virtualAccounts.reduce((sum, account) => sum + account.balance, 0),
    );
    assert.ok(detail.members.some((m) => m.role === 'owner' && m.status === 'active'));
    assert.ok(detail.latestTransactions.length > 0);
    assert.ok(detail.latestTransactions.length <= 10);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await call(adminMerchantEndpoints.get, { id });
      assert.equal(missing.statusCode, 404, id);
      assert.deepEqual(missing.json(), NOT_FOUND);
      const edit = await call(adminMerchantEndpoints.update, {
        id,
        body: form(cnpj('121212120001')),
      });
      assert.deepEqual([edit.statusCode, edit.json()], [404, NOT_FOUND]);
      const status = await call(adminMerchantEndpoints.setStatus, {
        id,
        body: { status: 'active' },
      });
      assert.deepEqual([status.statusCode, status.json()], [404, NOT_FOUND]);
    }
  });

  test('status: inactive stops the next withdrawal, active lets it through; audited', async () => {
    const id = everyone.merchantA;
    const [bank] = await t.db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(eq(bankAccounts.merchantId, id));
    assert.ok(bank);
    const withdraw = () =>
      memberSend(
        t.app,
        everyone.tokens.owner,
        'POST',
        endpointPath(withdrawalEndpoints.create, { merchantId: id }),
        { virtualAccountId: everyone.accounts.merchantA[0], bankAccountId: bank.id, amount: 500 },
      );
    const setStatus = async (status: string) => {
      const res = await call(adminMerchantEndpoints.setStatus, { id, body: { status } });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().status, status);
    };

    const badStatus = await call(adminMerchantEndpoints.setStatus, {
      id,
      body: { status: 'sleeping' },
    });
    assert.equal(badStatus.statusCode, 400);
    assert.deepEqual(badStatus.json().error.fields, { status: M.invalidOption });

    await setStatus('inactive');
    const refused = await withdraw();
    assert.equal(refused.statusCode, 403, refused.body);
    assert.deepEqual(refused.json().error, {
      code: 'MERCHANT_NOT_ACTIVE',
      message: 'This merchant cannot send money now',
      fields: { merchant: PAYMENT_MESSAGES.merchantNotActive },
    });
    await setStatus('approved');
    assert.equal((await withdraw()).statusCode, 202);
    await setStatus('rejected');
    assert.equal((await withdraw()).statusCode, 403);
    await setStatus('active');
    assert.equal((await withdraw()).statusCode, 202);

    const adminId = (await t.app.repositories.users.findByEmail(ADMIN.email))?.id;
    const rows = (await audits(id)).filter((a) => a.action === 'merchant.status');
    assert.deepEqual(
      rows.map((row) => [row.actorId, row.details]),
      [
        [adminId, { before: { status: 'active' }, after: { status: 'inactive' } }],
        [adminId, { before: { status: 'inactive' }, after: { status: 'approved' } }],
        [adminId, { before: { status: 'approved' }, after: { status: 'rejected' } }],
        [adminId, { before: { status: 'rejected' }, after: { status: 'active' } }],
      ],
    );
  });
});
