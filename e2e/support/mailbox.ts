import {
  endpointPath,
  mailboxEndpoints,
  type TMailboxMessage,
  type TMailboxResponse,
} from '@arara/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { API_URL } from './apps';

/**
 * The newest link to `path` in the e-mails sent to `to`, read from the API's development
 * mailbox (the embedded default keeps an outbox instead of sending).
 */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  path: string,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]*${path}\\?[^\\s"<>]+`);
  return waitForMail(request, to, (messages) =>
    messages.map((message) => message.text.match(pattern)?.[0]).find(Boolean),
  );
}

/**
 * What `find` reads in the e-mails to `to` (newest first), once it reads something: the
 * mailbox is read again until then (10 s at most).
 */
async function waitForMail(
  request: APIRequestContext,
  to: string,
  find: (messages: TMailboxMessage[]) => string | undefined,
): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    found = find(await messagesTo(request, to));
    expect(found).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found as string;
}

async function messagesTo(request: APIRequestContext, to: string): Promise<TMailboxMessage[]> {
  const response = await request.get(`${API_URL}${endpointPath(mailboxEndpoints.list)}`, {
    params: { to },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as TMailboxResponse).messages;
}

/**
 * Where the mailbox of `to` stands now: the API's time of its newest e-mail. Later e-mails are
 * told apart by the API's own clock, not this process's (the embedded database's clock can lag
 * the test's by a few milliseconds).
 */
export async function mailboxMark(request: APIRequestContext, to: string): Promise<string> {
  const [newest] = await messagesTo(request, to);
  return newest?.createdAt ?? new Date(0).toISOString();
}

/**
 * The 6-digit code of the newest e-mail to `to` sent after `mark` that carries one (a Pix
 * confirmation; the API keeps only the newest code of a user, so an older one would be refused).
 */
export async function codeFromMailbox(
  request: APIRequestContext,
  to: string,
  mark: string,
): Promise<string> {
  return waitForMail(request, to, (messages) => {
    const fresh = messages.filter((message) => Date.parse(message.createdAt) > Date.parse(mark));
    return fresh.map((message) => message.text.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
  });
}
