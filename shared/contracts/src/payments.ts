import * as z from 'zod/mini';
import { timestampFields, virtualAccountFields } from './field-groups';
import { REQUIRED, requiredString } from './field-errors';
import { cursorPage } from './paging';
import { type Endpoint, merchantEndpoint, merchantParams } from './endpoint';
import { parseBrCode } from './br-code';
import { ZCents } from './ledger';
import { periodInOrder, ZIsoDate } from './accounts';
import { ZLanguage } from './auth';
import { PIX_KEY_MESSAGES, ZPixKeyType } from './pix-keys';

/**
 * The payments API (issue 5): transfers between a merchant's own accounts and Pix, and the
 * documents (docs/payments.md) every movement produces. Every route is
 * `/merchants/:merchantId/…` but the public Pix page. Money-moving requests carry an
 * `Idempotency-Key` header. Error texts are i18n keys of the `payments` namespace
 * (`payments:errors.*`, `payments:brCode.*`), of `accounts` (`accounts:ledger.errors.*`,
 * `accounts:pixKey.*`) or of `common` (`validation.*`).
 */

export const PAYMENT_MESSAGES = {
  /** the generic failure of a transfer or payment; nothing moved. */
  failed: 'payments:errors.failed',
  amountPositive: 'payments:errors.amountPositive',
  amountFixed: 'payments:errors.amountFixed',
  /** Above MAX_TRANSACTION_AMOUNT_CENTS (the API's limit of one transaction). */
  amountTooHigh: 'payments:errors.amountTooHigh',
  /** The credit would take the account past the most it may hold. */
  balanceCap: 'accounts:ledger.errors.balanceCap',
  /** The merchant's sandbox credits of the last 24 hours reached their limit. */
  sandboxDailyLimit: 'payments:errors.sandboxDailyLimit',
  sameAccount: 'payments:errors.sameAccount',
  descriptionTooLong: 'payments:errors.descriptionTooLong',
  wrongPassword: 'payments:errors.wrongPassword',
  codeFormat: 'payments:errors.codeFormat',
  wrongCode: 'payments:errors.wrongCode',
  keyNotFound: 'payments:errors.keyNotFound',
  ownKey: 'payments:errors.ownKey',
  merchantNotActive: 'payments:errors.merchantNotActive',
  insufficientFunds: 'accounts:ledger.errors.insufficientFunds',
  idempotencyKeyReused: 'accounts:ledger.errors.idempotencyKeyReused',
} as const;

/** The header every money-moving request carries (1–255 printable ASCII characters). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Longest free text of a transfer (what the receiver reads). */
export const PAYMENT_DESCRIPTION_MAX = 140;
/** The one-time code of a payment step-up (docs/payments.md): 6 digits. */
export const PAYMENT_CODE_LENGTH = 6;

/** The amount of a money movement: positive whole cents. */
export const ZPaymentAmount = z
  .int({ error: PAYMENT_MESSAGES.amountPositive })
  .check(
    z.positive({ error: PAYMENT_MESSAGES.amountPositive }),
    z.maximum(Number.MAX_SAFE_INTEGER, { error: PAYMENT_MESSAGES.amountPositive }),
  );
/** The free text of a money movement (what the receiver reads). */
export const ZPaymentDescription = z.optional(
  z
    .string()
    .check(z.maxLength(PAYMENT_DESCRIPTION_MAX, { error: PAYMENT_MESSAGES.descriptionTooLong })),
);
const ZId = requiredString();

// ---------------------------------------------------------------------------------------------
// Documents (docs/payments.md): entry (money in), out (money out), transfer (between own accounts)

/**
 * `return`: a refund (devolução) of a Pix, its own document linked to the original by
 * `relatedDocumentId`: money out when the merchant refunds a Pix it received, money in when the
 * payer's institution refunds a Pix the merchant sent (`direction`).
 */
export const PAYMENT_DOCUMENT_KINDS = ['entry', 'out', 'transfer', 'return'] as const;
export const ZPaymentDocumentKind = z.enum(PAYMENT_DOCUMENT_KINDS);
export type TPaymentDocumentKind = z.infer<typeof ZPaymentDocumentKind>;

/** entries approved / pending / failed / declined; out adds cancelled and refunded. */
export const DOCUMENT_STATUSES = [
  'approved',
  'pending',
  'failed',
  'declined',
  'cancelled',
  'refunded',
] as const;
export const ZDocumentStatus = z.enum(DOCUMENT_STATUSES);
export type TDocumentStatus = z.infer<typeof ZDocumentStatus>;

/** stage statuses. */
export const STAGE_STATUSES = [
  'initiated',
  'approved',
  'settled',
  'refund_requested',
  'refunded',
  'cancelled',
  'failed',
  'processing',
  'validated',
  'completed',
] as const;
export const ZStageStatus = z.enum(STAGE_STATUSES);
export type TStageStatus = z.infer<typeof ZStageStatus>;

export const PAYMENT_METHODS = ['pix', 'ted', 'doc', 'internal'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** Where a document was started: the dashboard, the public API (a key), a QR code paid, open finance, the sandbox. */
export const DOCUMENT_ORIGINS = ['dashboard', 'api', 'qr_code', 'open_finance', 'sandbox'] as const;
export const ZDocumentOrigin = z.enum(DOCUMENT_ORIGINS);
export type TDocumentOrigin = z.infer<typeof ZDocumentOrigin>;

/**
 * The refund reasons of the Pix rules (MED / devolução codes): BE08 bank error, FR01 fraud,
 * MD06 requested by the payer, SL02 Pix Saque / Troco.
 */
export const REFUND_REASONS = [
  'bank_error',
  'fraud',
  'payer_request',
  'pix_withdrawal_change',
] as const;
export const ZRefundReason = z.enum(REFUND_REASONS);
export type TRefundReason = z.infer<typeof ZRefundReason>;
/** The code of each reason in the Pix rules. */
export const REFUND_REASON_CODES = {
  bank_error: 'BE08',
  fraud: 'FR01',
  payer_request: 'MD06',
  pix_withdrawal_change: 'SL02',
} as const satisfies Record<TRefundReason, string>;
/** A received Pix can be refunded up to this many days after it settled (Pix rules). */
export const REFUND_WINDOW_DAYS = 90;

export const DOCUMENT_EVENT_TYPES = ['pix_in', 'pix_out', 'pix_refund'] as const;

/** document events: pix in / pix out / pix refund; sent, failed, pending (a webhook delivery). */
export const ZDocumentEvent = z.object({
  id: z.string(),
  category: z.string(),
  type: z.enum(DOCUMENT_EVENT_TYPES),
  status: z.enum(['sent', 'failed', 'pending']),
  createdAt: z.string(),
});
export type TDocumentEvent = z.infer<typeof ZDocumentEvent>;

export const ZDocumentStage = z.object({
  status: ZStageStatus,
  createdAt: z.string(),
  /** Why a stage failed or was cancelled. */
  reason: z.nullable(z.string()),
});
export type TDocumentStage = z.infer<typeof ZDocumentStage>;

/** A document's balance movements: the ledger postings of its own accounts. */
export const ZDocumentMovement = z.object({
  ...virtualAccountFields,
  type: z.string(),
  amount: ZCents,
  balanceAfter: ZCents,
});

/** The fields of a document a list shows (no stages, movements or events). */
export const ZDocumentSummary = z.object({
  id: z.uuid(),
  kind: ZPaymentDocumentKind,
  /** Money into (`in`) or out of (`out`) the document's account; a transfer is `out` of its origin. */
  direction: z.enum(['in', 'out']),
  merchantId: z.uuid(),
  status: ZDocumentStatus,
  method: ZPaymentMethod,
  /** Positive cents. */
  amount: ZCents,
  fee: ZCents,
  /** What reached (entry) or left (out) the account after fees. */
  netAmount: ZCents,
  currency: z.literal('BRL'),
  ...virtualAccountFields,
  /** The other own account of a transfer between accounts. */
  counterpartVirtualAccountId: z.nullable(z.string()),
  /** Its label (optional: documents written before it was added to the contract omit it). */
  counterpartVirtualAccountLabel: z.optional(z.nullable(z.string())),
  endToEndId: z.nullable(z.string()),
  txid: z.nullable(z.string()),
  reference: z.string(),
  description: z.nullable(z.string()),
  counterpartyName: z.nullable(z.string()),
  /** CPF/CNPJ masked as Pix apps show them (`***.456.789-**`). */
  counterpartyDocument: z.nullable(z.string()),
  counterpartyInstitution: z.nullable(z.string()),
  pixKey: z.nullable(z.string()),
  /** Reference details of a QR code payment (docs/payments.md). */
  qrType: z.nullable(z.enum(['static', 'dynamic'])),
  failureReason: z.nullable(z.string()),
  /** The id the API client gave the payment (`externalId` of the public API). */
  externalId: z.nullable(z.string()),
  /** The settlement's id at the Pix network (set once settled), for reconciliation. */
  reconciliationId: z.nullable(z.string()),
  /** A return's original document, or the original's latest return. */
  relatedDocumentId: z.nullable(z.string()),
  origin: ZDocumentOrigin,
  /** The visible prefix of the API key that made it (origin `api`). */
  apiKeyPrefix: z.nullable(z.string()),
  /** The counterparty's institution (ISPB, 8 digits) and account, where known. */
  counterpartyIspb: z.nullable(z.string()),
  counterpartyBranch: z.nullable(z.string()),
  counterpartyAccount: z.nullable(z.string()),
  /** Reference of a QR code payment: whether the payer could change the value, and the fixed one. */
  allowsValueChange: z.nullable(z.boolean()),
  fixedAmount: z.nullable(ZCents),
  /** A return's reason. */
  refundReason: z.nullable(ZRefundReason),
  /** What was already refunded of a received Pix (returns not failed). */
  refundedAmount: ZCents,
  /** A PDF receipt can be downloaded (settled documents). */
  receiptAvailable: z.boolean(),
  ...timestampFields,
  processedAt: z.nullable(z.string()),
});
export type TDocumentSummary = z.infer<typeof ZDocumentSummary>;

export const ZPaymentDocument = z.extend(ZDocumentSummary, {
  stages: z.array(ZDocumentStage),
  movements: z.array(ZDocumentMovement),
  events: z.array(ZDocumentEvent),
});
export type TPaymentDocument = z.infer<typeof ZPaymentDocument>;

export const ZPaymentDocumentParams = merchantParams({ documentId: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Between the merchant's own accounts (docs/payments.md)

export const ZBetweenAccountsRequest = z
  .object({
    fromVirtualAccountId: ZId,
    toVirtualAccountId: ZId,
    amount: ZPaymentAmount,
    description: ZPaymentDescription,
  })
  .check(
    z.refine((body) => body.fromVirtualAccountId !== body.toVirtualAccountId, {
      error: PAYMENT_MESSAGES.sameAccount,
      path: ['toVirtualAccountId'],
    }),
  );
export type TBetweenAccountsRequest = z.infer<typeof ZBetweenAccountsRequest>;

// ---------------------------------------------------------------------------------------------
// Pix (docs/payments.md): a key, or a QR code / copy-and-paste code

export const ZPixDestination = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('key'),
    key: z.string(REQUIRED).check(
      z.refine((key) => key.trim() !== '', { error: PIX_KEY_MESSAGES.required }),
      z.maxLength(200),
    ),
  }),
  z.object({
    type: z.literal('code'),
    code: z.string(REQUIRED).check(
      z.superRefine((code, context) => {
        const parsed = parseBrCode(code);
        if (!parsed.ok) context.issues.push({ code: 'custom', message: parsed.error, input: code });
      }),
    ),
  }),
]);
export type TPixDestination = z.infer<typeof ZPixDestination>;

/** POST …/pix/preview: who receives, before anything moves. */
export const ZPixPreviewRequest = z.object({ destination: ZPixDestination });
export type TPixPreviewRequest = z.infer<typeof ZPixPreviewRequest>;

export const ZPixPreview = z.object({
  receiverName: z.string(),
  maskedDocument: z.string(),
  institutionName: z.string(),
  institutionCode: z.string(),
  keyType: z.nullable(ZPixKeyType),
  key: z.nullable(z.string()),
  /** A code with a fixed amount: the payer cannot change it (docs/payments.md). */
  fixedAmount: z.nullable(ZCents),
  description: z.nullable(z.string()),
  txid: z.nullable(z.string()),
  qrType: z.nullable(z.enum(['static', 'dynamic'])),
});
export type TPixPreview = z.infer<typeof ZPixPreview>;

/**
 * POST …/pix/code: the Pix the code is for. An e-mailed code confirms only a Pix of this amount
 * to this destination.
 */
export const ZPixCodeRequest = z.object({ amount: ZPaymentAmount, destination: ZPixDestination });
export type TPixCodeRequest = z.infer<typeof ZPixCodeRequest>;

/** POST …/pix/code: how the 6-digit code reaches the user (their authenticator, or e-mail). */
export const ZPixCodeChannel = z.object({ channel: z.enum(['authenticator', 'email']) });
export type TPixCodeChannel = z.infer<typeof ZPixCodeChannel>;

/**
 * The step-up of a money movement (a Pix, approving a held payment): the user's password and the
 * 6-digit code of their authenticator or the one e-mailed for this movement.
 */
export const ZPaymentStepUp = z.object({
  password: requiredString(),
  code: z.string(REQUIRED).check(z.regex(/^\d{6}$/, { error: PAYMENT_MESSAGES.codeFormat })),
});
export type TPaymentStepUp = z.infer<typeof ZPaymentStepUp>;

export const ZPixTransferRequest = z.object({
  virtualAccountId: ZId,
  destination: ZPixDestination,
  amount: ZPaymentAmount,
  description: ZPaymentDescription,
  ...ZPaymentStepUp.shape,
});
export type TPixTransferRequest = z.infer<typeof ZPixTransferRequest>;

// ---------------------------------------------------------------------------------------------
// Public page /pix/{id_transaction}: status, amount, date and masked parties, nothing more

export const ZPublicPixParams = z.object({ transactionId: z.uuid() });
export const ZPublicPixTransaction = z.object({
  id: z.uuid(),
  status: ZDocumentStatus,
  amount: ZCents,
  createdAt: z.string(),
  endToEndId: z.nullable(z.string()),
  payer: z.object({ name: z.string(), document: z.string(), institution: z.string() }),
  receiver: z.object({ name: z.string(), document: z.string(), institution: z.string() }),
});
export type TPublicPixTransaction = z.infer<typeof ZPublicPixTransaction>;

// ---------------------------------------------------------------------------------------------
// Lists of documents

export const DOCUMENT_SEARCH_MAX = 100;
export const DOCUMENT_SORTS = ['createdAt', 'amount'] as const;

/** The filters of a list of documents (and of its CSV). Dates: São Paulo days, both included. */
const documentFilter = {
  kind: z.optional(ZPaymentDocumentKind),
  status: z.optional(ZDocumentStatus),
  method: z.optional(ZPaymentMethod),
  virtualAccountId: z.optional(z.string()),
  /** First day (YYYY-MM-DD, America/Sao_Paulo), included. */
  from: z.optional(ZIsoDate),
  /** Last day (YYYY-MM-DD, America/Sao_Paulo), included. */
  to: z.optional(ZIsoDate),
  /** An end-to-end id, txid, external id or reference (exact), or part of the counterparty's name. */
  search: z.optional(
    z.string().check(z.maxLength(DOCUMENT_SEARCH_MAX, { error: 'documents:errors.searchTooLong' })),
  ),
};

export const ZPaymentDocumentsQuery = z
  .object({
    ...documentFilter,
    sort: z.optional(z.enum(DOCUMENT_SORTS)),
    order: z.optional(z.enum(['asc', 'desc'])),
    /** Opaque: the `nextCursor` of the previous page (same filters and sort). */
    cursor: z.optional(z.string()),
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
  })
  .check(periodInOrder);
export type TPaymentDocumentsQuery = z.input<typeof ZPaymentDocumentsQuery>;

/** The CSV of a filtered list: the list's filters and sort, plus the file's language. */
export const ZDocumentsExportQuery = z
  .object({
    ...documentFilter,
    sort: z.optional(z.enum(DOCUMENT_SORTS)),
    order: z.optional(z.enum(['asc', 'desc'])),
    language: z.optional(ZLanguage),
  })
  .check(periodInOrder);
export type TDocumentsExportQuery = z.input<typeof ZDocumentsExportQuery>;

export const ZPaymentDocumentPage = cursorPage(ZDocumentSummary);
export type TPaymentDocumentPage = z.infer<typeof ZPaymentDocumentPage>;

/**
 * A payment (or withdrawal) answers 201 settled, 202 held for approval (or pending) and 200 when
 * the same Idempotency-Key comes again (the first document, nothing moved).
 */
export const PAYMENT_STATUSES = { status: 201, otherStatuses: [200, 202] } as const;

/**
 * POST …/pix/sandbox/receive: a payer at another institution sends a Pix to one of the
 * merchant's keys (sandbox only). The payer's institution (ISPB, 8 digits) and name are optional.
 */
export const ZSandboxIncomingPixRequest = z.object({
  key: requiredString(),
  amount: ZPaymentAmount,
  payerName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  payerIspb: z.optional(
    z.string().check(z.regex(/^\d{8}$/, { error: 'payments:counterparties.errors.invalidIspb' })),
  ),
  description: ZPaymentDescription,
});
export type TSandboxIncomingPixRequest = z.infer<typeof ZSandboxIncomingPixRequest>;
const IDEMPOTENT =
  'The `Idempotency-Key` header (1–255 printable ASCII) is required: the same key with the same ' +
  'body answers 200 with the first document and moves nothing; with another body, 409 ' +
  '(`fields.idempotencyKey`). An amount above MAX_TRANSACTION_AMOUNT_CENTS: 400 (`fields.amount`).';

/** Payments (docs/payments.md): transfers between own accounts, Pix, documents, public page. */
export const paymentEndpoints = {
  publicPix: {
    method: 'GET',
    path: '/public/pix/:transactionId',
    access: 'public',
    group: 'public-pix',
    summary: 'Public page of a Pix: status, amount, date and masked parties (no session)',
    params: ZPublicPixParams,
    response: ZPublicPixTransaction,
    errors: [400, 404],
  },
  betweenAccounts: merchantEndpoint({
    method: 'POST',
    path: '/transfers/between-accounts',
    access: 'money.move',
    group: 'payments',
    summary: 'Move money between two of the merchant’s virtual accounts',
    description: `${IDEMPOTENT} Insufficient funds: 422.`,
    idempotencyKey: true,
    body: ZBetweenAccountsRequest,
    response: ZPaymentDocument,
    ...PAYMENT_STATUSES,
    errors: [400, 401, 403, 404, 409, 422],
    invalidates: ['payments', 'accounts', 'approvals'],
  }),
  pixPreview: merchantEndpoint({
    method: 'POST',
    path: '/pix/preview',
    access: 'money.move',
    group: 'payments',
    summary: 'Who receives a Pix to a key or a BR Code, before anything moves',
    description:
      'Unknown key: 404 (`fields.key`). Counted with the key lookups per user and per merchant ' +
      '(`pixKeyLookup`: 429 with Retry-After).',
    body: ZPixPreviewRequest,
    response: ZPixPreview,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  pixCode: merchantEndpoint({
    method: 'POST',
    path: '/pix/code',
    access: 'money.move',
    group: 'payments',
    summary: 'Where the 6-digit code of a Pix comes from (authenticator, or e-mailed now)',
    description:
      'The body is the Pix the code is for: an e-mailed code confirms only a Pix of this amount ' +
      'to this destination. E-mailed codes are rate limited per account and per client address ' +
      '(429 with Retry-After).',
    body: ZPixCodeRequest,
    response: ZPixCodeChannel,
    errors: [400, 401, 403, 404, 429],
  }),
  pixTransfer: merchantEndpoint({
    method: 'POST',
    path: '/pix/transfers',
    access: 'money.move',
    group: 'payments',
    summary:
      'Send a Pix (confirmed with password and the 6-digit code); settles at once on the ' +
      'platform, 202 pending to another institution (settled later)',
    description: IDEMPOTENT,
    idempotencyKey: true,
    body: ZPixTransferRequest,
    response: ZPaymentDocument,
    ...PAYMENT_STATUSES,
    errors: [400, 401, 403, 404, 409, 422, 429, 500],
    invalidates: ['payments', 'accounts', 'approvals'],
  }),
  /** The sandbox's payer at another bank: served only in sandbox mode (SANDBOX=true), else 404. */
  sandboxReceivePix: merchantEndpoint({
    method: 'POST',
    path: '/pix/sandbox/receive',
    access: 'accounts.manage',
    group: 'payments',
    summary: 'Sandbox: a payer at another institution sends a Pix to one of the merchant’s keys',
    description:
      `${IDEMPOTENT} The key must be an active key of this merchant (else 404 \`fields.key\`). ` +
      'The money is the sandbox’s: past the daily sandbox limits, 429 `fields.amount`.',
    idempotencyKey: true,
    body: ZSandboxIncomingPixRequest,
    response: ZPaymentDocument,
    ...PAYMENT_STATUSES,
    errors: [400, 401, 403, 404, 409, 429],
    invalidates: ['payments', 'accounts'],
  }),
  documents: merchantEndpoint({
    method: 'GET',
    path: '/documents',
    access: 'merchant.read',
    group: 'payments',
    summary: 'The merchant’s documents, newest first (keyset cursor)',
    query: ZPaymentDocumentsQuery,
    response: ZPaymentDocumentPage,
  }),
  document: merchantEndpoint({
    method: 'GET',
    path: '/documents/:documentId',
    access: 'merchant.read',
    group: 'payments',
    summary: 'A document with its stages, movements and events',
    description: "'Document not found' for another merchant’s.",
    params: ZPaymentDocumentParams,
    response: ZPaymentDocument,
  }),
} as const satisfies Record<string, Endpoint>;
