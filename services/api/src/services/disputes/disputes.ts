import {
  AppErrorCode,
  COMPLIANCE_MESSAGES,
  type TDispute,
  type TDisputePage,
  type TDisputeRequest,
  type TDisputeStatus,
  type TDisputesQuery,
  type TSandboxDisputeDecision,
} from '@arara/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Dispute, disputes, type Infraction, infractions } from '../../db/schema-compliance';
import { paymentDocuments } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import type { DataDeps } from '../deps';
import { findInfraction } from '../infractions/infraction-dto';
import { decodeCursor, encodeCursor } from '../infractions/list-infractions';

export const DISPUTES_PAGE_DEFAULT = 20;

const notDisputable = () =>
  new AppError(AppErrorCode.CONFLICT, 'Only an infraction closed against you can be disputed', {
    infractionId: COMPLIANCE_MESSAGES.notDisputable,
  });
const alreadyDisputed = () =>
  new AppError(AppErrorCode.CONFLICT, 'This infraction already has a dispute', {
    infractionId: COMPLIANCE_MESSAGES.alreadyDisputed,
  });
const disputeNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Dispute not found', {
    disputeId: COMPLIANCE_MESSAGES.disputeNotFound,
  });
const disputeDecided = () =>
  new AppError(AppErrorCode.CONFLICT, 'This dispute cannot move to that status', {
    status: COMPLIANCE_MESSAGES.disputeDecided,
  });

/** The statuses a dispute may move to from each (docs/compliance.md "Disputes"). */
const NEXT: Record<TDisputeStatus, readonly TDisputeStatus[]> = {
  open: ['under_review', 'upheld', 'dismissed'],
  under_review: ['upheld', 'dismissed'],
  upheld: [],
  dismissed: [],
};

const toDisputeDto = (row: Dispute, infraction: Infraction, returned: number | null): TDispute => ({
  id: row.id,
  infractionId: row.infractionId,
  infractionType: infraction.type,
  endToEndId: infraction.endToEndId,
  // What was returned to the payer: the infraction's refund (none when the hold was empty).
  amount: returned ?? 0,
  status: row.status,
  reason: row.reason,
  resolution: row.resolution,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const createdAtText = sql<string>`to_char(${disputes.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** GET …/disputes: the merchant's disputes newest first, by status, keyset-paged. */
export async function listDisputes(
  { db }: DataDeps,
  merchantId: string,
  query: TDisputesQuery,
): Promise<TDisputePage> {
  const limit = Number(query.limit ?? DISPUTES_PAGE_DEFAULT);
  const position = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await db
    .select({
      dispute: disputes,
      infraction: infractions,
      returned: paymentDocuments.amount,
      at: createdAtText,
    })
    .from(disputes)
    .innerJoin(infractions, eq(infractions.id, disputes.infractionId))
    .leftJoin(paymentDocuments, eq(paymentDocuments.id, infractions.refundDocumentId))
    .where(
      and(
        eq(disputes.merchantId, merchantId),
        query.status === undefined ? undefined : eq(disputes.status, query.status),
        position === undefined
          ? undefined
          : sql`(${disputes.createdAt}, ${disputes.id}) < (${position.at}::timestamptz, ${position.id}::uuid)`,
      ),
    )
    .orderBy(sql`${disputes.createdAt} desc`, sql`${disputes.id} desc`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toDisputeDto(r.dispute, r.infraction, r.returned)),
    nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.dispute.id) : null,
  };
}

/**
 * POST …/disputes: the merchant contests, with Arara's compliance, an infraction of its own
 * closed against it (CLOSED, analysis agreed: the payer was refunded); else 409 `notDisputable`.
 * One per infraction (409 `alreadyDisputed`, also for a concurrent twin: the unique index).
 */
export async function openDispute(
  { db }: DataDeps,
  member: { merchantId: string; userId: string | null },
  request: TDisputeRequest,
): Promise<TDispute> {
  try {
    return await db.transaction(async (tx) => {
      const infraction = await findInfraction(tx, member.merchantId, request.infractionId, {
        lock: true,
      });
      if (infraction.status !== 'CLOSED' || infraction.analysisResult !== 'agreed') {
        throw notDisputable();
      }
      const [existing] = await tx
        .select({ id: disputes.id })
        .from(disputes)
        .where(eq(disputes.infractionId, infraction.id));
      if (existing) throw alreadyDisputed();
      const [row] = await tx
        .insert(disputes)
        .values({
          merchantId: member.merchantId,
          infractionId: infraction.id,
          status: 'open',
          reason: request.reason.trim(),
          createdBy: member.userId,
        })
        .returning();
      if (!row) throw new Error('dispute insert returned nothing');
      return toDisputeDto(row, infraction, await returnedBy(tx, infraction));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyDisputed();
    throw error;
  }
}

/** What the infraction's refund returned to the payer (cents), null without one. */
async function returnedBy(db: Db, infraction: Infraction): Promise<number | null> {
  if (!infraction.refundDocumentId) return null;
  const [row] = await db
    .select({ amount: paymentDocuments.amount })
    .from(paymentDocuments)
    .where(eq(paymentDocuments.id, infraction.refundDocumentId));
  return row?.amount ?? null;
}

async function lockDispute(tx: Db, merchantId: string, id: string): Promise<Dispute> {
  if (!isUuid(id)) throw disputeNotFound();
  const [row] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.id, id), eq(disputes.merchantId, merchantId)))
    .for('update');
  if (!row) throw disputeNotFound();
  return row;
}

/**
 * POST …/disputes/:id/sandbox/decision (SANDBOX=true only): compliance moves the dispute
 * (open → under_review → upheld | dismissed; open may be decided at once). upheld and
 * dismissed are final: another decision is 409. The resolution is what the merchant reads.
 */
export async function decideDisputeInSandbox(
  { db }: DataDeps,
  merchantId: string,
  disputeId: string,
  decision: TSandboxDisputeDecision,
): Promise<TDispute> {
  return db.transaction(async (tx) => {
    const row = await lockDispute(tx, merchantId, disputeId);
    if (!NEXT[row.status].includes(decision.status)) throw disputeDecided();
    const [updated] = await tx
      .update(disputes)
      .set({
        status: decision.status,
        resolution: decision.resolution ?? row.resolution,
        updatedAt: new Date(),
      })
      .where(eq(disputes.id, row.id))
      .returning();
    if (!updated) throw new Error('dispute update returned nothing');
    const infraction = await findInfraction(tx, merchantId, row.infractionId);
    return toDisputeDto(updated, infraction, await returnedBy(tx, infraction));
  });
}
