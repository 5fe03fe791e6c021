import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type User, users } from '../db/schema';

export type NewUser = typeof users.$inferInsert;

export const createUsersRepository = (db: Db) => ({
  async findByEmail(email: string): Promise<User | undefined> {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .limit(1);
    return user;
  },

  async findById(id: string): Promise<User | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  },

  async create(user: NewUser): Promise<User> {
    const [created] = await db
      .insert(users)
      .values({ ...user, email: user.email.trim().toLowerCase() })
      .returning();
    if (!created) throw new Error('insert into users returned no row');
    return created;
  },

  /** Keeps the first verification time when the user was already verified. */
  async markEmailVerified(id: string, at: Date): Promise<void> {
    await db
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, id));
  },

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await db.update(users).set({ passwordHash }).where(eq(users.id, id));
  },

  async hasAny(): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).limit(1);
    return rows.length > 0;
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
