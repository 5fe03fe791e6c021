import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteRows, insertOne } from '../db/map-row';
import { type EmailMessage, emailMessages } from '../db/schema';

export type NewEmailMessage = typeof emailMessages.$inferInsert;

export const createEmailMessagesRepository = (db: Db) => ({
  async create(message: NewEmailMessage, tx?: Db): Promise<EmailMessage> {
    return insertOne(tx ?? db, emailMessages, message);
  },

  /**
   * Delivered: the body goes (its links and codes are live secrets), recipient, subject and
   * date stay as the record of what was sent.
   */
  async markSentBySmtp(id: string, tx?: Db): Promise<void> {
    const q = tx ?? db;
    await q
      .update(emailMessages)
      .set({ transport: 'smtp', text: '', html: '' })
      .where(eq(emailMessages.id, id));
  },

  /** Deletes the messages stored before `before`; how many. */
  async deleteOlderThan(before: Date, tx?: Db): Promise<number> {
    return deleteRows(tx ?? db, emailMessages, lt(emailMessages.createdAt, before));
  },

  /** Newest first, optionally only those sent to one address. */
  async list(
    { to, limit }: { to?: string | undefined; limit: number },
    tx?: Db,
  ): Promise<EmailMessage[]> {
    const q = tx ?? db;
    return q
      .select()
      .from(emailMessages)
      .where(to === undefined ? undefined : eq(emailMessages.to, to.trim().toLowerCase()))
      .orderBy(desc(emailMessages.createdAt))
      .limit(limit);
  },
});

export type EmailMessagesRepository = ReturnType<typeof createEmailMessagesRepository>;
