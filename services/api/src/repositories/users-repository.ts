import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findOne, insertOne } from '../db/map-row';
import { type User, users } from '../db/schema';

export type NewUser = typeof users.$inferInsert;

export const createUsersRepository = (db: Db) => ({
  async findByEmail(email: string, tx?: Db): Promise<User | undefined> {
    return findOne(tx ?? db, users, eq(users.email, email.trim().toLowerCase()));
  },

  async findById(id: string, tx?: Db): Promise<User | undefined> {
    return findOne(tx ?? db, users, eq(users.id, id));
  },

  async create(user: NewUser, tx?: Db): Promise<User> {
    return insertOne(tx ?? db, users, { ...user, email: user.email.trim().toLowerCase() });
  },

  /** Keeps the first verification time when the user was already verified. */
  async markEmailVerified(id: string, at: Date, tx?: Db): Promise<void> {
    const q = tx ?? db;
    await q
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, id));
  },

  async updatePasswordHash(id: string, passwordHash: string, tx?: Db): Promise<void> {
    const q = tx ?? db;
    await q.update(users).set({ passwordHash }).where(eq(users.id, id));
  },

  async hasAny(tx?: Db): Promise<boolean> {
    const q = tx ?? db;
    const rows = await q.select({ id: users.id }).from(users).limit(1);
    return rows.length > 0;
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
