import type { TSandboxReceiver } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { RECEIVED_KEPT } from './receive-sandbox-webhook';

/**
 * GET …/webhooks/sandbox-receiver (sandbox only): the merchant's receiver URL (made on first
 * use) and what it got, newest first.
 */
export async function getSandboxReceiver(
  deps: Pick<ServiceDeps, 'repositories'>,
  publicApiUrl: string,
  merchantId: string,
): Promise<TSandboxReceiver> {
  const { webhooks } = deps.repositories;
  const receiverId = await webhooks.receiverOf(merchantId);
  const received = await webhooks.listReceived(receiverId, RECEIVED_KEPT);
  return {
    url: new URL(
      `sandbox/webhook-receiver/${receiverId}`,
      `${publicApiUrl.replace(/\/+$/, '')}/`,
    ).toString(),
    items: received.map((row) => ({
      id: row.id,
      receivedAt: row.receivedAt.toISOString(),
      eventId: row.eventId,
      type: row.type,
      signature: row.signature,
      headers: row.headers,
      body: row.body,
    })),
  };
}
