import type { TMailboxResponse } from '@arara/contracts';
import type { ServiceDeps } from '../deps';

/** How many messages the development mailbox shows. */
export const MAILBOX_LIMIT = 100;

/** The newest stored messages, optionally only those to one address. */
export async function listMailbox(
  deps: Pick<ServiceDeps, 'repositories'>,
  to: string | undefined,
): Promise<TMailboxResponse> {
  const rows = await deps.repositories.emailMessages.list({
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
