import type { Db } from '../db/client';
import { memberships } from '../db/schema';

export type NewMembership = typeof memberships.$inferInsert;

export const createMembershipsRepository = (db: Db) => ({
  async add(membership: NewMembership): Promise<void> {
    await db.insert(memberships).values(membership).onConflictDoNothing();
  },
});

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
