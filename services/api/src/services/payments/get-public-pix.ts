import { AppErrorCode, maskDocument, type TPublicPixTransaction } from '@arara/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { bankAccounts } from '../../db/schema-ledger';
import { paymentDocuments } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import { isUuid, joinAccountHolder } from '../../repositories/ledger-accounts-repository';

const notFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Transaction not found');

/**
 * The public page of a Pix (`out` or `entry` document): status, amount, date, end-to-end id and
 * both parties with masked documents; nothing else (no accounts, keys or descriptions).
 */
export async function getPublicPix(db: Db, transactionId: string): Promise<TPublicPixTransaction> {
  if (!isUuid(transactionId)) throw notFound();
  const query = db
    .select({
      document: paymentDocuments,
      ownName: merchants.name,
      ownDocument: merchants.document,
      ownInstitution: bankAccounts.bankName,
    })
    .from(paymentDocuments)
    .where(
      and(
        eq(paymentDocuments.id, transactionId),
        eq(paymentDocuments.method, 'pix'),
        inArray(paymentDocuments.kind, ['out', 'entry']),
      ),
    )
    .limit(1)
    .$dynamic();
  const [row] = await joinAccountHolder(
    query,
    paymentDocuments.virtualAccountId,
    paymentDocuments.merchantId,
  );
  if (!row) throw notFound();
  const { document } = row;
  const own = {
    name: row.ownName,
    document: maskDocument(row.ownDocument),
    institution: row.ownInstitution,
  };
  const other = {
    name: document.counterpartyName ?? '',
    document: document.counterpartyDocument ?? '***',
    institution: document.counterpartyInstitution ?? '',
  };
  return {
    id: document.id,
    status: document.status,
    amount: document.amount,
    createdAt: document.createdAt.toISOString(),
    endToEndId: document.endToEndId,
    payer: document.kind === 'out' ? own : other,
    receiver: document.kind === 'out' ? other : own,
  };
}
