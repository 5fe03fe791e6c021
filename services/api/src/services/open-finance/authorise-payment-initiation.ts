import { institutionName, type TPaymentInitiation } from '@arara/contracts';
import { eq } from 'drizzle-orm';
import type { DataDeps } from '../deps';
import { paymentInitiations } from '../../db/schema-open-finance';
import type { SandboxCreditLimits } from '../ledger';
import { receiveExternalPix } from '../documents/receive-external-pix';
import { getPaymentInitiation } from './get-payment-initiation';
import { lockAwaiting } from './lock-awaiting-initiation';

/**
 * POST …/sandbox/authorise: the sandbox payer authorises at their institution and the Pix
 * arrives, in ONE transaction under the request's lock: a `deposit` ledger entry into the
 * request's account (its idempotency key is the request's id: one entry per request, whatever
 * happens), the `entry` document (method pix, end-to-end id of the payer's institution, stages
 * initiated → validated → settled → completed, event pix_in), and the request completed. The
 * same Idempotency-Key again answers the completed request; another key, 409. The money is the
 * sandbox's: the entry is marked `sandbox` and, with `limits` (the route; not the demo seed),
 * counts against the merchant's daily sandbox limits (429 past them, nothing moves).
 */
export async function authorisePaymentInitiation(
  deps: DataDeps,
  merchantId: string,
  id: string,
  idempotencyKey: string,
  limits: SandboxCreditLimits | null,
  now = new Date(),
): Promise<TPaymentInitiation> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const { row, replay } = await lockAwaiting(tx, merchantId, id, now, idempotencyKey);
    if (replay) return;
    const institution = institutionName(row.payerInstitution);
    const document = await receiveExternalPix(deps, tx, {
      merchantId,
      virtualAccountId: row.virtualAccountId,
      amount: row.amount,
      reference: row.reference,
      description: row.description ?? `Open finance ${row.reference}`,
      payer: {
        ispb: row.payerInstitution,
        institution,
        name: row.payerName ?? institution,
        document: row.payerDocument,
      },
      ledgerKey: `open-finance:${row.id}`,
      sandbox: { limits },
      now,
      origin: 'open_finance',
    });
    await tx
      .update(paymentInitiations)
      .set({
        status: 'completed',
        documentId: document.id,
        decisionKey: idempotencyKey,
        decidedAt: now,
      })
      .where(eq(paymentInitiations.id, row.id));
  });
  return getPaymentInitiation(db, merchantId, id, now);
}
