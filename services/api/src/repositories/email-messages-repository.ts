import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type EmailMessage, emailMessages } from '../db/schema';

export type NewEmailMessage = typeof emailMessages.$inferInsert;

export const createEmailMessagesRepository = (db: Db) => ({
  async create(message: NewEmailMessage): Promise<EmailMessage> {
    const [created] = await db.insert(emailMessages).values(message).returning();
    if (!created) throw new Error('insert into email_messages returned no row');
    return created;
  },

  async markSentBySmtp(id: string): Promise<void> {
    await db.update(emailMessages).set({ transport: 'smtp' }).where(eq(emailMessages.id, id));
  },

  /** Newest first, optionally only those sent to one address. */
  async list({ to, limit }: { to?: string | undefined; limit: number }): Promise<EmailMessage[]> {
    return db
      .select()
      .from(emailMessages)
      .where(to === undefined ? undefined : eq(emailMessages.to, to.trim().toLowerCase()))
      .orderBy(desc(emailMessages.createdAt))
      .limit(limit);
  },
});

export type EmailMessagesRepository = ReturnType<typeof createEmailMessagesRepository>;
