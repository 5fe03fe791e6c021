import type { TSignatureCheck, TWebhookStatus } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** A webhook's status as a StatusTag shows it. */
export const WEBHOOK_STATUS: StatusTagKind<TWebhookStatus> = {
  namespace: 'developer',
  keyPrefix: 'webhooks.statuses',
  colors: { active: 'success', inactive: 'default' },
};

/** The test receiver's check of a POST's signature. */
export const SIGNATURE_CHECK: StatusTagKind<TSignatureCheck> = {
  namespace: 'developer',
  keyPrefix: 'webhooks.receiver.signature',
  colors: { valid: 'success', invalid: 'error', missing: 'default', expired: 'warning' },
};
