import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Merchant, merchants } from '../db/schema';

/**
 * Runs `seed` for each plan whose merchant (found by its document) exists, in the plans' order,
 * with that merchant; a plan of a merchant that was not seeded is skipped.
 */
export async function forEachPlannedMerchant<P extends { document: string }>(
  db: Db,
  plans: readonly P[],
  seed: (merchant: Merchant, plan: P) => Promise<void>,
): Promise<void> {
  const rows = await db
    .select()
    .from(merchants)
    .where(
      inArray(
        merchants.document,
        plans.map((plan) => plan.document),
      ),
    );
  for (const plan of plans) {
    const merchant = rows.find((row) => row.document === plan.document);
    if (merchant) await seed(merchant, plan);
  }
}
