import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  adminKycEndpoints,
  COMPLIANCE_MESSAGES,
  documentEndpoints,
  endpointPath,
  endpointSearch,
  ONBOARDING_STATUSES,
  onboardingEndpoints,
  type TAdminKycQuery,
  withdrawalEndpoints,
  ZAdminSignedInResponse,
  ZKycCasePage,
  ZOnboarding,
  ZTwoFactorRequiredResponse,
} from '@arara/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import { auditLog, merchants } from '../src/db/schema';
import { bankAccounts, virtualAccounts } from '../src/db/schema-ledger';
import { PLATFORM_BANK } from '../src/services/onboarding/open-merchant-accounts';
import { onboardings } from '../src/db/schema-compliance';
import { paymentDocuments } from '../src/db/schema-payments';
import type { Db } from '../src/db/client';
import { hashPassword } from '../src/lib/password';
import { DEMO_ADMIN_TOTP_SECRET } from '../src/seeds/seed';
import {
  ADMIN,
  assertError,
  forgetUsedTwoFactorStep,
  freshAddress,
  post,
  useTestApp,
} from './helper';
import {
  EMAILS,
  emailedCode,
  memberSend,
  PASSWORD,
  send,
  pixWithEmailedCode,
  transferBetweenAccounts,
  useTeamWithAccounts,
} from './member-fixtures';
import {
  CANNOT_EDIT,
  completeData,
  insertStoredFile,
  merchantApi,
  type MerchantApi,
  newMerchant,
  submitComplete,
} from './onboarding-fixtures';
import { codeFor } from './totp';

const KYC_NOT_APPROVED = {
  code: 'MERCHANT_NOT_ACTIVE',
  message: 'This merchant cannot send money now',
  fields: { merchant: COMPLIANCE_MESSAGES.kycNotApproved },
};
/** A merchant's bank accounts with their virtual accounts (type, default). */
async function accountsOf(db: Db, merchantId: string) {
  const rows = await db
    .select({
      id: bankAccounts.id,
      bankName: bankAccounts.bankName,
      document: bankAccounts.document,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.merchantId, merchantId));
  const virtual = await db
    .select({
      bank: virtualAccounts.bankAccountId,
      type: virtualAccounts.type,
      isDefault: virtualAccounts.isDefault,
    })
    .from(virtualAccounts)
    .where(eq(virtualAccounts.merchantId, merchantId));
  return rows.map(({ id, ...bank }) => ({
    ...bank,
    virtual: virtual.filter((va) => va.bank === id).map((va) => [va.type, va.isDefault]),
  }));
}

const SUPPORT = { email: 'kyc.support@arara.test', password: 'Support@2026' } as const;
const SUPPORT_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('back office: KYC review', () => {
  const t = useTestApp();
  const everyone = useTeamWithAccounts(t);
  let admin = '';
  let support = '';
  let adminId = '';

  /** Back-office sign-in: password, then a code of the admin's authenticator. */
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

  before(async () => {
    admin = await adminToken(ADMIN, DEMO_ADMIN_TOTP_SECRET);
    const { backOffice, users, twoFactor } = t.app.repositories;
    const profile = await backOffice.findProfileByName('Support');
    assert.ok(profile);
    const user = await users.create({
      name: 'Sara Suporte',
      email: SUPPORT.email,
      passwordHash: await hashPassword(SUPPORT.password),
      isAdmin: true,
      adminProfileId: profile.id,
      emailVerifiedAt: new Date(),
    });
    await twoFactor.savePending(user.id, SUPPORT_SECRET);
    await twoFactor.enable(user.id, SUPPORT_SECRET, 0, new Date());
    support = await adminToken(SUPPORT, SUPPORT_SECRET);
    adminId = (await users.findByEmail(ADMIN.email))?.id ?? '';
  });

  const asAdmin = (
    endpoint: (typeof adminKycEndpoints)[keyof typeof adminKycEndpoints],
    params: Record<string, string>,
    options: { body?: object; query?: TAdminKycQuery; token?: string } = {},
  ) =>
    t.app.inject({
      method: endpoint.method,
      url:
        endpointPath(endpoint, params) +
        endpointSearch(options.query as Record<string, unknown> | undefined),
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${options.token ?? admin}` },
      ...(options.body === undefined ? {} : { payload: options.body }),
    });
  const statusOf = async (merchantId: string) =>
    (await t.db.select().from(merchants).where(eq(merchants.id, merchantId)))[0]?.status;
  const audits = (merchantId: string) =>
    t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, method: auditLog.method })
      .from(auditLog)
      .where(eq(auditLog.merchantId, merchantId))
      .orderBy(auditLog.createdAt);
  const list = async (query: TAdminKycQuery) => {
    const res = await asAdmin(adminKycEndpoints.list, {}, { query });
    assert.equal(res.statusCode, 200, res.body);
    return ZKycCasePage.parse(res.json());
  };

  let merchant: MerchantApi;
  let caseId = '';

  test('without kyc.review: 403 on every KYC route', async () => {
    merchant = await newMerchant(
      t.app,
      everyone.tokens.owner,
      '61357824000108',
      'Jaçanã Software Ltda',
    );
    caseId = (await submitComplete(t.db, merchant)).id;
    const fileId = '00000000-0000-4000-8000-000000000000';
    const answers = [
      await asAdmin(adminKycEndpoints.list, {}, { token: support }),
      await asAdmin(adminKycEndpoints.get, { caseId }, { token: support }),
      await asAdmin(adminKycEndpoints.file, { caseId, fileId }, { token: support }),
      await asAdmin(adminKycEndpoints.approve, { caseId }, { token: support, body: {} }),
      await asAdmin(
        adminKycEndpoints.reject,
        { caseId },
        { token: support, body: { reason: 'x' } },
      ),
      await asAdmin(
        adminKycEndpoints.requestRevision,
        { caseId },
        { token: support, body: { reason: 'x' } },
      ),
    ];
    assert.deepEqual(
      answers.map((res) => res.statusCode),
      [403, 403, 403, 403, 403, 403],
    );
    // A member's token is no back-office session either.
    assert.equal(
      (await asAdmin(adminKycEndpoints.list, {}, { token: everyone.tokens.owner })).statusCode,
      403,
    );
    assert.equal(
      (await t.db.select().from(onboardings).where(eq(onboardings.id, caseId)))[0]?.status,
      'submitted',
    );
  });

  test('list: status, accent- and case-insensitive name, CNPJ prefix with punctuation, pages', async () => {
    const racer = await newMerchant(
      t.app,
      everyone.tokens.owner,
      '72916438000125',
      'Ébano Móveis Ltda',
    );
    await submitComplete(t.db, racer, completeData('72916438000125'));
    const draft = await newMerchant(
      t.app,
      everyone.tokens.owner,
      '83629157000108',
      'Garça Cafés Ltda',
    );
    await draft.call(onboardingEndpoints.start);

    const all = await list({});
    const names = all.items.map((item) => item.merchantName);
    const at = (name: string) => names.indexOf(name);
    assert.ok(at('Ébano Móveis Ltda') < at('Jaçanã Software Ltda'), 'newest submission first');
    const lastSubmitted = Math.max(
      ...all.items.flatMap((item, index) => (item.submittedAt ? [index] : [])),
    );
    assert.ok(at('Garça Cafés Ltda') > lastSubmitted, 'a draft after every submitted case');
    const submitted = await list({ status: 'submitted' });
    assert.ok(submitted.items.every((item) => item.status === 'submitted'));
    assert.ok(
      ['Ébano Móveis Ltda', 'Jaçanã Software Ltda'].every((name) =>
        submitted.items.some((item) => item.merchantName === name),
      ),
    );
    assert.deepEqual(
      (await list({ name: 'JACANA' })).items.map((item) => item.id),
      [caseId],
    );
    assert.deepEqual(
      (await list({ name: 'móveis' })).items.map((item) => item.merchantName),
      ['Ébano Móveis Ltda'],
    );
    assert.deepEqual(
      (await list({ document: '61.357.824/0001' })).items.map((item) => item.id),
      [caseId],
    );
    assert.deepEqual(
      (await list({ name: 'ebano' })).items.map((item) => item.merchantName),
      ['Ébano Móveis Ltda'],
      'an accented capital too',
    );
    assert.deepEqual((await list({ name: '100%_' })).items, []);

    // Pages of 2 walk the same list, each case once.
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ limit: 2, ...(cursor ? { cursor } : {}) });
      assert.ok(page.items.length <= 2);
      paged.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    assert.deepEqual(
      paged,
      all.items.map((item) => item.id),
    );
    assertError(await asAdmin(adminKycEndpoints.list, {}, { query: { cursor: 'bm9wZQ' } }), 400, {
      code: 'VALIDATION_ERROR',
      message: 'Invalid cursor',
      fields: { cursor: COMPLIANCE_MESSAGES.invalidCursor },
    });
  });

  test('opening a submitted case starts its review (recorded and audited)', async () => {
    const res = await asAdmin(adminKycEndpoints.get, { caseId });
    assert.equal(res.statusCode, 200, res.body);
    const opened = ZOnboarding.parse(res.json());
    assert.equal(opened.status, 'under_review');
    assert.deepEqual(opened.events.at(-1)?.actor, {
      type: 'admin',
      id: adminId,
      name: 'Arara Admin',
    });
    assert.equal(opened.events.at(-1)?.action, 'review_started');
    // Opening it again changes nothing.
    const again = ZOnboarding.parse((await asAdmin(adminKycEndpoints.get, { caseId })).json());
    assert.equal(again.events.length, opened.events.length);
    assert.equal(await statusOf(merchant.merchantId), 'pending');
    assert.deepEqual(
      (await audits(merchant.merchantId)).map((row) => row.action),
      ['kyc.review_start'],
    );
    assert.equal(
      (await asAdmin(adminKycEndpoints.get, { caseId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
      404,
    );
  });

  test('request revision: reason required; the merchant reads it, corrects and re-submits', async () => {
    for (const body of [{}, { reason: '   ' }]) {
      const res = await asAdmin(adminKycEndpoints.requestRevision, { caseId }, { body });
      assert.equal(res.statusCode, 400, res.body);
    }
    const blank = await asAdmin(
      adminKycEndpoints.requestRevision,
      { caseId },
      { body: { reason: ' ' } },
    );
    assert.equal(blank.json().error.fields.reason, COMPLIANCE_MESSAGES.reasonRequired);

    const res = await asAdmin(
      adminKycEndpoints.requestRevision,
      { caseId },
      { body: { reason: 'The proof of address is older than 90 days', notes: 'Checked by phone' } },
    );
    assert.equal(res.statusCode, 200, res.body);
    const revised = ZOnboarding.parse(res.json());
    assert.equal(revised.status, 'requires_revision');
    assert.equal(revised.events.at(-1)?.notes, 'Checked by phone');
    assert.equal(await statusOf(merchant.merchantId), 'onboarding');

    const mine = ZOnboarding.parse((await merchant.call(onboardingEndpoints.get)).json());
    assert.equal(mine.decisionReason, 'The proof of address is older than 90 days');
    assert.equal(mine.events.at(-1)?.reason, 'The proof of address is older than 90 days');
    assert.equal(mine.events.at(-1)?.notes, null, 'the merchant never reads the admin’s notes');

    // Approving or rejecting a case back with the merchant is refused.
    assertError(
      await asAdmin(adminKycEndpoints.approve, { caseId }, { body: {} }),
      409,
      CANNOT_EDIT,
    );

    const fileId = await insertStoredFile(t.db, merchant.merchantId);
    const put = await merchant.call(onboardingEndpoints.putDocument, {
      params: { type: 'proof_of_address' },
      body: { fileId },
    });
    assert.equal(put.statusCode, 200, put.body);
    const resubmitted = await merchant.call(onboardingEndpoints.submit);
    assert.equal(resubmitted.statusCode, 200, resubmitted.body);
    assert.equal(ZOnboarding.parse(resubmitted.json()).status, 'submitted');
    assert.equal(await statusOf(merchant.merchantId), 'pending');
  });

  test('approve: final, the merchant active; approve or reject again is 409', async () => {
    const res = await asAdmin(
      adminKycEndpoints.approve,
      { caseId },
      { body: { notes: 'All good' } },
    );
    assert.equal(res.statusCode, 200, res.body);
    const approved = ZOnboarding.parse(res.json());
    assert.equal(approved.status, 'approved');
    assert.ok(approved.decidedAt);
    assert.equal(await statusOf(merchant.merchantId), 'active');
    const [row] = await t.db.select().from(onboardings).where(eq(onboardings.id, caseId));
    assert.equal(row?.decidedBy, adminId);
    assert.equal(row?.decisionNotes, 'All good');
    // A merchant added through the dashboard had no account: approval opens one at the
    // platform's bank, with a default virtual account, to receive and send at once.
    assert.deepEqual(await accountsOf(t.db, merchant.merchantId), [
      { bankName: PLATFORM_BANK.bankName, document: '61357824000108', virtual: [['main', true]] },
    ]);

    assertError(
      await asAdmin(adminKycEndpoints.approve, { caseId }, { body: {} }),
      409,
      CANNOT_EDIT,
    );
    assertError(
      await asAdmin(adminKycEndpoints.reject, { caseId }, { body: { reason: 'Too late' } }),
      409,
      CANNOT_EDIT,
    );
    assertError(await merchant.call(onboardingEndpoints.start), 409, CANNOT_EDIT);
    assert.deepEqual(
      (await audits(merchant.merchantId)).map((row) => [row.action, row.actorId, row.method]),
      [
        ['kyc.review_start', adminId, 'GET'],
        ['kyc.request_revision', adminId, 'POST'],
        // Decided from submitted, without opening it again.
        ['kyc.approve', adminId, 'POST'],
      ],
    );
  });

  test('an alphanumeric CNPJ (from July 2026): merchant, onboarding and the account approval opens', async () => {
    const alphanumeric = await newMerchant(
      t.app,
      everyone.tokens.owner,
      '12.ABC.345/01DE-35',
      'Tiê Alfanumérica Ltda',
    );
    const [row] = await t.db
      .select({ document: merchants.document })
      .from(merchants)
      .where(eq(merchants.id, alphanumeric.merchantId));
    assert.equal(row?.document, '12ABC34501DE35');
    const submitted = await submitComplete(t.db, alphanumeric, completeData('12ABC34501DE35'));
    const approved = await asAdmin(
      adminKycEndpoints.approve,
      { caseId: submitted.id },
      { body: {} },
    );
    assert.equal(approved.statusCode, 200, approved.body);
    assert.deepEqual(await accountsOf(t.db, alphanumeric.merchantId), [
      { bankName: PLATFORM_BANK.bankName, document: '12ABC34501DE35', virtual: [['main', true]] },
    ]);
  });

  test('file: a document of that case only, streamed as an attachment, audited', async () => {
    const fileId = await insertStoredFile(
      t.db,
      merchant.merchantId,
      'onboarding_document',
      t.deps.fileStorage,
    );
    // Attached to the case in its revision? No: it is approved now. Attach it through the db.
    await t.app.repositories.onboardings.putDocument(caseId, 'company_formation', fileId);
    const res = await asAdmin(adminKycEndpoints.file, { caseId, fileId });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(
      String(res.headers['content-disposition']),
      /^attachment; filename="document-\d+\.pdf"/,
    );
    assert.equal(res.rawPayload.toString('latin1').slice(0, 5), '%PDF-');
    assert.ok((await audits(merchant.merchantId)).some((row) => row.action === 'kyc.file'));

    // A file of the same merchant that is no document of the case, or another case's id.
    const loose = await insertStoredFile(
      t.db,
      merchant.merchantId,
      'onboarding_document',
      t.deps.fileStorage,
    );
    assert.equal(
      (await asAdmin(adminKycEndpoints.file, { caseId, fileId: loose })).statusCode,
      404,
    );
    const [otherCase] = (await list({ name: 'ebano' })).items;
    assert.ok(otherCase);
    assert.equal(
      (await asAdmin(adminKycEndpoints.file, { caseId: otherCase.id, fileId })).statusCode,
      404,
    );
  });

  test('reject: final, the merchant rejected; a new case makes it onboarding again', async () => {
    const rejectedMerchant = await newMerchant(
      t.app,
      everyone.tokens.owner,
      '05570714000159',
      'Tiê Artesanato Ltda',
    );
    const submitted = await submitComplete(t.db, rejectedMerchant, completeData('05570714000159'));
    const res = await asAdmin(
      adminKycEndpoints.reject,
      { caseId: submitted.id },
      { body: { reason: 'The company is not the one in the documents' } },
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(ZOnboarding.parse(res.json()).status, 'rejected');
    assert.equal(await statusOf(rejectedMerchant.merchantId), 'rejected');
    assertError(
      await asAdmin(
        adminKycEndpoints.requestRevision,
        { caseId: submitted.id },
        { body: { reason: 'x' } },
      ),
      409,
      CANNOT_EDIT,
    );
    assertError(await rejectedMerchant.call(onboardingEndpoints.submit), 409, CANNOT_EDIT);

    const restarted = await rejectedMerchant.call(onboardingEndpoints.start);
    assert.equal(restarted.statusCode, 201, restarted.body);
    assert.equal(ZOnboarding.parse(restarted.json()).status, 'draft');
    assert.equal(await statusOf(rejectedMerchant.merchantId), 'onboarding');
    const kyc = await rejectedMerchant.call(onboardingEndpoints.kyc);
    assert.deepEqual(
      kyc.json().cases.map((item: { status: string }) => item.status),
      ['draft', 'rejected'],
    );
    assert.ok(
      (await audits(rejectedMerchant.merchantId)).some((row) => row.action === 'kyc.reject'),
    );
  });

  test('the state machine: every action from every status, allowed or 409', async () => {
    const subject = await newMerchant(
      t.app,
      everyone.tokens.owner,
      '94817263000131',
      'Arapuca Ltda',
    );
    const main = await submitComplete(t.db, subject, completeData('94817263000131'));
    const STATUSES = ONBOARDING_STATUSES;
    const editable = ['draft', 'requires_revision'];
    const decidable = ['submitted', 'under_review'];
    type Attempt = {
      allowed: readonly string[];
      to: string | null;
      run: () => Promise<{ statusCode: number; body: string }>;
    };
    const readCase = async () =>
      (await t.db.select().from(onboardings).where(eq(onboardings.id, main.id)))[0];
    const fileId = await insertStoredFile(t.db, subject.merchantId);
    const actions: Record<string, Attempt> = {
      update: {
        allowed: editable,
        to: null,
        run: async () =>
          subject.call(onboardingEndpoints.update, {
            body: {
              data: completeData('94817263000131'),
              version: (await readCase())?.version ?? 0,
            },
          }),
      },
      putDocument: {
        allowed: editable,
        to: null,
        run: () =>
          subject.call(onboardingEndpoints.putDocument, {
            params: { type: 'identity_back' },
            body: { fileId },
          }),
      },
      deleteDocument: {
        allowed: editable,
        to: null,
        run: () =>
          subject.call(onboardingEndpoints.deleteDocument, { params: { type: 'identity_back' } }),
      },
      submit: {
        allowed: editable,
        to: 'submitted',
        run: () => subject.call(onboardingEndpoints.submit),
      },
      start: {
        allowed: ['rejected'],
        to: null,
        run: () => subject.call(onboardingEndpoints.start),
      },
      open: {
        allowed: STATUSES,
        to: null,
        run: () => asAdmin(adminKycEndpoints.get, { caseId: main.id }),
      },
      approve: {
        allowed: decidable,
        to: 'approved',
        run: () => asAdmin(adminKycEndpoints.approve, { caseId: main.id }, { body: {} }),
      },
      reject: {
        allowed: decidable,
        to: 'rejected',
        run: () =>
          asAdmin(adminKycEndpoints.reject, { caseId: main.id }, { body: { reason: 'No' } }),
      },
      requestRevision: {
        allowed: decidable,
        to: 'requires_revision',
        run: () =>
          asAdmin(
            adminKycEndpoints.requestRevision,
            { caseId: main.id },
            { body: { reason: 'Fix' } },
          ),
      },
    };
    for (const status of STATUSES) {
      for (const [name, attempt] of Object.entries(actions)) {
        // The case in `status`, complete, the only one of the merchant.
        await t.db
          .delete(onboardings)
          .where(and(eq(onboardings.merchantId, subject.merchantId), ne(onboardings.id, main.id)));
        await t.db.update(onboardings).set({ status }).where(eq(onboardings.id, main.id));
        await t.app.repositories.onboardings.putDocument(main.id, 'identity_back', fileId);
        const res = await attempt.run();
        const label = `${name} from ${status}`;
        if (attempt.allowed.includes(status)) {
          assert.ok([200, 201].includes(res.statusCode), `${label}: ${res.body}`);
          const expected =
            attempt.to ?? (name === 'open' && status === 'submitted' ? 'under_review' : status);
          assert.equal((await readCase())?.status, expected, label);
        } else {
          assert.equal(res.statusCode, 409, `${label}: ${res.body}`);
          assert.equal(
            JSON.parse(res.body).error.fields.onboarding,
            COMPLIANCE_MESSAGES.cannotEdit,
          );
          assert.equal((await readCase())?.status, status, `${label}: unchanged`);
        }
      }
    }
  });

  test('money out waits for the KYC: Pix and withdrawal refused, own accounts allowed', async () => {
    const merchantA = everyone.merchantA;
    const [from, to] = everyone.accounts.merchantA;
    assert.ok(from && to);
    // Merchant A as if it had just signed up: no case, status onboarding.
    await t.db.delete(onboardings).where(eq(onboardings.merchantId, merchantA));
    await t.db.update(merchants).set({ status: 'onboarding' }).where(eq(merchants.id, merchantA));
    const [bank] = await t.db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.merchantId, merchantA)));
    assert.ok(bank);
    const pix = () =>
      pixWithEmailedCode(t.app, everyone.tokens.owner, merchantA, EMAILS.owner, {
        virtualAccountId: from,
        destination: { type: 'key', key: '44555666000181' },
        amount: 100,
      });
    const withdraw = () =>
      memberSend(
        t.app,
        everyone.tokens.owner,
        'POST',
        endpointPath(withdrawalEndpoints.create, { merchantId: merchantA }),
        { virtualAccountId: from, bankAccountId: bank.id, amount: 1_000 },
      );
    const own = () =>
      transferBetweenAccounts(t.app, everyone.tokens.owner, merchantA, {
        fromVirtualAccountId: from,
        toVirtualAccountId: to,
        amount: 100,
      });

    // A refund of a Pix it received: the newest seeded one.
    const [received] = await t.db
      .select()
      .from(paymentDocuments)
      .where(
        and(
          eq(paymentDocuments.merchantId, merchantA),
          eq(paymentDocuments.kind, 'entry'),
          eq(paymentDocuments.method, 'pix'),
        ),
      )
      .orderBy(desc(paymentDocuments.createdAt))
      .limit(1);
    assert.ok(received);
    const refund = async () => {
      const asked = await send(
        t.app,
        everyone.tokens.owner,
        'POST',
        endpointPath(documentEndpoints.refundCode, {
          merchantId: merchantA,
          documentId: received.id,
        }),
        { payload: { amount: 100 }, key: null },
      );
      assert.equal(asked.statusCode, 200, asked.body);
      return send(
        t.app,
        everyone.tokens.owner,
        'POST',
        endpointPath(documentEndpoints.refund, { merchantId: merchantA, documentId: received.id }),
        {
          payload: {
            amount: 100,
            reason: 'payer_request',
            password: PASSWORD,
            code: await emailedCode(t.app, EMAILS.owner),
          },
        },
      );
    };

    assertError(await pix(), 403, KYC_NOT_APPROVED);
    assertError(await withdraw(), 403, KYC_NOT_APPROVED);
    assertError(await refund(), 403, KYC_NOT_APPROVED);
    assert.equal((await own()).statusCode, 201, 'between its own accounts');

    const api = merchantApi(t.app, {
      accessToken: everyone.tokens.owner,
      merchantId: merchantA,
    });
    const submitted = await submitComplete(t.db, api, completeData('11222333000181'));
    assert.equal(await statusOf(merchantA), 'pending');
    assertError(await pix(), 403, KYC_NOT_APPROVED);

    const approved = await asAdmin(
      adminKycEndpoints.approve,
      { caseId: submitted.id },
      { body: {} },
    );
    assert.equal(approved.statusCode, 200, approved.body);
    const paid = await pix();
    assert.equal(paid.statusCode, 201, paid.body);
    assert.equal((await withdraw()).statusCode, 202);
    const refunded = await refund();
    assert.equal(refunded.statusCode, 201, refunded.body);
  });
});
