import type { TWebhookEventStatus } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** An event's delivery status as a StatusTag shows it. */
export const EVENT_STATUS: StatusTagKind<TWebhookEventStatus> = {
  namespace: 'developer',
  keyPrefix: 'webhookEvents.statuses',
  colors: { sent: 'success', failed: 'error', pending: 'processing' },
};
