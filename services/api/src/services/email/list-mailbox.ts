import type { TMailboxResponse } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';

/** How many messages the development mailbox shows. */
export const MAILBOX_LIMIT = 100;

/** The newest stored messages, optionally only those to one address. */
export async function listMailbox(
  app: FastifyInstance,
  to: string | undefined,
): Promise<TMailboxResponse> {
  const rows = await app.repositories.emailMessages.list({
    to: to?.trim() ? to : undefined,
    limit: MAILBOX_LIMIT,
  });
  return {
    messages: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      transport: row.transport,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
