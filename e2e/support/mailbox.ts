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
    const response = await request.get(`${API_URL}/dev/mailbox`, { params: { to } });
    expect(response.ok()).toBe(true);
    const { messages } = (await response.json()) as { messages: Message[] };
    const pattern = new RegExp(`https?://[^\\s"<>]*${path}\\?[^\\s"<>]+`);
    link = messages.map((message) => message.text.match(pattern)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link as string;
}

/** The 6-digit code of the newest e-mail to `to` sent after `since` (a Pix confirmation). */
export async function codeFromMailbox(
  request: APIRequestContext,
  to: string,
  since: Date,
): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await request.get(`${API_URL}/dev/mailbox`, { params: { to } });
    expect(response.ok()).toBe(true);
    const { messages } = (await response.json()) as { messages: Message[] };
    const fresh = messages.find((message) => new Date(message.createdAt) >= since);
    code = fresh?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code as string;
}
