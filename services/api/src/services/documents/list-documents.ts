import {
  AppErrorCode,
  type TPaymentDocument,
  type TPaymentDocumentPage,
  type TPaymentDocumentsQuery,
} from '@arara/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentDocuments } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import { createLedgerAccountsRepository } from '../../repositories/ledger-accounts-repository';
import { requireVirtualAccount } from '../ledger';
import { findDocument, toDocumentDtos } from './document-store';
import { documentNotFound } from './document-errors';

export const DOCUMENTS_PAGE_DEFAULT = 50;

/**
 * The merchant's documents, newest first, keyset-paginated on (created_at, id): the cursor is
 * the last document's id of the previous page.
 */
export async function listDocuments(
  db: Db,
  merchantId: string,
  query: TPaymentDocumentsQuery,
): Promise<TPaymentDocumentPage> {
  const limit = Number(query.limit ?? DOCUMENTS_PAGE_DEFAULT);
  if (query.virtualAccountId !== undefined) {
    await requireVirtualAccount(
      createLedgerAccountsRepository(db),
      merchantId,
      query.virtualAccountId,
    );
  }
  let after: { createdAt: Date; id: string } | undefined;
  if (query.cursor !== undefined) {
    const cursor = await findDocument(db, merchantId, query.cursor);
    if (!cursor) {
      throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid cursor', {
        cursor: 'accounts:ledger.errors.invalidCursor',
      });
    }
    after = { createdAt: cursor.createdAt, id: cursor.id };
  }
  const rows = await db
    .select()
    .from(paymentDocuments)
    .where(
      and(
        eq(paymentDocuments.merchantId, merchantId),
        query.kind === undefined ? undefined : eq(paymentDocuments.kind, query.kind),
        query.virtualAccountId === undefined
          ? undefined
          : eq(paymentDocuments.virtualAccountId, query.virtualAccountId),
        after === undefined
          ? undefined
          : sql`(${paymentDocuments.createdAt}, ${paymentDocuments.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(paymentDocuments.createdAt), desc(paymentDocuments.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: await toDocumentDtos(db, page),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** One of the merchant's documents; 'Document not found' for another merchant's. */
export async function getDocument(
  db: Db,
  merchantId: string,
  documentId: string,
): Promise<TPaymentDocument> {
  const row = await findDocument(db, merchantId, documentId);
  if (!row) throw documentNotFound();
  const [dto] = await toDocumentDtos(db, [row]);
  if (!dto) throw documentNotFound();
  return dto;
}
