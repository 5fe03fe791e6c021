import * as z from 'zod/mini';
import { ZLanguage } from './auth';
import { type Endpoint, merchantEndpoint } from './endpoint';
import {
  PAYMENT_DESCRIPTION_MAX,
  PAYMENT_MESSAGES,
  REFUND_REASONS,
  ZPaymentAmount,
  ZPaymentDocument,
  ZPaymentDocumentParams,
  ZPaymentStepUp,
  ZPixCodeChannel,
  ZRefundReason,
  ZDocumentsExportQuery,
} from './payments';

/**
 * The documents API beyond the lists (docs/documents.md): the CSV of a filtered list, refunds
 * (returns) of a received Pix, PDF receipts, and the sandbox's side of the Pix network (the
 * payer's institution refunding a Pix the merchant sent). Error texts are i18n keys of the
 * `documents` namespace (`documents:errors.*`) or of `payments`.
 */

export const DOCUMENT_MESSAGES = {
  notFound: 'documents:errors.notFound',
  /** The amount is more than what is left to refund of the Pix. */
  refundTooHigh: 'documents:errors.refundTooHigh',
  /** Past REFUND_WINDOW_DAYS after the Pix settled. */
  refundWindowClosed: 'documents:errors.refundWindowClosed',
  /** Only a settled received Pix can be refunded. */
  notRefundable: 'documents:errors.notRefundable',
  reasonRequired: 'documents:errors.reasonRequired',
  /** No receipt for a document that has not settled. */
  receiptUnavailable: 'documents:errors.receiptUnavailable',
} as const;

/** POST …/documents/:documentId/refunds: what to refund of a received Pix, and why. */
export const ZRefundRequest = z.object({
  amount: ZPaymentAmount,
  reason: z.enum(REFUND_REASONS, { error: DOCUMENT_MESSAGES.reasonRequired }),
  description: z.optional(
    z
      .string()
      .check(z.maxLength(PAYMENT_DESCRIPTION_MAX, { error: PAYMENT_MESSAGES.descriptionTooLong })),
  ),
  ...ZPaymentStepUp.shape,
});
export type TRefundRequest = z.infer<typeof ZRefundRequest>;

/** POST …/refunds/code: the refund the e-mailed code is for (amount of this document). */
export const ZRefundCodeRequest = z.object({ amount: ZPaymentAmount });
export type TRefundCodeRequest = z.infer<typeof ZRefundCodeRequest>;

/** POST …/sandbox/refund: the receiving institution refunds a Pix the merchant sent. */
export const ZSandboxRefundRequest = z.object({
  /** Default: what is left to refund. */
  amount: z.optional(ZPaymentAmount),
  reason: ZRefundReason,
});
export type TSandboxRefundRequest = z.infer<typeof ZSandboxRefundRequest>;

export const ZReceiptQuery = z.object({ language: z.optional(ZLanguage) });

const REFUND_RULES =
  'A settled received Pix (kind entry, method pix) can be refunded, whole or in part, up to its ' +
  'amount minus what was already refunded (422 `fields.amount` = ' +
  `'${DOCUMENT_MESSAGES.refundTooHigh}'), within 90 days of settling (422 ` +
  `'${DOCUMENT_MESSAGES.refundWindowClosed}'); checked under the original's lock, so two ` +
  'concurrent refunds cannot exceed it. The `Idempotency-Key` header is required.';

export const documentEndpoints = {
  exportCsv: merchantEndpoint({
    method: 'GET',
    path: '/documents/export.csv',
    access: 'merchant.read',
    group: 'payments',
    summary: 'The filtered list of documents as CSV, streamed (same filters and sort as the list)',
    description:
      'UTF-8 with BOM, CRLF; the statement CSV’s conventions: en `,` and decimal point, ISO 8601; ' +
      'pt-BR `;`, decimal comma, dd/mm/yyyy hh:mm:ss (America/Sao_Paulo).',
    query: ZDocumentsExportQuery,
    file: { contentType: 'text/csv; charset=utf-8' },
  }),
  refundCode: merchantEndpoint({
    method: 'POST',
    path: '/documents/:documentId/refunds/code',
    access: 'money.move',
    group: 'payments',
    summary: 'Where the 6-digit code of a refund comes from (authenticator, or e-mailed now)',
    params: ZPaymentDocumentParams,
    body: ZRefundCodeRequest,
    response: ZPixCodeChannel,
    description:
      'Not a settled received Pix: 409; more than what is left or past the 90 days: 422. The ' +
      'code confirms only a refund of this document and amount.',
    errors: [400, 401, 403, 404, 409, 422, 429],
  }),
  refund: merchantEndpoint({
    method: 'POST',
    path: '/documents/:documentId/refunds',
    access: 'money.move',
    group: 'payments',
    summary: 'Refund a received Pix, whole or in part (a return document)',
    description: REFUND_RULES,
    params: ZPaymentDocumentParams,
    idempotencyKey: true,
    body: ZRefundRequest,
    response: ZPaymentDocument,
    status: 201,
    otherStatuses: [200, 202],
    errors: [400, 401, 403, 404, 409, 422, 429],
    invalidates: ['payments', 'accounts'],
  }),
  receipt: merchantEndpoint({
    method: 'GET',
    path: '/documents/:documentId/receipt.pdf',
    access: 'merchant.read',
    group: 'payments',
    summary: 'The PDF receipt (comprovante) of a settled document',
    description: `Not settled: 409 '${DOCUMENT_MESSAGES.receiptUnavailable}'. Language: the merchant’s by default.`,
    params: ZPaymentDocumentParams,
    query: ZReceiptQuery,
    file: { contentType: 'application/pdf' },
    errors: [400, 401, 403, 404, 409],
  }),
  sandboxRefund: merchantEndpoint({
    method: 'POST',
    path: '/documents/:documentId/sandbox/refund',
    access: 'accounts.manage',
    group: 'payments',
    summary: 'Sandbox: the receiving institution refunds a Pix the merchant sent',
    description:
      'Only with SANDBOX=true. The money comes back into the account as a return document ' +
      '(direction in) linked to the original. The `Idempotency-Key` header is required.',
    params: ZPaymentDocumentParams,
    idempotencyKey: true,
    body: ZSandboxRefundRequest,
    response: ZPaymentDocument,
    status: 201,
    otherStatuses: [200],
    errors: [400, 401, 403, 404, 409, 422],
    invalidates: ['payments', 'accounts'],
  }),
} as const satisfies Record<string, Endpoint>;
