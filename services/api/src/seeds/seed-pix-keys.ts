import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { virtualAccounts } from '../db/schema-ledger';
import { createRepositories } from '../plugins/db';
import { createPixKey } from '../services/pix-keys';
import { forEachPlannedMerchant } from './planned-merchants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Pix keys of the seeded merchants: the CNPJ, an e-mail, a phone and a random key each. */
export const seedPixKeyPlan = [
  { document: '11222333000181', email: 'pix@arara-demo-comercio.com.br', phone: '+5511987654321' },
  {
    document: '44555666000181',
    email: 'financeiro@arara-demo-servicos.com.br',
    phone: '+5521998765432',
  },
  { document: '77788899900095', email: 'pix@lojaexemplo.com.br', phone: '+553133334444' },
] as const;

/**
 * Pix keys through the same service as the API, so they pass the same rules (the CNPJ key is
 * the merchant's own document); the e-mail and phone keys are seeded as already confirmed.
 */
export async function seedPixKeys(db: Db, now = new Date()): Promise<void> {
  const deps = { repositories: createRepositories(db) };
  await forEachPlannedMerchant(db, seedPixKeyPlan, async (merchant, plan) => {
    // The default account first, then the others by label (deterministic).
    const accounts = await db
      .select({ id: virtualAccounts.id })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.merchantId, merchant.id))
      .orderBy(desc(virtualAccounts.isDefault), asc(virtualAccounts.label));
    const [main, second = main] = accounts;
    if (!main || !second) return;
    const keys = [
      { account: main.id, type: 'cnpj', key: merchant.document },
      { account: main.id, type: 'email', key: plan.email },
      { account: second.id, type: 'phone', key: plan.phone },
      { account: second.id, type: 'random' },
    ] as const;
    for (const [i, key] of keys.entries()) {
      await createPixKey(
        deps,
        merchant.id,
        key.account,
        'key' in key ? { type: key.type, key: key.key } : { type: key.type },
        // The demo's own e-mail addresses and phones: seeded as already confirmed.
        'proven',
        new Date(now.getTime() - (30 - i) * DAY_MS),
      );
    }
  });
}
