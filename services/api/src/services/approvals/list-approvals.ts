import type { TApprovalStatus, TPaymentApproval } from '@arara/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import {
  type PaymentApproval,
  paymentApprovalDecisions,
  paymentApprovals,
} from '../../db/schema-approvals';
import { paymentDocuments } from '../../db/schema-payments';
import { toDocumentDtos } from '../documents/document-store';

/** Approvals as the contract shows them, with their documents and decisions. */
export async function toApprovalDtos(db: Db, rows: PaymentApproval[]): Promise<TPaymentApproval[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [documents, decisions, initiators] = await Promise.all([
    db
      .select()
      .from(paymentDocuments)
      .where(
        inArray(
          paymentDocuments.id,
          rows.map((row) => row.documentId),
        ),
      ),
    db
      .select({
        approvalId: paymentApprovalDecisions.approvalId,
        userId: paymentApprovalDecisions.userId,
        userName: users.name,
        decision: paymentApprovalDecisions.decision,
        createdAt: paymentApprovalDecisions.createdAt,
      })
      .from(paymentApprovalDecisions)
      .innerJoin(users, eq(users.id, paymentApprovalDecisions.userId))
      .where(inArray(paymentApprovalDecisions.approvalId, ids))
      .orderBy(asc(paymentApprovalDecisions.createdAt)),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((row) => row.initiatedById),
        ),
      ),
  ]);
  const dtos = new Map(
    (await toDocumentDtos(db, documents)).map((document) => [document.id, document] as const),
  );
  return rows.flatMap((row) => {
    const document = dtos.get(row.documentId);
    if (!document) return [];
    return [
      {
        id: row.id,
        operation: row.operation,
        status: row.status,
        amount: row.amount,
        requiredApprovals: row.requiredApprovals,
        approverRole: row.approverRole,
        initiatedBy: {
          id: row.initiatedById,
          name: initiators.find((user) => user.id === row.initiatedById)?.name ?? '',
        },
        decisions: decisions
          .filter((decision) => decision.approvalId === row.id)
          .map((decision) => ({
            userId: decision.userId,
            userName: decision.userName,
            decision: decision.decision,
            createdAt: decision.createdAt.toISOString(),
          })),
        failureReason: row.failureReason,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        document,
      },
    ];
  });
}

/** GET …/approvals: newest first, pending ones by default. */
export async function listApprovals(
  db: Db,
  merchantId: string,
  status: TApprovalStatus = 'pending',
): Promise<TPaymentApproval[]> {
  const rows = await db
    .select()
    .from(paymentApprovals)
    .where(and(eq(paymentApprovals.merchantId, merchantId), eq(paymentApprovals.status, status)))
    .orderBy(desc(paymentApprovals.createdAt), desc(paymentApprovals.id))
    .limit(100);
  return toApprovalDtos(db, rows);
}
