import { randomUUID } from 'node:crypto';
import {
  DEFENSE_DEADLINE_DAYS,
  type TInfraction,
  type TSandboxInfractionRequest,
} from '@arara/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { infractions } from '../../db/schema-compliance';
import { isUniqueViolation } from '../../lib/db-errors';
import type { DataDeps } from '../deps';
import { holdBalance } from '../ledger';
import { lockDocument, refundableAmount, requireWithinRemaining } from '../refunds/refundable-pix';
import { toInfractionDto } from './infraction-dto';
import { alreadyOpen } from './infraction-errors';
import { writeInfractionEvent } from './infraction-events';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST …/infractions/sandbox/open (SANDBOX=true only): the payer's institution opens a MED
 * infraction against a Pix the merchant received. ONE transaction, under the Pix's lock (the
 * lock every refund of it takes): a settled received Pix of this merchant (else 404 / 409, as a
 * refund), the amount at most what is left of it (amount − refunded; default all of that, else
 * 422 `fields.amount`), no other infraction not CLOSED on it (409); the infraction
 * WAITING_DEFENSE with its deadline (now + DEFENSE_DEADLINE_DAYS); the cautionary hold of
 * min(amount, the account's available balance) under the account's lock (none when nothing is
 * available: held_amount 0); the Infraction Created webhook event.
 */
export async function openSandboxInfraction(
  deps: DataDeps,
  merchantId: string,
  request: TSandboxInfractionRequest,
  now = new Date(),
): Promise<TInfraction> {
  let row: typeof infractions.$inferSelect;
  try {
    row = await deps.db.transaction(async (tx) => {
      const pix = await lockDocument(tx, merchantId, request.documentId);
      const remaining = refundableAmount(pix, 'entry', now);
      const amount = requireWithinRemaining(request.amount ?? remaining, remaining);
      const [open] = await tx
        .select({ id: infractions.id })
        .from(infractions)
        .where(and(eq(infractions.documentId, pix.id), ne(infractions.status, 'CLOSED')))
        .limit(1);
      if (open) throw alreadyOpen();

      const id = randomUUID();
      const [account] = await deps.repositories.ledger.lockVirtualAccounts(
        [pix.virtualAccountId],
        tx,
      );
      const available = account ? Math.max(0, account.balance - account.blockedBalance) : 0;
      const held = Math.min(amount, available);
      const hold =
        held > 0
          ? await holdBalance({ db: tx, repositories: deps.repositories }, merchantId, {
              virtualAccountId: pix.virtualAccountId,
              amount: held,
              reason: `MED infraction ${id} (${pix.endToEndId ?? pix.reference})`,
            })
          : undefined;
      const [inserted] = await tx
        .insert(infractions)
        .values({
          id,
          merchantId,
          virtualAccountId: pix.virtualAccountId,
          documentId: pix.id,
          type: request.type,
          status: 'WAITING_DEFENSE',
          reportedBy: pix.counterpartyInstitution ?? pix.counterpartyIspb ?? 'Unknown institution',
          endToEndId: pix.endToEndId ?? pix.reference,
          amount,
          reportDetails: request.reportDetails ?? '',
          deadline: new Date(now.getTime() + DEFENSE_DEADLINE_DAYS * DAY_MS),
          heldAmount: held,
          holdId: hold?.id ?? null,
          holdStatus: 'held',
        })
        .returning();
      if (!inserted) throw new Error('infraction insert returned nothing');
      await writeInfractionEvent(tx, inserted, 'infraction_created');
      return inserted;
    });
  } catch (error) {
    // A concurrent opening on the same Pix committed first (the partial unique index).
    if (isUniqueViolation(error)) throw alreadyOpen();
    throw error;
  }
  return toInfractionDto(deps.db, row);
}
