import * as z from 'zod/mini';
import { virtualAccountFields } from './field-groups';
import { type Endpoint, merchantEndpoint, merchantParams } from './endpoint';
import { requiredOr } from './field-errors';

/**
 * Pix QR codes the merchant issues (docs/payments.md "QR codes"):
 * static (reusable, an optional fixed value, no expiry) or dynamic (one payment of a fixed value
 * before its expiration date). Its pix code is a BR Code (`generateBrCode`) with the receiving
 * account's Pix key and the QR code's reference as txid; a payer pays it with any Pix app, in the
 * dashboard with Pix › Copy and paste. Error texts are `payments:qrCodes.errors.*` keys.
 */
export const QR_CODE_MESSAGES = {
  notFound: 'payments:qrCodes.errors.notFound',
  noPixKey: 'payments:qrCodes.errors.noPixKey',
  amountRequired: 'payments:qrCodes.errors.amountRequired',
  amountPositive: 'payments:errors.amountPositive',
  expirationRequired: 'payments:qrCodes.errors.expirationRequired',
  expirationPast: 'payments:qrCodes.errors.expirationPast',
  descriptionTooLong: 'payments:qrCodes.errors.descriptionTooLong',
  externalIdInvalid: 'payments:qrCodes.errors.externalIdInvalid',
  externalIdTaken: 'payments:qrCodes.errors.externalIdTaken',
  expired: 'payments:qrCodes.errors.expired',
  alreadyPaid: 'payments:qrCodes.errors.alreadyPaid',
  keyMismatch: 'payments:qrCodes.errors.keyMismatch',
  amountMismatch: 'payments:qrCodes.errors.amountMismatch',
} as const;

export const QR_CODE_TYPES = ['dynamic', 'static'] as const;
export const ZQrCodeType = z.enum(QR_CODE_TYPES);
export type TQrCodeType = z.infer<typeof ZQrCodeType>;

/** pending, paid, expired; `created` before it can be paid (not used by the API yet). */
export const QR_CODE_STATUSES = ['created', 'pending', 'paid', 'expired'] as const;
export const ZQrCodeStatus = z.enum(QR_CODE_STATUSES);
export type TQrCodeStatus = z.infer<typeof ZQrCodeStatus>;

/** What a merchant fills in to issue a QR code. */
export const ZCreateQrCodeRequest = z
  .object({
    type: z.enum(QR_CODE_TYPES, requiredOr('validation.required')),
    virtualAccountId: z
      .string(requiredOr('validation.required'))
      .check(z.minLength(1, { error: 'validation.required' })),
    /** Cents; required for a dynamic code, optional (payer chooses) for a static one. */
    amount: z.optional(
      z
        .number({ error: QR_CODE_MESSAGES.amountPositive })
        .check(
          z.int({ error: QR_CODE_MESSAGES.amountPositive }),
          z.positive({ error: QR_CODE_MESSAGES.amountPositive }),
        ),
    ),
    description: z.optional(
      z.string().check(z.trim(), z.maxLength(72, { error: QR_CODE_MESSAGES.descriptionTooLong })),
    ),
    /** The merchant's own id for the code (an order number): letters, digits, - and _. */
    externalId: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.regex(/^[A-Za-z0-9_-]{0,64}$/, { error: QR_CODE_MESSAGES.externalIdInvalid }),
        ),
    ),
    /** ISO date-time; required for a dynamic code, in the future. */
    expiresAt: z.optional(z.string()),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        if (value.type !== 'dynamic') return;
        if (value.amount === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['amount'],
            message: QR_CODE_MESSAGES.amountRequired,
          });
        }
        if (!value.expiresAt) {
          ctx.addIssue({
            code: 'custom',
            path: ['expiresAt'],
            message: QR_CODE_MESSAGES.expirationRequired,
          });
        } else if (Number.isNaN(Date.parse(value.expiresAt))) {
          ctx.addIssue({
            code: 'custom',
            path: ['expiresAt'],
            message: QR_CODE_MESSAGES.expirationRequired,
          });
        }
      },
      {
        // Also when other fields are wrong: the form shows every missing field at once. Not
        // when the body is no object at all (null, a string): there is no field to read.
        when: ({ value }) => typeof value === 'object' && value !== null,
      },
    ),
  );
export type TCreateQrCodeRequest = z.infer<typeof ZCreateQrCodeRequest>;

export const ZQrCode = z.object({
  id: z.string(),
  type: ZQrCodeType,
  status: ZQrCodeStatus,
  externalId: z.nullable(z.string()),
  description: z.nullable(z.string()),
  /** The txid of its pix code. */
  reference: z.string(),
  ...virtualAccountFields,
  bankAccountId: z.string(),
  /** "341 · Itaú Unibanco · 0001 / 12345-6". */
  bankAccountLabel: z.string(),
  /** The fixed value in cents; null when the payer chooses it (static). */
  amount: z.nullable(z.number()),
  /** What was paid (all payments of a static code) and what remains after fees. */
  finalAmount: z.number(),
  netAmount: z.number(),
  payments: z.number(),
  currency: z.literal('BRL'),
  pixKey: z.string(),
  pixCode: z.string(),
  expiresAt: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TQrCode = z.infer<typeof ZQrCode>;

export const ZQrCodesQuery = z.object({
  type: z.optional(ZQrCodeType),
  status: z.optional(ZQrCodeStatus),
});
export type TQrCodesQuery = z.infer<typeof ZQrCodesQuery>;
export const ZQrCodesResponse = z.object({ items: z.array(ZQrCode) });
export const ZQrCodeParams = merchantParams({ qrCodeId: z.string() });

/**
 * The sandbox payer pays a code (a Pix from outside the platform): the value of a code that has
 * one, else `amount` (required then).
 */
export const ZSandboxQrCodePaymentRequest = z.object({
  amount: z.optional(
    z
      .number({ error: QR_CODE_MESSAGES.amountPositive })
      .check(
        z.int({ error: QR_CODE_MESSAGES.amountPositive }),
        z.positive({ error: QR_CODE_MESSAGES.amountPositive }),
      ),
  ),
});
export type TSandboxQrCodePaymentRequest = z.infer<typeof ZSandboxQrCodePaymentRequest>;

/** The QR code endpoints (docs/architecture.md "Endpoints as data"). */
export const qrCodeEndpoints = {
  list: merchantEndpoint({
    method: 'GET',
    path: '/qr-codes',
    access: 'merchant.read',
    group: 'qr-codes',
    summary: 'QR codes of one type (and status), newest first',
    description: 'Expired is derived: a dynamic code past its date.',
    query: ZQrCodesQuery,
    response: ZQrCodesResponse,
  }),
  get: merchantEndpoint({
    method: 'GET',
    path: '/qr-codes/:qrCodeId',
    access: 'merchant.read',
    group: 'qr-codes',
    summary: 'One QR code with its pix code',
    description: "'QR Code not found' (404) for another merchant's.",
    params: ZQrCodeParams,
    response: ZQrCode,
  }),
  create: merchantEndpoint({
    method: 'POST',
    path: '/qr-codes',
    access: 'accounts.manage',
    group: 'qr-codes',
    summary: 'Issue a static or dynamic Pix QR code on one of the merchant’s accounts',
    description:
      'The account needs an active Pix key (else 409 `fields.virtualAccountId`); a dynamic code ' +
      'needs an amount and a future expiration; an amount above MAX_TRANSACTION_AMOUNT_CENTS: ' +
      '400 `fields.amount`.',
    body: ZCreateQrCodeRequest,
    response: ZQrCode,
    status: 201,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['qr-codes'],
  }),
  /** The sandbox payer makes money up: served only in sandbox mode (SANDBOX=true), else 404. */
  sandboxPay: merchantEndpoint({
    method: 'POST',
    path: '/qr-codes/:qrCodeId/sandbox/pay',
    access: 'accounts.manage',
    group: 'qr-codes',
    summary: 'Sandbox: a payer outside the platform pays the code; the account is credited',
    description:
      'The `Idempotency-Key` header is required (same key: the code again, nothing moves). ' +
      'The code’s value, else `amount` (400 `fields.amount`). Expired or an already paid ' +
      'dynamic code: 409 `fields.status`. Past the daily sandbox limits: 429 `fields.amount`.',
    params: ZQrCodeParams,
    idempotencyKey: true,
    body: ZSandboxQrCodePaymentRequest,
    response: ZQrCode,
    errors: [400, 401, 403, 404, 409, 429],
    invalidates: ['qr-codes', 'accounts'],
  }),
} as const satisfies Record<string, Endpoint>;
