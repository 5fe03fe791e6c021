import type { TSandboxRefundRequest } from '@arara/contracts';
import type { DataDeps } from '../deps';
import { postMovement } from '../ledger';
import { commitPayment, findPaymentReplay, type PaymentResult } from '../payments/commit-payment';
import { findDocumentByKey, hashPaymentRequest, insertDocument } from '../documents/document-store';
import {
  generateReturnId,
  ispbOr,
  lockDocument,
  recordRefund,
  refundableAmount,
  requireWithinRemaining,
} from './refundable-pix';

/**
 * POST …/documents/:documentId/sandbox/refund (SANDBOX=true only): the institution that received
 * a Pix the merchant sent gives it back, whole (the default: what is left) or in part. In ONE
 * transaction under the sent Pix's lock, bounded as a refund the merchant makes (approved out
 * Pix, 90 days, at most what is left): a `deposit` ledger entry into its account (marked
 * `sandbox`: the receiving side is simulated), a `return` document (direction in, the receiving
 * institution's D… return id, stages refund_requested → refunded, event pix_refund), and the
 * original's refunded_amount; refunded whole, the original becomes `refunded`. The same
 * Idempotency-Key and body again answer the same return (200); another body, 409.
 */
export async function refundSentPixInSandbox(
  deps: DataDeps,
  merchantId: string,
  documentId: string,
  request: TSandboxRefundRequest,
  idempotencyKey: string,
  now = new Date(),
): Promise<PaymentResult> {
  const requestHash = hashPaymentRequest([
    'sandbox-refund',
    documentId,
    request.amount ?? null,
    request.reason,
  ]);
  const key = { merchantId, idempotencyKey, requestHash };
  const earlier = await findPaymentReplay(deps.db, key);
  if (earlier) return earlier;
  return commitPayment(deps, key, async (tx) => {
    const original = await lockDocument(tx, merchantId, documentId);
    const twin = await findDocumentByKey(tx, merchantId, idempotencyKey);
    if (twin) return { row: twin, replayed: true };
    const remaining = refundableAmount(original, 'out', now);
    const amount = requireWithinRemaining(request.amount ?? remaining, remaining);
    const returnId = generateReturnId(now, ispbOr(original.counterpartyIspb));
    const movement = await postMovement(
      deps,
      merchantId,
      {
        type: 'deposit',
        virtualAccountId: original.virtualAccountId,
        amount,
        reference: returnId,
        description: `Pix return ${original.endToEndId ?? original.reference}`,
        method: 'external',
        sandbox: true,
      },
      { tx },
    );
    const row = await insertDocument(tx, {
      document: {
        merchantId,
        kind: 'return',
        returnDirection: 'in',
        status: 'approved',
        method: 'pix',
        origin: 'sandbox',
        amount,
        fee: 0,
        netAmount: amount,
        endToEndId: returnId,
        reference: returnId,
        description: original.description,
        virtualAccountId: original.virtualAccountId,
        // The receiver of the Pix is who gives the money back.
        counterpartyName: original.counterpartyName,
        counterpartyDocument: original.counterpartyDocument,
        counterpartyInstitution: original.counterpartyInstitution,
        counterpartyIspb: original.counterpartyIspb,
        pixKey: original.pixKey,
        relatedDocumentId: original.id,
        refundReason: request.reason,
        ledgerEntryId: movement.id,
        processedAt: movement.createdAt,
        idempotencyKey,
        requestHash,
      },
      stages: ['refund_requested', 'refunded'],
      events: [{ category: 'pix', type: 'pix_refund', status: 'pending' }],
    });
    await recordRefund(tx, original, row.id, amount);
    return { row, replayed: false };
  });
}
