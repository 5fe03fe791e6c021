import * as z from 'zod/mini';
import { isIsoDate, isPeriodDateInRange } from './accounts';
import { merchantParams } from './endpoint';
import { ZCents } from './ledger';
import { cursorPage, pageSizeField } from './paging';
import { UUID_PATTERN } from './uuid';

/**
 * Webhooks (docs/webhooks.md): a merchant's bank account tells the merchant's server about its
 * movements. A webhook is a URL on one bank account with the event types it wants; each fact
 * (a Pix received, a Pix sent) is one event, written in the same database transaction as the
 * movement, and delivered to every subscribed webhook of that bank account as a signed POST
 * (`Arara-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`), retried with backoff for
 * up to 24 hours. Texts are i18n keys of the `developer` namespace.
 */

export const WEBHOOK_MESSAGES = {
  invalidUrl: 'developer:webhooks.errors.invalidUrl',
  /** A URL the server refuses to call: a private, loopback, link-local or metadata address. */
  urlNotAllowed: 'developer:webhooks.errors.urlNotAllowed',
  /** Outside development, receivers must be HTTPS. */
  httpsRequired: 'developer:webhooks.errors.httpsRequired',
  bankAccountRequired: 'developer:webhooks.errors.bankAccountRequired',
  bankAccountNotFound: 'developer:webhooks.errors.bankAccountNotFound',
  eventsRequired: 'developer:webhooks.errors.eventsRequired',
  invalidEvent: 'developer:webhooks.errors.invalidEvent',
  /** WEBHOOKS_PER_BANK_ACCOUNT_MAX reached on the bank account. */
  tooMany: 'developer:webhooks.errors.tooMany',
  notFound: 'developer:webhooks.errors.notFound',
  /** The screens' toasts when a call fails. */
  createFailed: 'developer:webhooks.errors.createFailed',
  deleteFailed: 'developer:webhooks.errors.deleteFailed',
  rotateFailed: 'developer:webhooks.errors.rotateFailed',
  testFailed: 'developer:webhooks.errors.testFailed',
} as const;

export const WEBHOOK_EVENT_MESSAGES = {
  notFound: 'developer:webhookEvents.errors.notFound',
  resendFailed: 'developer:webhookEvents.errors.resendFailed',
  invalidCursor: 'developer:webhookEvents.errors.invalidCursor',
  pageSize: 'developer:webhookEvents.errors.pageSize',
  invalidDate: 'accounts:ledger.errors.invalidDate',
  dateOutOfRange: 'accounts:ledger.errors.dateOutOfRange',
  periodOrder: 'accounts:ledger.errors.periodOrder',
} as const;

/** Longest URL a webhook may have. */
export const WEBHOOK_URL_MAX = 2048;
/** Webhooks one bank account may have. */
export const WEBHOOKS_PER_BANK_ACCOUNT_MAX = 10;
/** Largest page of the events list. */
export const WEBHOOK_EVENTS_PAGE_MAX = 100;
/** Every secret starts with it (shown with the last 4 characters in lists). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/**
 * The event types a webhook subscribes to (docs/requirements/developer.md "Webhook events"):
 * Pix In, Pix Out, Pix Refund, Infraction Created, Infraction Updated.
 */
export const WEBHOOK_EVENT_TYPES = [
  'pix_in',
  'pix_out',
  'pix_refund',
  'infraction_created',
  'infraction_updated',
] as const;
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;

/** What an event can be: a subscribed type, or `test` (sent to one webhook on request). */
export const WEBHOOK_DELIVERY_TYPES = [...WEBHOOK_EVENT_TYPES, 'test'] as const;
export const ZWebhookDeliveryType = z.enum(WEBHOOK_DELIVERY_TYPES);
export type TWebhookDeliveryType = z.infer<typeof ZWebhookDeliveryType>;

/** The label of each type on screen. */
export const WEBHOOK_EVENT_TYPE_LABELS = {
  pix_in: 'developer:webhooks.eventTypes.pixIn',
  pix_out: 'developer:webhooks.eventTypes.pixOut',
  pix_refund: 'developer:webhooks.eventTypes.pixRefund',
  infraction_created: 'developer:webhooks.eventTypes.infractionCreated',
  infraction_updated: 'developer:webhooks.eventTypes.infractionUpdated',
  test: 'developer:webhooks.eventTypes.test',
} as const satisfies Record<TWebhookDeliveryType, string>;

export const WEBHOOK_STATUSES = ['active', 'inactive'] as const;
export const ZWebhookStatus = z.enum(WEBHOOK_STATUSES);
export type TWebhookStatus = z.infer<typeof ZWebhookStatus>;

export const WEBHOOK_STATUS_LABELS = {
  active: 'developer:webhooks.statuses.active',
  inactive: 'developer:webhooks.statuses.inactive',
} as const satisfies Record<TWebhookStatus, string>;

/**
 * One event on its way to one webhook: `pending` (not yet answered with a 2xx; retried until
 * `nextAttemptAt`), `sent` (a 2xx came back), `failed` (24 hours of retries, or a refused
 * address). A resend puts it back to pending.
 */
export const WEBHOOK_EVENT_STATUSES = ['pending', 'sent', 'failed'] as const;
export const ZWebhookEventStatus = z.enum(WEBHOOK_EVENT_STATUSES);
export type TWebhookEventStatus = z.infer<typeof ZWebhookEventStatus>;

export const WEBHOOK_EVENT_STATUS_LABELS = {
  pending: 'developer:webhookEvents.statuses.pending',
  sent: 'developer:webhookEvents.statuses.sent',
  failed: 'developer:webhookEvents.statuses.failed',
} as const satisfies Record<TWebhookEventStatus, string>;

// ---------------------------------------------------------------------------------------------
// Webhooks

/** A webhook as lists show it; the secret itself is shown once (create, rotate), never again. */
export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(ZWebhookEventType),
  status: ZWebhookStatus,
  bankAccountId: z.string(),
  /** "Itaú Unibanco · 0001 / 12345-6". */
  bankAccountName: z.string(),
  /** `whsec_` and the last 4 characters, to tell secrets apart: `whsec_…a1b2`. */
  secretPrefix: z.string(),
  secretLast4: z.string(),
  createdAt: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

export const ZWebhooksQuery = z.object({ bankAccountId: z.optional(z.string()) });
export type TWebhooksQuery = z.input<typeof ZWebhooksQuery>;
export const ZWebhooksResponse = z.object({ items: z.array(ZWebhook) });
export type TWebhooksResponse = z.infer<typeof ZWebhooksResponse>;

export const ZWebhookParams = merchantParams({ webhookId: z.string() });

/** An absolute http(s) URL (the server also refuses private addresses and, in production, http). */
export function isWebhookUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}

export const ZCreateWebhookRequest = z.object({
  // 'Invalid URL' also when it is missing: the one message of the field (docs/requirements/developer.md).
  url: z
    .string({ error: WEBHOOK_MESSAGES.invalidUrl })
    .check(
      z.trim(),
      z.maxLength(WEBHOOK_URL_MAX, { error: WEBHOOK_MESSAGES.invalidUrl }),
      z.refine(isWebhookUrl, { error: WEBHOOK_MESSAGES.invalidUrl }),
    ),
  bankAccountId: z
    .string({ error: WEBHOOK_MESSAGES.bankAccountRequired })
    .check(z.minLength(1, { error: WEBHOOK_MESSAGES.bankAccountRequired })),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.invalidEvent }), {
      error: WEBHOOK_MESSAGES.eventsRequired,
    })
    .check(z.minLength(1, { error: WEBHOOK_MESSAGES.eventsRequired })),
});
export type TCreateWebhookRequest = z.input<typeof ZCreateWebhookRequest>;

/** The webhook and its signing secret, shown this once. */
export const ZWebhookWithSecret = z.object({ webhook: ZWebhook, secret: z.string() });
export type TWebhookWithSecret = z.infer<typeof ZWebhookWithSecret>;

// ---------------------------------------------------------------------------------------------
// Events (one event on its way to one webhook)

/** What an event is about, for the list: the document and its amount (null for a test). */
export const ZWebhookEventResource = z.object({
  documentId: z.nullable(z.string()),
  amount: z.nullable(ZCents),
});

export const ZWebhookEvent = z.object({
  /** The delivery's id (what the screens link to and resend). */
  id: z.string(),
  /** The event's id, the `id` of the payload: the same for every webhook it goes to (de-dup). */
  eventId: z.string(),
  type: ZWebhookDeliveryType,
  status: ZWebhookEventStatus,
  webhookId: z.string(),
  webhookUrl: z.string(),
  bankAccountId: z.string(),
  attempts: z.int(),
  createdAt: z.string(),
  lastAttemptAt: z.nullable(z.string()),
  /** When it is tried next (pending only). */
  nextAttemptAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  resource: ZWebhookEventResource,
});
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;

/** One POST to the webhook's URL. */
export const ZWebhookAttempt = z.object({
  id: z.string(),
  attemptedAt: z.string(),
  /** The receiver's HTTP status; null when none came back (timeout, refused, bad address). */
  statusCode: z.nullable(z.int()),
  latencyMs: z.int(),
  /** Why it failed (no answer, not 2xx, refused address); null on success. */
  error: z.nullable(z.string()),
});
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;

/** The body POSTed to the webhook: `{ id, type, createdAt, data }` (docs/webhooks.md). */
export const ZWebhookPayload = z.object({
  id: z.string(),
  type: ZWebhookDeliveryType,
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;

export const ZWebhookEventDetail = z.extend(ZWebhookEvent, {
  payload: ZWebhookPayload,
  /** Oldest first. */
  attemptLog: z.array(ZWebhookAttempt),
});
export type TWebhookEventDetail = z.infer<typeof ZWebhookEventDetail>;

const ZPeriodDate = z.string().check(
  z.refine(isIsoDate, { error: WEBHOOK_EVENT_MESSAGES.invalidDate }),
  z.refine((value) => !isIsoDate(value) || isPeriodDateInRange(value), {
    error: WEBHOOK_EVENT_MESSAGES.dateOutOfRange,
  }),
);

export const ZWebhookEventsQuery = z
  .object({
    status: z.optional(ZWebhookEventStatus),
    type: z.optional(ZWebhookDeliveryType),
    webhookId: z.optional(z.string()),
    /** The events of one document (the events tab of a document's page). */
    documentId: z.optional(z.string()),
    /** First day (YYYY-MM-DD, America/Sao_Paulo), included. */
    from: z.optional(ZPeriodDate),
    /** Last day (YYYY-MM-DD, America/Sao_Paulo), included. */
    to: z.optional(ZPeriodDate),
    /** The id of the last event of the previous page. */
    cursor: z.optional(
      z.string().check(z.regex(UUID_PATTERN, { error: WEBHOOK_EVENT_MESSAGES.invalidCursor })),
    ),
    limit: pageSizeField(WEBHOOK_EVENTS_PAGE_MAX, WEBHOOK_EVENT_MESSAGES.pageSize),
  })
  .check(
    z.refine(
      (query) =>
        !query.from ||
        !query.to ||
        !isIsoDate(query.from) ||
        !isIsoDate(query.to) ||
        query.from <= query.to,
      {
        error: WEBHOOK_EVENT_MESSAGES.periodOrder,
        path: ['to'],
      },
    ),
  );
export type TWebhookEventsQuery = z.input<typeof ZWebhookEventsQuery>;

export const ZWebhookEventPage = cursorPage(ZWebhookEvent);
export type TWebhookEventPage = z.infer<typeof ZWebhookEventPage>;

export const ZWebhookEventParams = merchantParams({ webhookEventId: z.string() });

// ---------------------------------------------------------------------------------------------
// Sandbox test receiver

/**
 * The receiver's check of the `Arara-Signature` header: `valid`; `invalid` (no secret of a
 * webhook pointing at the receiver matches); `missing` (no header); `expired` (its timestamp is
 * more than 5 minutes away).
 */
export const SIGNATURE_CHECKS = ['valid', 'invalid', 'missing', 'expired'] as const;
export const ZSignatureCheck = z.enum(SIGNATURE_CHECKS);
export type TSignatureCheck = z.infer<typeof ZSignatureCheck>;

export const SIGNATURE_CHECK_LABELS = {
  valid: 'developer:webhooks.receiver.signature.valid',
  invalid: 'developer:webhooks.receiver.signature.invalid',
  missing: 'developer:webhooks.receiver.signature.missing',
  expired: 'developer:webhooks.receiver.signature.expired',
} as const satisfies Record<TSignatureCheck, string>;

/** One POST the sandbox receiver got. */
export const ZReceivedWebhook = z.object({
  id: z.string(),
  receivedAt: z.string(),
  /** The payload's `id` and `type` when the body was one, else null. */
  eventId: z.nullable(z.string()),
  type: z.nullable(z.string()),
  signature: ZSignatureCheck,
  /** The headers that matter (content-type, user-agent, arara-*). */
  headers: z.record(z.string(), z.string()),
  /** The raw body as it arrived. */
  body: z.string(),
});
export type TReceivedWebhook = z.infer<typeof ZReceivedWebhook>;

/**
 * The merchant's sandbox receiver: a public URL to give a webhook, and the latest POSTs it got
 * (newest first, up to 50), each with the signature check.
 */
export const ZSandboxReceiver = z.object({
  url: z.string(),
  items: z.array(ZReceivedWebhook),
});
export type TSandboxReceiver = z.infer<typeof ZSandboxReceiver>;

export const ZSandboxReceiverParams = z.object({ receiverId: z.string() });
