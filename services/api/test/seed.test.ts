import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { asc, count, eq } from 'drizzle-orm';
import { demoMerchants, otherMerchant, seedDatabase } from '../src/seeds/seed';
import { adminProfiles, memberships, merchants, users } from '../src/db/schema';
import { isValidCnpj } from '@arara/contracts';
import { useTestApp } from './helper';

describe('seed', () => {
  const t = useTestApp();

  const counts = async () => ({
    users: (await t.app.db.select({ n: count() }).from(users))[0]?.n,
    merchants: (await t.app.db.select({ n: count() }).from(merchants))[0]?.n,
    memberships: (await t.app.db.select({ n: count() }).from(memberships))[0]?.n,
  });

  // 5 team members + super admin + the other merchant's owner; the owner has both demo
  // merchants, the 4 others the first one, plus the other merchant's owner.
  const seeded = { users: 7, merchants: 3, memberships: 7 };

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

  test('the demo CNPJs have valid check digits', () => {
    for (const merchant of [...demoMerchants, otherMerchant])
      assert.ok(isValidCnpj(merchant.document));
    assert.equal(isValidCnpj('11222333000182'), false);
    assert.equal(isValidCnpj('11111111111111'), false);
  });
});
