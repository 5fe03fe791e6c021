import { ADMIN_PERMISSIONS, type TLanguage, type TMembershipRole } from '@arara/contracts';
import type { Db } from '../db/client';
import { createRepositories } from '../plugins/db';
import { hashPassword } from '../lib/password';
import { adminProfiles, approvalRules } from '../db/schema';
import { seedFees } from './seed-fees';
import { seedCounterparties } from './seed-counterparties';
import { seedLedger } from './seed-ledger';
import { seedCards } from './seed-cards';
import { seedPixKeys } from './seed-pix-keys';
import { seedOpenFinance } from './seed-open-finance';
import { seedQrCodes } from './seed-qr-codes';
import { seedOnboardings } from './seed-onboardings';
import { createObjectStorage, type ObjectStorage } from '../services/files';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEMO_PASSWORD = 'Arara@2026';

type DemoMember = { email: string; name: string; role: TMembershipRole; language: TLanguage };

/** The demo merchants' team: one person per membership role (README lists them). */
export const demoMembers = [
  { email: 'demo@arara.dev', name: 'Demo Merchant', role: 'owner', language: 'pt-BR' },
  { email: 'team.admin@arara.dev', name: 'Bruna Admin', role: 'admin', language: 'pt-BR' },
  { email: 'manager@arara.dev', name: 'Marcos Gerente', role: 'manager', language: 'pt-BR' },
  { email: 'viewer@arara.dev', name: 'Vera Leitora', role: 'viewer', language: 'en' },
  { email: 'developer@arara.dev', name: 'Davi Dev', role: 'developer', language: 'en' },
] as const satisfies readonly DemoMember[];

export const demoUsers = {
  merchant: { email: 'demo@arara.dev', name: 'Demo Merchant' },
  /** Back office: super admin. */
  admin: { email: 'admin@arara.dev', name: 'Arara Admin' },
  /** Back office: the Support profile (no fees, providers or settings), same authenticator key. */
  support: { email: 'support@arara.dev', name: 'Sofia Suporte' },
  /** Owner of another merchant, for tenant isolation and payments between merchants. */
  other: { email: 'other@arara.dev', name: 'Otávio Outra Loja' },
} as const;

export const demoMerchants = [
  { name: 'Arara Demo Comércio Ltda', document: '11222333000181' },
  { name: 'Arara Demo Serviços Ltda', document: '44555666000181' },
] as const;

export const otherMerchant = { name: 'Loja Exemplo Ltda', document: '77788899900095' } as const;

export const SUPER_ADMIN_PROFILE = 'Super admin';

/**
 * The demo admin's authenticator secret (base32), published in the README: the back office
 * needs two-factor, and the demo (and the e2e suite) must be able to sign in. A real admin
 * enrolls at the first back-office sign-in instead (`two_factor_setup_required`).
 */
export const DEMO_ADMIN_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

/**
 * Fills an empty database with the demo accounts. Does nothing once any user exists, so it is
 * safe on every start; returns whether it seeded. The onboarding documents go to `fileStorage`
 * (the app's; a folder of the system's temporary directory when called without one).
 */
export async function seedDatabase(db: Db, storage?: ObjectStorage): Promise<boolean> {
  if (await createRepositories(db).users.hasAny()) return false;
  const fileStorage =
    storage ?? (await createObjectStorage({ kind: 'disk', dir: join(tmpdir(), 'arara-files') }));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();

  await db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const [superAdmin, support] = await tx
      .insert(adminProfiles)
      .values([
        {
          name: SUPER_ADMIN_PROFILE,
          slug: 'super-admin',
          description: 'Every permission, including those added later.',
          isSuperAdmin: true,
          permissions: [...ADMIN_PERMISSIONS],
        },
        {
          name: 'Support',
          slug: 'support',
          description: 'Reads users and merchants and acts as a user to help them.',
          permissions: ['users.read', 'users.actAs', 'merchants.read'],
        },
      ])
      .returning();
    const admin = await repos.users.create({
      ...demoUsers.admin,
      passwordHash,
      isAdmin: true,
      adminProfileId: superAdmin?.id,
      language: 'en',
      emailVerifiedAt: now,
    });
    await repos.twoFactor.savePending(admin.id, DEMO_ADMIN_TOTP_SECRET);
    await repos.twoFactor.enable(admin.id, DEMO_ADMIN_TOTP_SECRET, 0, now);
    const supportAdmin = await repos.users.create({
      ...demoUsers.support,
      passwordHash,
      isAdmin: true,
      adminProfileId: support?.id,
      language: 'en',
      emailVerifiedAt: now,
    });
    await repos.twoFactor.savePending(supportAdmin.id, DEMO_ADMIN_TOTP_SECRET);
    await repos.twoFactor.enable(supportAdmin.id, DEMO_ADMIN_TOTP_SECRET, 0, now);

    const merchants = [];
    for (const merchant of demoMerchants) {
      merchants.push(await repos.merchants.upsertByDocument({ ...merchant, status: 'active' }));
    }
    for (const { role, ...member } of demoMembers) {
      const user = await repos.users.create({ ...member, passwordHash, emailVerifiedAt: now });
      // The owner has both demo merchants; the rest of the team works for the first one.
      for (const merchant of role === 'owner' ? merchants : merchants.slice(0, 1)) {
        await repos.memberships.add({ userId: user.id, merchantId: merchant.id, role });
      }
      const [first] = merchants;
      if (role === 'owner' && first) {
        // Settings › Approval Rules starts with the rule a finance team sets first.
        await tx.insert(approvalRules).values([
          {
            merchantId: first.id,
            operation: 'pix',
            minAmount: 1_000_000,
            approverRole: 'admin',
            createdById: user.id,
          },
          {
            merchantId: first.id,
            operation: 'withdrawal',
            minAmount: 5_000_000,
            approverRole: 'owner',
            createdById: user.id,
          },
        ]);
      }
    }

    const other = await repos.users.create({
      ...demoUsers.other,
      passwordHash,
      language: 'pt-BR',
      emailVerifiedAt: now,
    });
    const otherRow = await repos.merchants.upsertByDocument({ ...otherMerchant, status: 'active' });
    await repos.memberships.add({ userId: other.id, merchantId: otherRow.id, role: 'owner' });
    await seedLedger(tx, now);
    await seedFees(tx, now);
    await seedPixKeys(tx, now);
    await seedCards(tx, now);
    await seedCounterparties(tx);
    await seedQrCodes(tx, now);
    await seedOpenFinance(tx, now);
    await seedOnboardings(tx, fileStorage, now);
  });
  return true;
}
