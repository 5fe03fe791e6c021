import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  COMPLIANCE_MESSAGES,
  ONBOARDING_DOCUMENT_TYPES,
  ONBOARDING_REQUIRED_FIELDS,
  onboardingEndpoints,
  ZKycOverview,
  ZOnboarding,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import { merchants } from '../src/db/schema';
import { assertError, useTestApp } from './helper';
import { useSignedInTeam } from './member-fixtures';
import {
  CANNOT_EDIT,
  completeData,
  insertStoredFile,
  merchantApi,
  type MerchantApi,
  newMerchant,
  submitComplete,
} from './onboarding-fixtures';

const NOT_FOUND = {
  code: 'NOT_FOUND',
  message: 'Onboarding not found',
  fields: { onboarding: COMPLIANCE_MESSAGES.onboardingNotFound },
};
const FILE_NOT_FOUND = {
  code: 'NOT_FOUND',
  message: 'File not found',
  fields: { fileId: COMPLIANCE_MESSAGES.fileNotFound },
};

describe('onboarding (merchant side)', () => {
  const t = useTestApp();
  const everyone = useSignedInTeam(t);
  let api: MerchantApi;
  const statusOf = async (merchantId: string) =>
    (await t.db.select().from(merchants).where(eq(merchants.id, merchantId)))[0]?.status;
  const read = async () => ZOnboarding.parse((await api.call(onboardingEndpoints.get)).json());

  before(async () => {
    api = await newMerchant(t.app, everyone.tokens.owner, '61357824000108', 'Garça Cafés Ltda');
  });

  test('before any case: GET onboarding is 404, KYC not started', async () => {
    assertError(await api.call(onboardingEndpoints.get), 404, NOT_FOUND);
    const kyc = ZKycOverview.parse((await api.call(onboardingEndpoints.kyc)).json());
    assert.deepEqual(kyc, { status: 'not_started', current: null, cases: [] });
    // Nothing to edit or submit yet.
    assertError(await api.call(onboardingEndpoints.submit), 404, NOT_FOUND);
    assertError(
      await api.call(onboardingEndpoints.update, { body: { data: {}, version: 1 } }),
      404,
      NOT_FOUND,
    );
  });

  test('start: a draft with a created line; a second start is refused while it is open', async () => {
    const res = await api.call(onboardingEndpoints.start);
    assert.equal(res.statusCode, 201, res.body);
    const draft = ZOnboarding.parse(res.json());
    assert.equal(draft.status, 'draft');
    assert.equal(draft.merchantName, 'Garça Cafés Ltda');
    assert.deepEqual(
      draft.events.map((event) => [event.action, event.actor.type, event.actor.name]),
      [['created', 'user', 'Demo Merchant']],
    );
    assert.equal(await statusOf(api.merchantId), 'onboarding');
    assertError(await api.call(onboardingEndpoints.start), 409, CANNOT_EDIT);
  });

  test('update: saves the whole draft, raises the version; a stale version is 409', async () => {
    const { version } = await read();
    const partial = { company: { legal_name: 'Garça Cafés Ltda' } };
    const saved = await api.call(onboardingEndpoints.update, { body: { data: partial, version } });
    assert.equal(saved.statusCode, 200, saved.body);
    const body = ZOnboarding.parse(saved.json());
    assert.deepEqual(body.data, partial);
    assert.equal(body.version, version + 1);
    assert.equal(body.events.at(-1)?.action, 'updated');
    assertError(await api.call(onboardingEndpoints.update, { body: { data: {}, version } }), 409, {
      code: 'CONFLICT',
      message: 'The onboarding was changed since it was read',
      fields: { version: COMPLIANCE_MESSAGES.versionConflict },
    });
    assert.deepEqual((await read()).data, partial, 'the stale save changed nothing');
  });

  test('update: a filled field is checked even in a draft (wrong CPF digit), nothing saved', async () => {
    const before = await read();
    const res = await api.call(onboardingEndpoints.update, {
      body: { data: { representative: { tax_id: '529.982.247-26' } }, version: before.version },
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(
      res.json().error.fields['data.representative.tax_id'],
      COMPLIANCE_MESSAGES.invalidCpf,
    );
    assert.deepEqual(await read(), before);
  });

  test('documents: only a file of the same merchant uploaded for onboarding; replace keeps one', async () => {
    const otherFile = await insertStoredFile(t.db, everyone.otherMerchantId);
    const defenseFile = await insertStoredFile(t.db, api.merchantId, 'defense_attachment');
    for (const fileId of [otherFile, defenseFile, '00000000-0000-4000-8000-000000000000']) {
      assertError(
        await api.call(onboardingEndpoints.putDocument, {
          params: { type: 'identity_front' },
          body: { fileId },
        }),
        404,
        FILE_NOT_FOUND,
      );
    }
    const first = await insertStoredFile(t.db, api.merchantId);
    const second = await insertStoredFile(t.db, api.merchantId);
    for (const fileId of [first, second]) {
      const res = await api.call(onboardingEndpoints.putDocument, {
        params: { type: 'identity_front' },
        body: { fileId },
      });
      assert.equal(res.statusCode, 200, res.body);
    }
    const after = await read();
    assert.deepEqual(
      after.documents.map((document) => [document.type, document.file.id]),
      [['identity_front', second]],
    );
    assert.deepEqual(
      after.events.slice(-2).map((event) => [event.action, event.documentType]),
      [
        ['document_uploaded', 'identity_front'],
        ['document_uploaded', 'identity_front'],
      ],
    );
    const deleted = await api.call(onboardingEndpoints.deleteDocument, {
      params: { type: 'identity_front' },
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(ZOnboarding.parse(deleted.json()).documents, []);
    assert.equal(ZOnboarding.parse(deleted.json()).events.at(-1)?.action, 'document_deleted');
    const again = await api.call(onboardingEndpoints.deleteDocument, {
      params: { type: 'identity_front' },
    });
    assert.equal(again.statusCode, 404, again.body);
  });

  test('submit: every missing field and document named, nothing changed', async () => {
    const before = await read();
    const res = await api.call(onboardingEndpoints.submit);
    assert.equal(res.statusCode, 400, res.body);
    const { fields } = res.json().error as { fields: Record<string, string> };
    for (const path of ONBOARDING_REQUIRED_FIELDS) {
      if (path === 'company.legal_name') continue;
      assert.equal(fields[path], 'validation.required', path);
    }
    assert.equal(fields['company.legal_name'], undefined, 'filled');
    assert.equal(fields.beneficial_owners, COMPLIANCE_MESSAGES.ownerRequired);
    for (const type of ONBOARDING_DOCUMENT_TYPES) {
      assert.equal(fields[`documents.${type}`], COMPLIANCE_MESSAGES.documentRequired);
    }
    assert.deepEqual(await read(), before);
  });

  test('submit: owners need their fields and at most 100% together', async () => {
    const data = completeData();
    const owners = data.beneficial_owners ?? [];
    const { version } = await read();
    const bad = {
      ...data,
      beneficial_owners: [
        { ...owners[0], ownership_percentage: 70 },
        { ...owners[1], first_name: '', ownership_percentage: 40 },
      ],
    };
    await api.call(onboardingEndpoints.update, { body: { data: bad, version } });
    for (const type of ONBOARDING_DOCUMENT_TYPES) {
      const fileId = await insertStoredFile(t.db, api.merchantId);
      await api.call(onboardingEndpoints.putDocument, { params: { type }, body: { fileId } });
    }
    const before = await read();
    const res = await api.call(onboardingEndpoints.submit);
    assertError(res, 400, {
      code: 'VALIDATION_ERROR',
      message: 'The onboarding is not complete',
      fields: {
        'beneficial_owners.1.first_name': 'validation.required',
        beneficial_owners: COMPLIANCE_MESSAGES.ownershipTooHigh,
      },
    });
    assert.deepEqual(await read(), before);
  });

  test('submit: a complete case goes to review, the merchant pending; nothing editable after', async () => {
    const { version } = await read();
    await api.call(onboardingEndpoints.update, { body: { data: completeData(), version } });
    const res = await api.call(onboardingEndpoints.submit);
    assert.equal(res.statusCode, 200, res.body);
    const submitted = ZOnboarding.parse(res.json());
    assert.equal(submitted.status, 'submitted');
    assert.ok(submitted.submittedAt);
    assert.equal(submitted.events.at(-1)?.action, 'submitted');
    assert.equal(await statusOf(api.merchantId), 'pending');

    const fileId = await insertStoredFile(t.db, api.merchantId);
    assertError(
      await api.call(onboardingEndpoints.update, {
        body: { data: {}, version: submitted.version },
      }),
      409,
      CANNOT_EDIT,
    );
    assertError(
      await api.call(onboardingEndpoints.putDocument, {
        params: { type: 'identity_back' },
        body: { fileId },
      }),
      409,
      CANNOT_EDIT,
    );
    assertError(
      await api.call(onboardingEndpoints.deleteDocument, { params: { type: 'identity_back' } }),
      409,
      CANNOT_EDIT,
    );
    assertError(await api.call(onboardingEndpoints.submit), 409, CANNOT_EDIT);
    assertError(await api.call(onboardingEndpoints.start), 409, CANNOT_EDIT);
    assert.deepEqual(await read(), submitted);
  });

  test('KYC: the status of the newest case and the case itself; another merchant’s is 404', async () => {
    const kyc = ZKycOverview.parse((await api.call(onboardingEndpoints.kyc)).json());
    assert.equal(kyc.status, 'submitted');
    assert.equal(kyc.cases.length, 1);
    assert.equal(kyc.current?.document, '61357824000108');
    const caseId = kyc.cases[0]?.id ?? '';
    const own = await api.call(onboardingEndpoints.kycCase, { params: { caseId } });
    assert.equal(own.statusCode, 200, own.body);
    assert.ok(ZOnboarding.parse(own.json()).events.every((event) => event.notes === null));
    // The other merchant's owner asks for this case under their own merchant.
    const other = merchantApi(t.app, {
      accessToken: everyone.other,
      merchantId: everyone.otherMerchantId,
    });
    assertError(
      await other.call(onboardingEndpoints.kycCase, { params: { caseId } }),
      404,
      NOT_FOUND,
    );
  });

  test('two submits at once: one wins, the other is refused', async () => {
    const racer = await newMerchant(t.app, everyone.tokens.owner, '72916438000125');
    const started = await racer.call(onboardingEndpoints.start);
    const { version } = ZOnboarding.parse(started.json());
    await racer.call(onboardingEndpoints.update, {
      body: { data: completeData('72916438000125'), version },
    });
    for (const type of ONBOARDING_DOCUMENT_TYPES) {
      const fileId = await insertStoredFile(t.db, racer.merchantId);
      await racer.call(onboardingEndpoints.putDocument, { params: { type }, body: { fileId } });
    }
    const answers = await Promise.all([
      racer.call(onboardingEndpoints.submit),
      racer.call(onboardingEndpoints.submit),
    ]);
    assert.deepEqual(answers.map((res) => res.statusCode).sort(), [200, 409]);
    const kyc = ZKycOverview.parse((await racer.call(onboardingEndpoints.kyc)).json());
    assert.equal(kyc.status, 'submitted');
    const events = ZOnboarding.parse((await racer.call(onboardingEndpoints.get)).json()).events;
    assert.equal(events.filter((event) => event.action === 'submitted').length, 1);
  });

  test('a viewer reads but changes nothing (403)', async () => {
    const viewer = merchantApi(t.app, {
      accessToken: everyone.tokens.viewer,
      merchantId: everyone.merchantA,
    });
    assert.equal((await viewer.call(onboardingEndpoints.kyc)).statusCode, 200);
    const fileId = await insertStoredFile(t.db, everyone.merchantA);
    const writes = [
      await viewer.call(onboardingEndpoints.start),
      await viewer.call(onboardingEndpoints.update, { body: { data: {}, version: 1 } }),
      await viewer.call(onboardingEndpoints.putDocument, {
        params: { type: 'identity_front' },
        body: { fileId },
      }),
      await viewer.call(onboardingEndpoints.deleteDocument, { params: { type: 'identity_front' } }),
      await viewer.call(onboardingEndpoints.submit),
    ];
    assert.deepEqual(
      writes.map((res) => res.statusCode),
      [403, 403, 403, 403, 403],
    );
  });

  test('submitComplete fixture: the whole path in one call', async () => {
    const merchant = await newMerchant(t.app, everyone.tokens.owner, '83629157000108');
    const submitted = await submitComplete(t.db, merchant, completeData('83629157000108'));
    assert.equal(submitted.documents.length, ONBOARDING_DOCUMENT_TYPES.length);
  });
});
