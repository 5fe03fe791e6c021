import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { asc, count, eq } from 'drizzle-orm';
import { demoMerchants, otherMerchant, seedDatabase } from '../src/seeds/seed';
import { adminProfiles, memberships, merchants, users } from '../src/db/schema';
import { isValidCnpj, ONBOARDING_DOCUMENT_TYPES, ZOnboardingDraft } from '@arara/contracts';
import { onboardings } from '../src/db/schema-compliance';
import { useTestApp } from './helper';

describe('seed', () => {
  const t = useTestApp();

  const counts = async () => ({
    users: (await t.app.db.select({ n: count() }).from(users))[0]?.n,
    merchants: (await t.app.db.select({ n: count() }).from(merchants))[0]?.n,
    memberships: (await t.app.db.select({ n: count() }).from(memberships))[0]?.n,
  });

  // 5 team members + super admin + the other merchant's owner; the owner has both demo
  // merchants and the 3 KYC demo merchants, the 4 others the first one, plus the other
  // merchant's owner.
  const seeded = { users: 8, merchants: 6, memberships: 10 };

  test('a fresh database gets the demo team, the super admin and another merchant', async () => {
    assert.equal(t.app.wasSeeded, true);
    assert.deepEqual(await counts(), seeded);
    const roles = await t.app.db
      .select({ email: users.email, role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .orderBy(asc(users.email));
    assert.deepEqual(
      [...new Set(roles.map((row) => `${row.email}:${row.role}`))],
      [
        'demo@arara.dev:owner',
        'developer@arara.dev:developer',
        'manager@arara.dev:manager',
        'other@arara.dev:owner',
        'team.admin@arara.dev:admin',
        'viewer@arara.dev:viewer',
      ],
    );
    const [admin] = await t.app.db
      .select({ isAdmin: users.isAdmin, isSuperAdmin: adminProfiles.isSuperAdmin })
      .from(users)
      .innerJoin(adminProfiles, eq(adminProfiles.id, users.adminProfileId))
      .where(eq(users.email, 'admin@arara.dev'));
    assert.deepEqual(admin, { isAdmin: true, isSuperAdmin: true });
  });

  test('seeding again is a no-op', async () => {
    assert.equal(await seedDatabase(t.app.db), false);
    assert.deepEqual(await counts(), seeded);
  });

  test('KYC: the demo merchants approved; a draft, a submitted and a revision case for the demo owner', async () => {
    const rows = await t.app.db
      .select({
        name: merchants.name,
        merchantStatus: merchants.status,
        status: onboardings.status,
        id: onboardings.id,
        data: onboardings.data,
        reason: onboardings.decisionReason,
      })
      .from(onboardings)
      .innerJoin(merchants, eq(merchants.id, onboardings.merchantId))
      .orderBy(asc(merchants.name));
    assert.deepEqual(
      rows.map((row) => [row.name, row.merchantStatus, row.status]),
      [
        ['Arara Demo Comércio Ltda', 'active', 'approved'],
        ['Arara Demo Serviços Ltda', 'active', 'approved'],
        ['Bem-te-vi Cafés Ltda', 'onboarding', 'draft'],
        ['Canário Moda Ltda', 'pending', 'submitted'],
        ['Loja Exemplo Ltda', 'active', 'approved'],
        ['Sabiá Tecnologia Ltda', 'onboarding', 'requires_revision'],
      ],
    );
    for (const row of rows) {
      // Every field a user could type passes the same checks as the API's.
      assert.ok(ZOnboardingDraft.safeParse(row.data).success, row.name);
      const documents = await t.app.repositories.onboardings.documents(row.id);
      if (row.status === 'draft') {
        assert.equal(documents.length, 2);
        continue;
      }
      assert.deepEqual(
        documents.map((document) => document.type).sort(),
        [...ONBOARDING_DOCUMENT_TYPES].sort(),
        row.name,
      );
      // Each document is in the storage and is what its type says.
      for (const { file } of documents) {
        const stream = await t.app.fileStorage.get(file.storageKey);
        assert.ok(stream, file.storageKey);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const bytes = Buffer.concat(chunks);
        assert.equal(bytes.length, file.sizeBytes);
        const magic = file.fileType === 'pdf' ? '%PDF-' : '\x89PNG';
        assert.equal(bytes.subarray(0, 5).toString('latin1').slice(0, magic.length), magic);
      }
    }
    assert.ok(rows.find((row) => row.status === 'requires_revision')?.reason);
  });

  test('the demo owner’s first merchant is still Arara Demo Comércio (the flows’ merchant)', async () => {
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'demo@arara.dev'));
    assert.ok(owner);
    const list = await t.app.repositories.merchants.listForUser(owner.id);
    assert.equal(list[0]?.name, demoMerchants[0].name);
    assert.equal(list.length, 5);
  });

  test('the demo CNPJs have valid check digits', () => {
    for (const merchant of [...demoMerchants, otherMerchant])
      assert.ok(isValidCnpj(merchant.document));
    assert.equal(isValidCnpj('11222333000182'), false);
    assert.equal(isValidCnpj('11111111111111'), false);
  });
});
