import type { TMerchant } from '@arara/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Merchant, memberships, merchants } from '../db/schema';

export type NewMerchant = typeof merchants.$inferInsert;

export const createMerchantsRepository = (db: Db) => ({
  /** Inserts the merchant, or returns the existing one with the same document. */
  async upsertByDocument(merchant: NewMerchant): Promise<Merchant> {
    await db.insert(merchants).values(merchant).onConflictDoNothing({ target: merchants.document });
    const [row] = await db
      .select()
      .from(merchants)
      .where(eq(merchants.document, merchant.document))
      .limit(1);
    if (!row) throw new Error(`merchant ${merchant.document} missing after upsert`);
    return row;
  },

  /** The merchants a user belongs to, with the user's role in each. */
  async listForUser(userId: string): Promise<TMerchant[]> {
    return db
      .select({
        id: merchants.id,
        name: merchants.name,
        document: merchants.document,
        status: merchants.status,
        role: memberships.role,
      })
      .from(memberships)
      .innerJoin(merchants, eq(merchants.id, memberships.merchantId))
      .where(eq(memberships.userId, userId))
      .orderBy(asc(merchants.name));
  },
});

export type MerchantsRepository = ReturnType<typeof createMerchantsRepository>;
