import { AppErrorCode } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { openSecret } from '../../lib/totp-encryption';
import { checkSignature, SIGNATURE_HEADER } from '../../lib/webhook-signature';
import type { ServiceDeps } from '../deps';

/** POSTs kept per receiver (the newest). */
export const RECEIVED_KEPT = 50;
/** The headers worth showing; the rest of what a client sends is not stored. */
const SHOWN_HEADERS = [
  'content-type',
  'user-agent',
  SIGNATURE_HEADER,
  'arara-event-id',
  'arara-event-type',
];

/** The payload's id and type when the body is one, else nulls. */
function eventOf(body: string): { eventId: string | null; type: string | null } {
  try {
    const parsed = JSON.parse(body) as { id?: unknown; type?: unknown };
    return {
      eventId: typeof parsed.id === 'string' ? parsed.id.slice(0, 100) : null,
      type: typeof parsed.type === 'string' ? parsed.type.slice(0, 100) : null,
    };
  } catch {
    return { eventId: null, type: null };
  }
}

/**
 * POST /sandbox/webhook-receiver/:receiverId (sandbox only): stands for the merchant's own
 * server. Stores the POST with the check of its signature against the secrets of the
 * merchant's webhooks that point at this receiver. An unknown receiver: 404.
 */
export async function receiveSandboxWebhook(
  deps: Pick<ServiceDeps, 'repositories'>,
  receiverId: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now = new Date(),
): Promise<void> {
  const { webhooks } = deps.repositories;
  const receiver = await webhooks.findReceiver(receiverId);
  if (!receiver) throw new AppError(AppErrorCode.NOT_FOUND, 'Not found');
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const secrets = (await webhooks.secretsPointingAt(receiver.merchantId, receiver.id)).map(
    openSecret,
  );
  const shown = Object.fromEntries(
    SHOWN_HEADERS.flatMap((name) => {
      const value = header(name);
      return value === undefined ? [] : [[name, value.slice(0, 500)]];
    }),
  );
  await webhooks.insertReceived(
    {
      receiverId: receiver.id,
      ...eventOf(body),
      signature: checkSignature(
        header(SIGNATURE_HEADER),
        body,
        secrets,
        Math.floor(now.getTime() / 1000),
      ),
      headers: shown,
      body,
    },
    RECEIVED_KEPT,
  );
}
