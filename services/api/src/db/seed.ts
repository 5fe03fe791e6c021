import type { Db } from './client';
import { createRepositories } from '../plugins/db';
import { hashPassword } from '../lib/password';

export const DEMO_PASSWORD = 'Arara@2026';

export const demoUsers = {
  merchant: { email: 'demo@arara.dev', name: 'Demo Merchant' },
  admin: { email: 'admin@arara.dev', name: 'Arara Admin' },
} as const;

export const demoMerchants = [
  { name: 'Arara Demo Comércio Ltda', document: '11222333000181' },
  { name: 'Arara Demo Serviços Ltda', document: '44555666000181' },
] as const;

/**
 * Fills an empty database with the demo accounts. Does nothing once any user exists, so it is
 * safe on every start; returns whether it seeded.
 */
export async function seedDatabase(db: Db): Promise<boolean> {
  if (await createRepositories(db).users.hasAny()) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();

  await db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const merchantUser = await repos.users.create({
      ...demoUsers.merchant,
      passwordHash,
      language: 'pt-BR',
      emailVerifiedAt: now,
    });
    await repos.users.create({
      ...demoUsers.admin,
      passwordHash,
      isAdmin: true,
      language: 'en',
      emailVerifiedAt: now,
    });
    for (const merchant of demoMerchants) {
      const row = await repos.merchants.upsertByDocument({ ...merchant, status: 'active' });
      await repos.memberships.add({ userId: merchantUser.id, merchantId: row.id, role: 'owner' });
    }
  });
  return true;
}
