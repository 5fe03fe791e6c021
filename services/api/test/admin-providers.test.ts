import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  adminAccountEndpoints,
  adminProviderEndpoints,
  type Endpoint,
  endpointPath,
  PROVIDERS_AREA_ERRORS as E,
  type TAdminPermission,
  ZAdminBankAccount,
  ZAdminLoginResponse,
  ZAdminProvider,
  ZAdminProvidersResponse,
  ZAdminTwoFactorEnableResponse,
  ZAdminVirtualAccount,
  ZMerchantProviderConfig,
  ZMerchantProvidersResponse,
  ZTwoFactorSetupResponse,
} from '@arara/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { adminProfiles, auditLog, merchants } from '../src/db/schema';
import { merchantProviderConfigs } from '../src/db/schema-back-office';
import { bankAccounts, virtualAccounts } from '../src/db/schema-ledger';
import { hashPassword } from '../src/lib/password';
import { openProviderPassword } from '../src/lib/provider-credentials';
import { PLATFORM_BANK } from '../src/services/onboarding/open-merchant-accounts';
import { freshAddress, post, signInAdmin, useTestApp } from './helper';
import { codeFor } from './totp';

const PASSWORD = 'Arara@2026-back-office';
/** A password no other text of the database or the API holds. */
const PROVIDER_PASSWORD = 'S3nh4-Do-Provedor-9f2c7a';
const NEW_PROVIDER_PASSWORD = 'Outra-S3nha-do-Provedor-41bd';

describe('back office: providers and accounts', () => {
  const t = useTestApp();
  let superToken: string;
  /** Access tokens of admins whose profile has only these permissions. */
  const tokens = new Map<string, string>();
  let merchantId: string;
  let otherMerchantId: string;

  const call = (token: string, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const as = (token: string) => ({
    get: (url: string) => call(token, 'GET', url),
    post: (url: string, body: object) => call(token, 'POST', url, body),
    patch: (url: string, body: object) => call(token, 'PATCH', url, body),
    delete: (url: string) => call(token, 'DELETE', url),
  });
  const admin = () => as(superToken);

  /** An admin with a profile of only `permissions`, signed in (enrolling two-factor). */
  async function adminWith(slug: string, permissions: TAdminPermission[]): Promise<string> {
    const [profile] = await t.db
      .insert(adminProfiles)
      .values({ name: `Test ${slug}`, slug, permissions })
      .returning();
    assert.ok(profile);
    const email = `${slug}@back-office.test`;
    await t.app.repositories.users.create({
      name: `Admin ${slug}`,
      email,
      passwordHash: await hashPassword(PASSWORD),
      isAdmin: true,
      adminProfileId: profile.id,
      emailVerifiedAt: new Date(),
    });
    const first = ZAdminLoginResponse.parse(
      (await post(t.app, '/admin/auth/login', { email, password: PASSWORD })).json(),
    );
    assert.equal(first.status, 'two_factor_setup_required');
    if (first.status !== 'two_factor_setup_required') throw new Error('unexpected');
    const setup = await post(t.app, '/auth/two-factor/setup', { setupToken: first.setupToken });
    const { secret } = ZTwoFactorSetupResponse.parse(setup.json());
    const enabled = await post(t.app, '/admin/auth/two-factor/enable', {
      setupToken: first.setupToken,
      code: codeFor(secret),
    });
    assert.equal(enabled.statusCode, 200, enabled.body);
    return ZAdminTwoFactorEnableResponse.parse(enabled.json()).session.accessToken;
  }

  const auditRows = (targetType: string, targetId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
      .orderBy(asc(auditLog.createdAt));

  const newProvider = async (name: string, body: object = {}) => {
    const res = await admin().post('/admin/providers', { name, ...body });
    assert.equal(res.statusCode, 201, res.body);
    return ZAdminProvider.parse(res.json());
  };

  const bankAccountBody = (providerId: string, providerAccountId: string) => ({
    merchantId,
    providerId,
    providerAccountId,
    holderName: 'Arara Demo Comércio Ltda',
    bankCode: '001',
    branchNumber: '0001',
    accountNumber: '12345-6',
    accountType: 'checking',
    document: '11.222.333/0001-81',
  });

  before(async () => {
    superToken = (await signInAdmin(t.app)).accessToken;
    // Two seeded merchants that have bank accounts.
    const [first, second] = await t.db
      .selectDistinct({ id: merchants.id })
      .from(merchants)
      .innerJoin(bankAccounts, eq(bankAccounts.merchantId, merchants.id))
      .orderBy(asc(merchants.id))
      .limit(2);
    assert.ok(first && second);
    merchantId = first.id;
    otherMerchantId = second.id;
    tokens.set('nothing', await adminWith('nothing', ['users.read']));
    tokens.set('accounts.read', await adminWith('accounts-reader', ['accounts.read']));
    tokens.set(
      'accounts.manage',
      await adminWith('accounts-manager', ['accounts.read', 'accounts.manage']),
    );
    tokens.set('providers.manage', await adminWith('providers-manager', ['providers.manage']));
  });

  describe('permissions', () => {
    const ANY_UUID = '00000000-0000-4000-8000-000000000000';
    const endpoints: Endpoint[] = [
      ...Object.values(adminProviderEndpoints),
      ...Object.values(adminAccountEndpoints),
    ];

    test('every endpoint answers 403 to a profile without its permission, and not to one with it', async () => {
      for (const endpoint of endpoints) {
        const permission = (endpoint.access as { admin: TAdminPermission }).admin;
        const url = endpointPath(endpoint, {
          providerId: 'unknown-provider',
          configId: ANY_UUID,
          bankAccountId: ANY_UUID,
          virtualAccountId: ANY_UUID,
        });
        for (const [profile, token] of tokens) {
          const granted =
            profile === permission ||
            (profile === 'accounts.manage' && permission === 'accounts.read');
          const res = await call(
            token,
            endpoint.method,
            url,
            endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {},
          );
          if (granted) {
            assert.notEqual(res.statusCode, 403, `${profile} ${endpoint.method} ${url}`);
          } else {
            assert.equal(res.statusCode, 403, `${profile} ${endpoint.method} ${url}`);
          }
        }
      }
    });

    test('the reader sees the accounts but cannot create one', async () => {
      const reader = as(tokens.get('accounts.read') ?? '');
      assert.equal((await reader.get('/admin/bank-accounts')).statusCode, 200);
      assert.equal((await reader.get('/admin/virtual-accounts')).statusCode, 200);
      const created = await reader.post(
        '/admin/bank-accounts',
        bankAccountBody(PLATFORM_BANK.providerId, 'reader-1'),
      );
      assert.equal(created.statusCode, 403);
    });
  });

  describe('providers', () => {
    test('create, list, edit, and the name is unique whatever its case', async () => {
      const created = await newProvider('Banco Parceiro', {
        operations: ['pix_receive', 'pix_send'],
        attributes: [
          { name: 'client_id', required: true },
          { name: 'region', required: false },
        ],
      });
      assert.equal(created.status, 'active');
      assert.deepEqual(created.operations, ['pix_receive', 'pix_send']);

      const taken = await admin().post('/admin/providers', { name: 'banco parceiro' });
      assert.equal(taken.statusCode, 409);
      assert.deepEqual(taken.json().error.fields, { name: E.nameTaken });

      const edited = await admin().patch(`/admin/providers/${created.id}`, {
        operations: ['pix_receive', 'ted_send'],
      });
      assert.equal(edited.statusCode, 200, edited.body);
      assert.deepEqual(ZAdminProvider.parse(edited.json()).operations, ['pix_receive', 'ted_send']);
      assert.equal(ZAdminProvider.parse(edited.json()).name, 'Banco Parceiro');

      const list = ZAdminProvidersResponse.parse((await admin().get('/admin/providers')).json());
      const sandbox = list.items.find((item) => item.id === PLATFORM_BANK.providerId);
      assert.ok(sandbox && sandbox.bankAccountCount > 0, 'the platform provider is in use');
      assert.ok(list.items.some((item) => item.id === created.id));

      const bad = await admin().post('/admin/providers', {
        name: 'X',
        operations: ['fax_send'],
        attributes: [
          { name: 'a', required: true },
          { name: 'A', required: false },
        ],
      });
      assert.equal(bad.statusCode, 400);
    });

    test("'Provider not found' for an unknown id", async () => {
      for (const res of [
        await admin().get('/admin/providers/nope'),
        await admin().patch('/admin/providers/nope', { name: 'Y' }),
        await admin().delete('/admin/providers/nope'),
      ]) {
        assert.equal(res.statusCode, 404);
        assert.equal(res.json().error.message, 'Provider not found');
      }
    });

    test('a provider in use cannot be deleted (409): deactivated, it takes no new bank account', async () => {
      const inUse = await admin().delete(`/admin/providers/${PLATFORM_BANK.providerId}`);
      assert.equal(inUse.statusCode, 409);
      assert.deepEqual(inUse.json().error.fields, { provider: E.providerInUse });

      const provider = await newProvider('Banco Inativo');
      const account = await admin().post(
        '/admin/bank-accounts',
        bankAccountBody(provider.id, 'inativo-1'),
      );
      assert.equal(account.statusCode, 201, account.body);
      assert.equal((await admin().delete(`/admin/providers/${provider.id}`)).statusCode, 409);

      const off = await admin().patch(`/admin/providers/${provider.id}`, { status: 'inactive' });
      assert.equal(off.statusCode, 200);
      const refused = await admin().post(
        '/admin/bank-accounts',
        bankAccountBody(provider.id, 'inativo-2'),
      );
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json().error.fields, { providerId: E.providerInactive });

      const unused = await newProvider('Banco Sem Uso');
      assert.equal((await admin().delete(`/admin/providers/${unused.id}`)).statusCode, 204);
      assert.equal((await admin().get(`/admin/providers/${unused.id}`)).statusCode, 404);
      const audit = await auditRows('provider', unused.id);
      assert.deepEqual(
        audit.map((row) => row.action),
        ['provider.create', 'provider.delete'],
      );
    });
  });

  describe('merchant provider configurations', () => {
    let providerId: string;
    before(async () => {
      providerId = (
        await newProvider('Banco Credenciais', {
          attributes: [
            { name: 'client_id', required: true },
            { name: 'region', required: false },
          ],
        })
      ).id;
    });

    const configBody = (over: object = {}) => ({
      merchantId,
      providerId,
      username: 'arara-demo',
      password: PROVIDER_PASSWORD,
      apiUrl: 'https://api.banco-credenciais.example/v1',
      attributes: { client_id: 'client-123' },
      ...over,
    });

    /** Every text the database holds about configurations, audit included. */
    const databaseText = async () => {
      const rows = await t.db.execute(
        sql`select (select coalesce(json_agg(c)::text, '') from merchant_provider_configs c)
                || (select coalesce(json_agg(a)::text, '') from audit_log a) as text`,
      );
      return String((rows as unknown as { rows: { text: string }[] }).rows[0]?.text);
    };

    test('the password is stored encrypted, never returned, kept on edit, replaced by a new one', async () => {
      const created = await admin().post('/admin/merchant-providers', configBody());
      assert.equal(created.statusCode, 201, created.body);
      assert.ok(!created.body.includes(PROVIDER_PASSWORD));
      const config = ZMerchantProviderConfig.parse(created.json());
      assert.equal(config.hasPassword, true);
      assert.equal('password' in (created.json() as object), false);

      const [row] = await t.db
        .select()
        .from(merchantProviderConfigs)
        .where(eq(merchantProviderConfigs.id, config.id));
      assert.ok(row);
      assert.ok(!row.passwordCiphertext.includes(PROVIDER_PASSWORD));
      assert.match(row.passwordCiphertext, /^v1:/);
      assert.equal(openProviderPassword(row.passwordCiphertext), PROVIDER_PASSWORD);
      assert.ok(!(await databaseText()).includes(PROVIDER_PASSWORD), 'no plaintext in the db');

      const list = await admin().get(`/admin/merchant-providers?merchantId=${merchantId}`);
      assert.equal(list.statusCode, 200);
      assert.ok(!list.body.includes(PROVIDER_PASSWORD));
      assert.ok(!list.body.includes(row.passwordCiphertext));
      assert.ok(
        ZMerchantProvidersResponse.parse(list.json()).items.some((item) => item.id === config.id),
      );

      // An edit without a password keeps the stored one (the same ciphertext).
      const kept = await admin().patch(`/admin/merchant-providers/${config.id}`, {
        username: 'arara-demo-2',
        password: '',
      });
      assert.equal(kept.statusCode, 200, kept.body);
      assert.equal(ZMerchantProviderConfig.parse(kept.json()).username, 'arara-demo-2');
      const [afterKeep] = await t.db
        .select()
        .from(merchantProviderConfigs)
        .where(eq(merchantProviderConfigs.id, config.id));
      assert.equal(afterKeep?.passwordCiphertext, row.passwordCiphertext);

      // A new one replaces it.
      const replaced = await admin().patch(`/admin/merchant-providers/${config.id}`, {
        password: NEW_PROVIDER_PASSWORD,
      });
      assert.equal(replaced.statusCode, 200);
      assert.ok(!replaced.body.includes(NEW_PROVIDER_PASSWORD));
      const [afterReplace] = await t.db
        .select()
        .from(merchantProviderConfigs)
        .where(eq(merchantProviderConfigs.id, config.id));
      assert.ok(afterReplace);
      assert.notEqual(afterReplace.passwordCiphertext, row.passwordCiphertext);
      assert.equal(openProviderPassword(afterReplace.passwordCiphertext), NEW_PROVIDER_PASSWORD);
      const text = await databaseText();
      assert.ok(!text.includes(NEW_PROVIDER_PASSWORD) && !text.includes(PROVIDER_PASSWORD));

      const audit = await auditRows('merchant_provider', config.id);
      assert.deepEqual(
        audit.map((entry) => entry.action),
        ['merchant_provider.create', 'merchant_provider.update', 'merchant_provider.update'],
      );
      assert.equal(audit[0]?.actorId !== null && audit[0]?.merchantId, merchantId);
      assert.ok(!JSON.stringify(audit).includes(row.passwordCiphertext));

      // One configuration per merchant and provider.
      const twice = await admin().post('/admin/merchant-providers', configBody());
      assert.equal(twice.statusCode, 409);
      assert.deepEqual(twice.json().error.fields, { providerId: E.configExists });

      assert.equal(
        (await admin().delete(`/admin/providers/${providerId}`)).statusCode,
        409,
        'a provider with a configuration is in use',
      );
      const deleted = await admin().delete(`/admin/merchant-providers/${config.id}`);
      assert.equal(deleted.statusCode, 204);
      assert.equal(
        (await admin().delete(`/admin/merchant-providers/${config.id}`)).statusCode,
        404,
      );
    });

    test("the provider's required attributes, the API URL and the password are checked", async () => {
      const missing = await admin().post(
        '/admin/merchant-providers',
        configBody({ merchantId: otherMerchantId, attributes: { region: 'sp' } }),
      );
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json().error.fields, {
        'attributes.client_id': E.attributeRequired,
      });

      const plain = await admin().post(
        '/admin/merchant-providers',
        configBody({ merchantId: otherMerchantId, apiUrl: 'http://banco.example/api' }),
      );
      assert.equal(plain.statusCode, 400);
      assert.deepEqual(plain.json().error.fields, { apiUrl: E.apiUrl });

      const noPassword = await admin().post(
        '/admin/merchant-providers',
        configBody({ merchantId: otherMerchantId, password: '' }),
      );
      assert.equal(noPassword.statusCode, 400);
      assert.deepEqual(noPassword.json().error.fields, { password: E.passwordRequired });

      const unknownProvider = await admin().post(
        '/admin/merchant-providers',
        configBody({ merchantId: otherMerchantId, providerId: 'nope' }),
      );
      assert.equal(unknownProvider.statusCode, 400);
      assert.deepEqual(unknownProvider.json().error.fields, { providerId: E.providerNotFound });
    });
  });

  describe('bank accounts', () => {
    test('created for a merchant with the directory bank name, alphanumeric CNPJ, edited, audited', async () => {
      const created = await admin().post('/admin/bank-accounts', {
        ...bankAccountBody(PLATFORM_BANK.providerId, 'admin-created-1'),
        document: '12.ABC.345/01DE-35',
      });
      assert.equal(created.statusCode, 201, created.body);
      const account = ZAdminBankAccount.parse(created.json());
      assert.equal(account.bankName, 'Banco do Brasil S.A.');
      assert.equal(account.document, '12ABC34501DE35');
      assert.equal(account.merchantId, merchantId);

      const filtered = await admin().get(
        `/admin/bank-accounts?merchantId=${otherMerchantId}&providerId=${PLATFORM_BANK.providerId}`,
      );
      assert.equal(filtered.statusCode, 200);
      const items = filtered.json().items as { merchantId: string; id: string }[];
      assert.ok(items.length > 0 && items.every((item) => item.merchantId === otherMerchantId));

      const edited = await admin().patch(`/admin/bank-accounts/${account.id}`, {
        holderName: 'Outro Titular',
        status: 'inactive',
      });
      assert.equal(edited.statusCode, 200, edited.body);
      assert.equal(ZAdminBankAccount.parse(edited.json()).holderName, 'Outro Titular');

      const duplicate = await admin().post(
        '/admin/bank-accounts',
        bankAccountBody(PLATFORM_BANK.providerId, 'admin-created-1'),
      );
      assert.equal(duplicate.statusCode, 409);

      const badDocument = await admin().post('/admin/bank-accounts', {
        ...bankAccountBody(PLATFORM_BANK.providerId, 'admin-created-2'),
        document: '11.222.333/0001-00',
        bankCode: '12',
      });
      assert.equal(badDocument.statusCode, 400);
      assert.deepEqual(badDocument.json().error.fields, {
        document: E.document,
        bankCode: E.bankCode,
      });

      const audit = await auditRows('bank_account', account.id);
      assert.deepEqual(
        audit.map((row) => row.action),
        ['bank_account.create', 'bank_account.update'],
      );
      const details = audit[1]?.details as {
        before: { holderName: string };
        after: { holderName: string };
      };
      assert.equal(details.before.holderName, 'Arara Demo Comércio Ltda');
      assert.equal(details.after.holderName, 'Outro Titular');
    });
  });

  describe('virtual accounts', () => {
    test("opened with the merchants' rules; type and currency fixed; default moves", async () => {
      const [bank] = (await admin().get(`/admin/bank-accounts?merchantId=${merchantId}`)).json()
        .items as { id: string }[];
      assert.ok(bank);
      const created = await admin().post('/admin/virtual-accounts', {
        merchantId,
        bankAccountId: bank.id,
        label: 'Reserva do back office',
        type: 'reserve',
      });
      assert.equal(created.statusCode, 201, created.body);
      const account = ZAdminVirtualAccount.parse(created.json());
      assert.equal(account.currency, 'BRL');
      assert.equal(account.isDefault, false);

      const otherBank = (
        await admin().get(`/admin/bank-accounts?merchantId=${otherMerchantId}`)
      ).json().items[0] as { id: string };
      const foreign = await admin().post('/admin/virtual-accounts', {
        merchantId,
        bankAccountId: otherBank.id,
        label: 'Conta de outro',
        type: 'custom',
      });
      assert.equal(foreign.statusCode, 400);
      assert.deepEqual(foreign.json().error.fields, { bankAccountId: E.bankAccountNotFound });

      const typeChange = await admin().patch(`/admin/virtual-accounts/${account.id}`, {
        type: 'escrow',
      });
      assert.equal(typeChange.statusCode, 400);
      assert.deepEqual(typeChange.json().error.fields, { type: E.typeImmutable });
      const currencyChange = await admin().patch(`/admin/virtual-accounts/${account.id}`, {
        currency: 'USD',
      });
      assert.equal(currencyChange.statusCode, 400);
      assert.deepEqual(currencyChange.json().error.fields, { currency: E.currencyImmutable });

      const renamed = await admin().patch(`/admin/virtual-accounts/${account.id}`, {
        label: 'Reserva',
        type: 'reserve',
        currency: 'BRL',
        isDefault: true,
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assert.equal(ZAdminVirtualAccount.parse(renamed.json()).label, 'Reserva');
      const defaults = await t.db
        .select({ id: virtualAccounts.id })
        .from(virtualAccounts)
        .where(
          and(eq(virtualAccounts.merchantId, merchantId), eq(virtualAccounts.isDefault, true)),
        );
      assert.deepEqual(defaults, [{ id: account.id }]);

      const unset = await admin().patch(`/admin/virtual-accounts/${account.id}`, {
        isDefault: false,
      });
      assert.equal(unset.statusCode, 400);

      const list = await admin().get(`/admin/virtual-accounts?merchantId=${merchantId}`);
      const items = list.json().items as { id: string; merchantId: string }[];
      assert.ok(items.some((item) => item.id === account.id));
      assert.ok(items.every((item) => item.merchantId === merchantId));

      const audit = await auditRows('virtual_account', account.id);
      assert.deepEqual(
        audit.map((row) => row.action),
        ['virtual_account.create', 'virtual_account.update'],
        'refused edits leave no audit row',
      );
    });
  });
});
