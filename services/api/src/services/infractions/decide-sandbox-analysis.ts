import type { TInfraction, TSandboxAnalysisRequest } from '@arara/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Infraction, infractionDefenses, infractions } from '../../db/schema-compliance';
import type { DataDeps } from '../deps';
import { releaseHold } from '../ledger';
import { writeReturn } from '../refunds/refund-received-pix';
import { lockDocument, refundableAmount } from '../refunds/refundable-pix';
import { findInfraction, toInfractionDto } from './infraction-dto';
import { alreadyDecided } from './infraction-errors';
import { writeInfractionEvent } from './infraction-events';

/**
 * The payer is refunded from the hold (docs/compliance.md "Resolution"): a `return` document
 * of what the hold has, at most what is left to refund of the Pix (a refund the merchant made
 * meanwhile counts), paid out of the hold (captured; any rest of it released). What the hold
 * did not cover (amount − the refund) is owed, shown as `owedAmount`; nothing else is taken.
 * The refund rules apply (a settled received Pix, the 90 days, what is left, an active
 * account), not the merchant's money-out checks: the institution orders it, not the merchant.
 */
async function refundFromHold(
  deps: DataDeps,
  tx: Db,
  row: Infraction,
  now: Date,
): Promise<string | null> {
  if (row.heldAmount === 0 || !row.holdId) return null;
  const pix = await lockDocument(tx, row.merchantId, row.documentId);
  const amount = Math.min(row.heldAmount, refundableAmount(pix, 'entry', now));
  if (amount <= 0) {
    await releaseHold({ db: tx, repositories: deps.repositories }, row.merchantId, row.holdId);
    return null;
  }
  const document = await writeReturn(deps, tx, pix, {
    amount,
    reason: row.type === 'fraud_report' ? 'fraud' : 'payer_request',
    description: `MED infraction ${row.endToEndId}`,
    holdId: row.holdId,
    now,
  });
  return document.id;
}

/**
 * POST …/infractions/:id/sandbox/analysis (SANDBOX=true only): the reporting institution
 * decides. Exactly once: in ONE transaction under the infraction's lock (FOR UPDATE), it must
 * not be CLOSED and its hold still `held` (else 409 `alreadyDecided`, nothing moves); a
 * concurrent second analysis waits for the lock, then finds it CLOSED. agreed: the payer is
 * refunded out of the hold (refundFromHold), hold `refunded`, the latest pending defense
 * rejected with the details as its reason; disagreed: the hold is released (`released`), the
 * latest pending defense approved. CLOSED with the result, details and closed_at; Infraction
 * Updated event.
 */
export async function decideSandboxAnalysis(
  deps: DataDeps,
  merchantId: string,
  infractionId: string,
  request: TSandboxAnalysisRequest,
  now = new Date(),
): Promise<TInfraction> {
  const updated = await deps.db.transaction(async (tx) => {
    const row = await findInfraction(tx, merchantId, infractionId, { lock: true });
    if (row.status === 'CLOSED' || row.holdStatus !== 'held') throw alreadyDecided();
    const agreed = request.result === 'agreed';
    let refundDocumentId: string | null = null;
    if (agreed) {
      refundDocumentId = await refundFromHold(deps, tx, row, now);
    } else if (row.holdId) {
      await releaseHold({ db: tx, repositories: deps.repositories }, merchantId, row.holdId);
    }

    const [pending] = await tx
      .select({ id: infractionDefenses.id })
      .from(infractionDefenses)
      .where(
        and(eq(infractionDefenses.infractionId, row.id), eq(infractionDefenses.status, 'pending')),
      )
      .orderBy(desc(infractionDefenses.createdAt), desc(infractionDefenses.id))
      .limit(1);
    if (pending) {
      await tx
        .update(infractionDefenses)
        .set(
          agreed
            ? { status: 'rejected', rejectionReason: request.details ?? null, updatedAt: now }
            : { status: 'approved', updatedAt: now },
        )
        .where(eq(infractionDefenses.id, pending.id));
    }

    const [closed] = await tx
      .update(infractions)
      .set({
        status: 'CLOSED',
        analysisResult: request.result,
        analysisDetails: request.details ?? null,
        holdStatus: agreed ? 'refunded' : 'released',
        refundDocumentId,
        closedAt: now,
        updatedAt: now,
      })
      .where(eq(infractions.id, row.id))
      .returning();
    if (!closed) throw new Error('infraction update returned nothing');
    await writeInfractionEvent(tx, closed, 'infraction_updated');
    return closed;
  });
  return toInfractionDto(deps.db, updated);
}
