import { institutionName, type TPaymentInitiation } from '@arara/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { virtualAccounts } from '../../db/schema-ledger';
import { type PaymentInitiation, paymentInitiations } from '../../db/schema-open-finance';
import { paymentDocuments } from '../../db/schema-payments';

export const statusOf = (row: PaymentInitiation, now: Date): TPaymentInitiation['status'] =>
  row.status === 'awaiting_authorisation' && row.expiresAt <= now ? 'expired' : row.status;

type Row = { initiation: PaymentInitiation; label: string; endToEndId: string | null };

export function toDto({ initiation: row, label, endToEndId }: Row, now: Date): TPaymentInitiation {
  return {
    id: row.id,
    reference: row.reference,
    status: statusOf(row, now),
    amount: row.amount,
    currency: 'BRL',
    description: row.description,
    payerInstitution: { ispb: row.payerInstitution, name: institutionName(row.payerInstitution) },
    payerName: row.payerName,
    payerDocument: row.payerDocument,
    virtualAccountId: row.virtualAccountId,
    virtualAccountLabel: label,
    rejectionReason: row.rejectionReason,
    documentId: row.documentId,
    endToEndId,
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const joined = (db: Db) =>
  db
    .select({
      initiation: paymentInitiations,
      label: virtualAccounts.label,
      endToEndId: paymentDocuments.endToEndId,
    })
    .from(paymentInitiations)
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, paymentInitiations.virtualAccountId))
    .leftJoin(paymentDocuments, eq(paymentDocuments.id, paymentInitiations.documentId));
