import * as z from 'zod/mini';
import { PIX_PARTICIPANTS } from './institutions';
import { virtualAccountFields } from './field-groups';
import { normalizeFiscalDocument } from './br-documents';
import { type Endpoint, merchantEndpoint, merchantParams } from './endpoint';
import { requiredOr } from './field-errors';

/**
 * Open finance payment initiation (docs/payments.md "Open finance"): the merchant asks a payer
 * to pay an amount into one of its virtual accounts through the payer's own institution (an
 * Open Finance Brasil payment initiation, settled by Pix). In the sandbox the payer's side is
 * played from the dashboard: authorise (the Pix arrives: ledger deposit + `entry` document) or
 * reject. The merchant may cancel a request still awaiting authorisation; one not authorised in
 * time expires. Error texts are `payments:openFinance.errors.*` keys.
 */
export const OPEN_FINANCE_MESSAGES = {
  notFound: 'payments:openFinance.errors.notFound',
  institutionInvalid: 'payments:openFinance.errors.institutionInvalid',
  amountPositive: 'payments:errors.amountPositive',
  amountTooHigh: 'payments:openFinance.errors.amountTooHigh',
  descriptionTooLong: 'payments:openFinance.errors.descriptionTooLong',
  payerNameTooLong: 'payments:openFinance.errors.payerNameTooLong',
  payerDocumentInvalid: 'payments:openFinance.errors.payerDocumentInvalid',
  reasonTooLong: 'payments:openFinance.errors.reasonTooLong',
  notAwaiting: 'payments:openFinance.errors.notAwaiting',
  expired: 'payments:openFinance.errors.expired',
} as const;

/** How long a payer has to authorise a request (Open Finance Brasil consents: 5 to 60 min). */
export const PAYMENT_INITIATION_TTL_MINUTES = 60;
/** R$ 1,000,000.00 in cents: the largest sandbox request. */
export const PAYMENT_INITIATION_MAX_AMOUNT = 100_000_000;
export const PAYMENT_INITIATION_DESCRIPTION_MAX = 140;
export const PAYMENT_INITIATION_PAYER_NAME_MAX = 120;
export const PAYMENT_INITIATION_REASON_MAX = 140;

/**
 * Institutions a payer can authorise at: participants of Open Finance Brasil's payment
 * initiation, by ISPB (Banco Central's participant id) and name.
 */
export const OPEN_FINANCE_INSTITUTIONS = PIX_PARTICIPANTS.filter(
  (participant) => participant.paymentInitiation,
).map(({ ispb, brand }) => ({ ispb, name: brand }));

export const institutionName = (ispb: string): string =>
  OPEN_FINANCE_INSTITUTIONS.find((institution) => institution.ispb === ispb)?.name ?? ispb;

/**
 * awaiting_authorisation → completed (the payer authorised; the money arrived) | rejected (the
 * payer refused) | cancelled (by the merchant) | expired (derived: not authorised in time).
 */
export const PAYMENT_INITIATION_STATUSES = [
  'awaiting_authorisation',
  'completed',
  'rejected',
  'cancelled',
  'expired',
] as const;
export const ZPaymentInitiationStatus = z.enum(PAYMENT_INITIATION_STATUSES);
export type TPaymentInitiationStatus = z.infer<typeof ZPaymentInitiationStatus>;

const ISPBS = OPEN_FINANCE_INSTITUTIONS.map((institution) => institution.ispb) as [
  string,
  ...string[],
];

/** What a merchant fills in to ask for a payment. */
export const ZCreatePaymentInitiationRequest = z.object({
  virtualAccountId: z
    .string(requiredOr('validation.required'))
    .check(z.minLength(1, { error: 'validation.required' })),
  /** Cents. */
  amount: z
    .number(requiredOr(OPEN_FINANCE_MESSAGES.amountPositive))
    .check(
      z.int({ error: OPEN_FINANCE_MESSAGES.amountPositive }),
      z.positive({ error: OPEN_FINANCE_MESSAGES.amountPositive }),
      z.lte(PAYMENT_INITIATION_MAX_AMOUNT, { error: OPEN_FINANCE_MESSAGES.amountTooHigh }),
    ),
  /** ISPB of the payer's institution, one of OPEN_FINANCE_INSTITUTIONS. */
  payerInstitution: z.enum(ISPBS, requiredOr(OPEN_FINANCE_MESSAGES.institutionInvalid)),
  description: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(PAYMENT_INITIATION_DESCRIPTION_MAX, {
        error: OPEN_FINANCE_MESSAGES.descriptionTooLong,
      }),
    ),
  ),
  payerName: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(PAYMENT_INITIATION_PAYER_NAME_MAX, {
        error: OPEN_FINANCE_MESSAGES.payerNameTooLong,
      }),
    ),
  ),
  /** The payer's CPF or CNPJ (dots, dash, slash allowed); stored as digits. */
  payerDocument: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || normalizeFiscalDocument(value) !== null, {
        error: OPEN_FINANCE_MESSAGES.payerDocumentInvalid,
      }),
    ),
  ),
});
export type TCreatePaymentInitiationRequest = z.infer<typeof ZCreatePaymentInitiationRequest>;

/** The sandbox payer refusing, with an optional reason. */
export const ZRejectPaymentInitiationRequest = z.object({
  reason: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(PAYMENT_INITIATION_REASON_MAX, { error: OPEN_FINANCE_MESSAGES.reasonTooLong }),
      ),
  ),
});
export type TRejectPaymentInitiationRequest = z.infer<typeof ZRejectPaymentInitiationRequest>;

export const ZPaymentInitiation = z.object({
  id: z.string(),
  /** `OF` + date + 10 letters and digits: shown to the payer and on the entry document. */
  reference: z.string(),
  status: ZPaymentInitiationStatus,
  amount: z.number(),
  currency: z.literal('BRL'),
  description: z.nullable(z.string()),
  payerInstitution: z.object({ ispb: z.string(), name: z.string() }),
  payerName: z.nullable(z.string()),
  /** Digits, as the merchant typed it. */
  payerDocument: z.nullable(z.string()),
  ...virtualAccountFields,
  rejectionReason: z.nullable(z.string()),
  /** The `entry` document of the Pix that paid it (completed only). */
  documentId: z.nullable(z.string()),
  endToEndId: z.nullable(z.string()),
  expiresAt: z.string(),
  /** When it was completed, rejected or cancelled. */
  decidedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TPaymentInitiation = z.infer<typeof ZPaymentInitiation>;

export const ZPaymentInitiationsQuery = z.object({
  status: z.optional(ZPaymentInitiationStatus),
});
export type TPaymentInitiationsQuery = z.infer<typeof ZPaymentInitiationsQuery>;
export const ZPaymentInitiationsResponse = z.object({ items: z.array(ZPaymentInitiation) });
export const ZPaymentInitiationParams = merchantParams({
  initiationId: z.string(),
});

const DECIDED =
  'A request no longer awaiting authorisation: 409 `fields.status` (notAwaiting or expired).';

/** Open finance payment initiation requests, with the sandbox payer (docs/payments.md). */
export const openFinanceEndpoints = {
  list: merchantEndpoint({
    method: 'GET',
    path: '/payment-initiations',
    access: 'merchant.read',
    group: 'open-finance',
    summary: 'Payment initiation requests (optionally one status), newest first',
    description: 'Expired is derived: awaiting past its expiry.',
    query: ZPaymentInitiationsQuery,
    response: ZPaymentInitiationsResponse,
  }),
  get: merchantEndpoint({
    method: 'GET',
    path: '/payment-initiations/:initiationId',
    access: 'merchant.read',
    group: 'open-finance',
    summary: 'One payment initiation request',
    description: "Another merchant's: 404 'Payment request not found'.",
    params: ZPaymentInitiationParams,
    response: ZPaymentInitiation,
  }),
  create: merchantEndpoint({
    method: 'POST',
    path: '/payment-initiations',
    access: 'accounts.manage',
    group: 'open-finance',
    summary: 'Ask a payer to pay into one of the merchant’s virtual accounts',
    description:
      `The payer has ${PAYMENT_INITIATION_TTL_MINUTES} minutes to authorise at their ` +
      'institution (OPEN_FINANCE_INSTITUTIONS). An amount above MAX_TRANSACTION_AMOUNT_CENTS: ' +
      '400 `fields.amount`.',
    body: ZCreatePaymentInitiationRequest,
    response: ZPaymentInitiation,
    status: 201,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['open-finance'],
  }),
  cancel: merchantEndpoint({
    method: 'POST',
    path: '/payment-initiations/:initiationId/cancel',
    access: 'accounts.manage',
    group: 'open-finance',
    summary: 'Cancel a request the payer has not authorised yet',
    description: DECIDED,
    params: ZPaymentInitiationParams,
    response: ZPaymentInitiation,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['open-finance'],
  }),
  /** The sandbox payer decides at their institution (and makes money up): SANDBOX=true only. */
  sandboxAuthorise: merchantEndpoint({
    method: 'POST',
    path: '/payment-initiations/:initiationId/sandbox/authorise',
    access: 'accounts.manage',
    group: 'open-finance',
    summary: 'Sandbox: the payer authorises; the Pix arrives in the account at once',
    description:
      'The `Idempotency-Key` header is required: the same key again answers the completed ' +
      `request and moves nothing. ${DECIDED} Credits the account (ledger deposit, marked ` +
      'sandbox) and writes its `entry` document (method pix). Past the daily sandbox limits: ' +
      '429 `fields.amount`.',
    params: ZPaymentInitiationParams,
    idempotencyKey: true,
    response: ZPaymentInitiation,
    errors: [400, 401, 403, 404, 409, 429],
    invalidates: ['open-finance', 'payments', 'accounts'],
  }),
  sandboxReject: merchantEndpoint({
    method: 'POST',
    path: '/payment-initiations/:initiationId/sandbox/reject',
    access: 'accounts.manage',
    group: 'open-finance',
    summary: 'Sandbox: the payer rejects the request at their institution',
    description: DECIDED,
    params: ZPaymentInitiationParams,
    body: ZRejectPaymentInitiationRequest,
    response: ZPaymentInitiation,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['open-finance'],
  }),
} as const satisfies Record<string, Endpoint>;
