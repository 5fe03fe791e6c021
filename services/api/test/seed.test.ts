import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count } from 'drizzle-orm';
import { demoMerchants, seedDatabase } from '../src/db/seed';
import { memberships, merchants, users } from '../src/db/schema';
import { isValidCnpj } from '../src/lib/cnpj';
import { createTestApp, type TestApp } from './helper';

describe('seed', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  const counts = async () => ({
    users: (await t.app.db.select({ n: count() }).from(users))[0]?.n,
    merchants: (await t.app.db.select({ n: count() }).from(merchants))[0]?.n,
    memberships: (await t.app.db.select({ n: count() }).from(memberships))[0]?.n,
  });

  test('a fresh database gets 2 users, 2 merchants, 2 memberships', async () => {
    assert.equal(t.app.wasSeeded, true);
    assert.deepEqual(await counts(), { users: 2, merchants: 2, memberships: 2 });
  });

  test('seeding again is a no-op', async () => {
    assert.equal(await seedDatabase(t.app.db), false);
    assert.deepEqual(await counts(), { users: 2, merchants: 2, memberships: 2 });
  });

  test('the demo CNPJs have valid check digits', () => {
    for (const merchant of demoMerchants) assert.ok(isValidCnpj(merchant.document));
    assert.equal(isValidCnpj('11222333000182'), false);
    assert.equal(isValidCnpj('11111111111111'), false);
  });
});
