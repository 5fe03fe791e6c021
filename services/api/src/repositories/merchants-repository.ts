import type { TMerchant } from '@arara/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findOne, insertOne } from '../db/map-row';
import { type Merchant, memberships, merchants } from '../db/schema';

export type NewMerchant = typeof merchants.$inferInsert;

export const createMerchantsRepository = (db: Db) => ({
  /** Inserts the merchant, or returns the existing one with the same document. */
  async upsertByDocument(merchant: NewMerchant, tx?: Db): Promise<Merchant> {
    const q = tx ?? db;
    await q.insert(merchants).values(merchant).onConflictDoNothing({ target: merchants.document });
    const row = await findOne(q, merchants, eq(merchants.document, merchant.document));
    if (!row) throw new Error(`merchant ${merchant.document} missing after upsert`);
    return row;
  },

  /** The merchants a user belongs to, with the user's role in each. */
  async listForUser(userId: string, tx?: Db): Promise<TMerchant[]> {
    const q = tx ?? db;
    return (
      q
        .select({
          id: merchants.id,
          name: merchants.name,
          document: merchants.document,
          status: merchants.status,
          role: memberships.role,
        })
        .from(memberships)
        .innerJoin(merchants, eq(merchants.id, memberships.merchantId))
        // A blocked member loses the merchant until unblocked.
        .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
        .orderBy(asc(merchants.name))
    );
  },

  async findById(id: string, tx?: Db): Promise<Merchant | undefined> {
    return findOne(tx ?? db, merchants, eq(merchants.id, id));
  },

  async findByIds(ids: string[], tx?: Db): Promise<Merchant[]> {
    const q = tx ?? db;
    if (ids.length === 0) return [];
    return q
      .select()
      .from(merchants)
      .where(inArray(merchants.id, ids))
      .orderBy(asc(merchants.name));
  },

  async findByDocument(document: string, tx?: Db): Promise<Merchant | undefined> {
    return findOne(tx ?? db, merchants, eq(merchants.document, document));
  },

  /** Inserts; a duplicate document is a unique violation for the caller to map. */
  async create(merchant: NewMerchant, tx?: Db): Promise<Merchant> {
    return insertOne(tx ?? db, merchants, merchant);
  },

  /** Locks the merchant's row FOR UPDATE in `tx` (what is done to it next is serialized). */
  async lock(id: string, tx: Db): Promise<Merchant | undefined> {
    const [row] = await tx.select().from(merchants).where(eq(merchants.id, id)).for('update');
    return row;
  },

  async update(
    id: string,
    changes: Partial<Pick<Merchant, 'name' | 'defaultLanguage' | 'requireTwoFactor' | 'status'>>,
    tx?: Db,
  ): Promise<Merchant | undefined> {
    const q = tx ?? db;
    const [row] = await q.update(merchants).set(changes).where(eq(merchants.id, id)).returning();
    return row;
  },
});

export type MerchantsRepository = ReturnType<typeof createMerchantsRepository>;
