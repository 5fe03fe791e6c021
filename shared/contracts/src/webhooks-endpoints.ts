import { type Endpoint, merchantEndpoint } from './endpoint';
import {
  ZCreateWebhookRequest,
  ZSandboxReceiver,
  ZSandboxReceiverParams,
  ZWebhookEvent,
  ZWebhookEventDetail,
  ZWebhookEventPage,
  ZWebhookEventParams,
  ZWebhookEventsQuery,
  ZWebhookParams,
  ZWebhooksQuery,
  ZWebhooksResponse,
  ZWebhookWithSecret,
} from './webhooks';

// Endpoints (docs/architecture.md "Endpoints as data"); docs/webhooks.md tells what a receiver
// gets. Reading needs developer.read, changing developer.manage.

const NOT_FOUND = "Another merchant's webhook is 'Webhook not found' (404).";

/** The merchant's webhooks. */
export const webhookEndpoints = {
  list: merchantEndpoint({
    method: 'GET',
    path: '/webhooks',
    access: 'developer.read',
    group: 'webhooks',
    summary:
      'Webhooks of the merchant’s bank accounts (of one, with `bankAccountId`), newest first',
    query: ZWebhooksQuery,
    response: ZWebhooksResponse,
  }),
  create: merchantEndpoint({
    method: 'POST',
    path: '/webhooks',
    access: 'developer.manage',
    group: 'webhooks',
    summary: 'Add a webhook to a bank account; answers its signing secret, shown this once',
    description:
      "'Invalid URL' (400 `fields.url`) for anything but an absolute http(s) URL; a private, " +
      'loopback, link-local or metadata address, or http outside development: 400 `fields.url`. ' +
      "Another merchant's bank account: 404 `fields.bankAccountId`. At most " +
      'WEBHOOKS_PER_BANK_ACCOUNT_MAX per bank account (409).',
    body: ZCreateWebhookRequest,
    response: ZWebhookWithSecret,
    status: 201,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['webhooks'],
  }),
  remove: merchantEndpoint({
    method: 'DELETE',
    path: '/webhooks/:webhookId',
    access: 'developer.manage',
    group: 'webhooks',
    summary: 'Delete a webhook; its pending events are no longer sent',
    description: NOT_FOUND,
    params: ZWebhookParams,
    status: 204,
    invalidates: ['webhooks', 'webhookEvents'],
  }),
  rotateSecret: merchantEndpoint({
    method: 'POST',
    path: '/webhooks/:webhookId/rotate-secret',
    access: 'developer.manage',
    group: 'webhooks',
    summary: 'A new signing secret, shown this once; the old one stops signing at once',
    description: NOT_FOUND,
    params: ZWebhookParams,
    response: ZWebhookWithSecret,
    invalidates: ['webhooks'],
  }),
  sendTest: merchantEndpoint({
    method: 'POST',
    path: '/webhooks/:webhookId/test',
    access: 'developer.manage',
    group: 'webhooks',
    summary: 'Send a `test` event to this webhook (queued: it shows in the events list)',
    description: NOT_FOUND,
    params: ZWebhookParams,
    response: ZWebhookEvent,
    status: 202,
    invalidates: ['webhookEvents'],
  }),
  /** Sandbox only (SANDBOX=true), else 404. */
  sandboxReceiver: merchantEndpoint({
    method: 'GET',
    path: '/webhooks/sandbox-receiver',
    access: 'developer.read',
    group: 'webhookEvents',
    summary: 'Sandbox: the merchant’s test receiver URL and the latest POSTs it got',
    description:
      'Give the URL to a webhook to watch events arrive without a server of your own; each POST ' +
      'is listed with the check of its `Arara-Signature` against the secrets of the ' +
      'merchant’s webhooks that point at it.',
    response: ZSandboxReceiver,
  }),
} as const satisfies Record<string, Endpoint>;

/** Events on their way to the webhooks, one per event and webhook. */
export const webhookEventEndpoints = {
  list: merchantEndpoint({
    method: 'GET',
    path: '/webhook-events',
    access: 'developer.read',
    group: 'webhookEvents',
    summary: 'Events sent (or being sent) to the webhooks, newest first, keyset pages',
    description:
      'Filters: `status`, `type`, `webhookId`, `from`/`to` (days, America/Sao_Paulo, both ' +
      'included). `cursor` is the last id of the previous page.',
    query: ZWebhookEventsQuery,
    response: ZWebhookEventPage,
  }),
  get: merchantEndpoint({
    method: 'GET',
    path: '/webhook-events/:webhookEventId',
    access: 'developer.read',
    group: 'webhookEvents',
    summary: 'One event: its payload and every attempt (time, status code, latency, error)',
    description: "Another merchant's: 'Event not found' (404).",
    params: ZWebhookEventParams,
    response: ZWebhookEventDetail,
  }),
  resend: merchantEndpoint({
    method: 'POST',
    path: '/webhook-events/:webhookEventId/resend',
    access: 'developer.manage',
    group: 'webhookEvents',
    summary: 'Send a sent or failed event again now (pending again, attempts kept)',
    description: "Another merchant's: 'Event not found' (404); its webhook deleted: 404.",
    params: ZWebhookEventParams,
    response: ZWebhookEvent,
    status: 202,
    invalidates: ['webhookEvents'],
  }),
} as const satisfies Record<string, Endpoint>;

/**
 * The sandbox test receiver itself: public, it stands for the merchant's own server (only when
 * SANDBOX=true, else 404). Any body; answers 204.
 */
export const sandboxReceiverEndpoints = {
  receive: {
    method: 'POST',
    path: '/sandbox/webhook-receiver/:receiverId',
    access: 'public',
    group: 'webhookEvents',
    summary: 'Sandbox: a test receiver that stores what a webhook POSTs to it',
    description: 'An unknown receiver id: 404.',
    params: ZSandboxReceiverParams,
    status: 204,
    errors: [404, 413],
  },
} as const satisfies Record<string, Endpoint>;
