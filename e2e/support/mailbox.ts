import { type APIRequestContext, expect } from '@playwright/test';
import { API_URL } from './apps';

type Message = { to: string; subject: string; text: string; createdAt: string };

/**
 * The newest link to `path` in the e-mails sent to `to`, read from the API's development
 * mailbox (the embedded default keeps an outbox instead of sending).
 */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  path: string,
): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const messages = await messagesTo(request, to);
    const pattern = new RegExp(`https?://[^\\s"<>]*${path}\\?[^\\s"<>]+`);
    link = messages.map((message) => message.text.match(pattern)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link as string;
}

async function messagesTo(request: APIRequestContext, to: string): Promise<Message[]> {
  const response = await request.get(`${API_URL}/dev/mailbox`, { params: { to } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: Message[] }).messages;
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

/** The 6-digit code of the first e-mail to `to` sent after `mark` (a Pix confirmation). */
export async function codeFromMailbox(
  request: APIRequestContext,
  to: string,
  mark: string,
): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const fresh = (await messagesTo(request, to)).filter(
      (message) => Date.parse(message.createdAt) > Date.parse(mark),
    );
    code = fresh.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code as string;
}
