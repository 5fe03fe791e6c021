import type { TMembershipRole, TMembershipStatus } from '@arara/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteRows, selectRows } from '../db/map-row';
import { type Membership, memberships, users } from '../db/schema';

export type NewMembership = typeof memberships.$inferInsert;

export const createMembershipsRepository = (db: Db) => ({
  async add(membership: NewMembership, tx?: Db): Promise<void> {
    const q = tx ?? db;
    await q.insert(memberships).values(membership).onConflictDoNothing();
  },

  /** Asked on every merchant request: a hand-written statement (see selectRows). */
  async find(userId: string, merchantId: string, tx?: Db): Promise<Membership | undefined> {
    const q = tx ?? db;
    const [row] = await selectRows(
      q,
      memberships,
      sql`select * from ${memberships}
           where user_id = ${userId} and merchant_id = ${merchantId} limit 1`,
    );
    return row;
  },

  /** Whether the user is an active member of at least one merchant. */
  async hasActive(userId: string, tx?: Db): Promise<boolean> {
    const q = tx ?? db;
    const rows = await q
      .select({ merchantId: memberships.merchantId })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
      .limit(1);
    return rows.length > 0;
  },

  /** The user's memberships among `merchantIds` (any status). */
  async listForUserIn(userId: string, merchantIds: string[], tx?: Db): Promise<Membership[]> {
    const q = tx ?? db;
    if (merchantIds.length === 0) return [];
    return q
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), inArray(memberships.merchantId, merchantIds)));
  },

  /** The merchant's members with their names and e-mails, by name. */
  async listMembers(merchantId: string, tx?: Db) {
    const q = tx ?? db;
    return q
      .select({
        userId: memberships.userId,
        name: users.name,
        email: users.email,
        role: memberships.role,
        status: memberships.status,
        createdAt: memberships.createdAt,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.merchantId, merchantId))
      .orderBy(asc(users.name));
  },

  /** Active owners of the merchant other than `exceptUserId`. */
  async countOtherActiveOwners(merchantId: string, exceptUserId: string, tx?: Db): Promise<number> {
    const q = tx ?? db;
    const rows = await q
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          eq(memberships.merchantId, merchantId),
          eq(memberships.role, 'owner'),
          eq(memberships.status, 'active'),
          ne(memberships.userId, exceptUserId),
        ),
      );
    return rows.length;
  },

  async update(
    userId: string,
    merchantId: string,
    changes: { status?: TMembershipStatus; role?: TMembershipRole },
    tx?: Db,
  ): Promise<Membership | undefined> {
    const q = tx ?? db;
    const [row] = await q
      .update(memberships)
      .set(changes)
      .where(and(eq(memberships.userId, userId), eq(memberships.merchantId, merchantId)))
      .returning();
    return row;
  },

  async remove(userId: string, merchantId: string, tx?: Db): Promise<boolean> {
    const q = tx ?? db;
    const deleted = await deleteRows(
      q,
      memberships,
      and(eq(memberships.userId, userId), eq(memberships.merchantId, merchantId)),
    );
    return deleted > 0;
  },
});

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
