import type { TBetweenAccountsRequest, TPaymentDocument } from '@arara/contracts';
import type { Db } from '../../db/client';
import type { PaymentDocument } from '../../db/schema-payments';
import { isUniqueViolation } from '../../lib/db-errors';
import { createLedgerRepository } from '../../repositories/ledger-repository';
import { postMovement } from '../ledger';
import {
  findDocumentByKey,
  hashPaymentRequest,
  insertDocument,
  replayDocument,
  toDocumentDto,
} from './document-store';
import { generateTransferReference } from './end-to-end-id';
import { fromLedgerError } from './payment-errors';

export type PaymentResult = { document: TPaymentDocument; replayed: boolean };

/**
 * Moves money between two of the merchant's virtual accounts: one ledger transfer and one
 * `transfer` document (stages initiated → completed) in one transaction. The Idempotency-Key is
 * unique per merchant on the documents: a retry with the same body returns the first document
 * (nothing moves again), another body is a 409.
 */
export async function transferBetweenAccounts(
  db: Db,
  merchantId: string,
  request: TBetweenAccountsRequest,
  idempotencyKey: string,
): Promise<PaymentResult> {
  const requestHash = hashPaymentRequest([
    'between-accounts',
    request.fromVirtualAccountId,
    request.toVirtualAccountId,
    request.amount,
    request.description ?? null,
  ]);
  const replay = async (row: PaymentDocument) => ({
    document: await toDocumentDto(db, replayDocument(row, requestHash)),
    replayed: true,
  });
  const earlier = await findDocumentByKey(db, merchantId, idempotencyKey);
  if (earlier) return replay(earlier);

  let row: PaymentDocument | undefined;
  let replayed = false;
  try {
    ({ row, replayed } = await db.transaction(async (tx) => {
      // Under the accounts' locks (id order, as postMovement takes them): a concurrent twin that
      // held them has committed its document by now.
      const ids = [request.fromVirtualAccountId, request.toVirtualAccountId];
      if (ids.every((id) => /^[0-9a-f-]{36}$/i.test(id))) {
        await createLedgerRepository(tx).lockVirtualAccounts(ids);
      }
      const twin = await findDocumentByKey(tx, merchantId, idempotencyKey);
      if (twin) return { row: twin, replayed: true };

      const reference = generateTransferReference();
      const movement = await postMovement(tx, merchantId, {
        type: 'transfer',
        fromVirtualAccountId: request.fromVirtualAccountId,
        toVirtualAccountId: request.toVirtualAccountId,
        amount: request.amount,
        reference,
        description: request.description,
        method: 'internal',
      });
      const document = await insertDocument(tx, {
        document: {
          merchantId,
          kind: 'transfer',
          status: 'approved',
          method: 'internal',
          amount: request.amount,
          fee: 0,
          netAmount: request.amount,
          virtualAccountId: request.fromVirtualAccountId,
          counterpartVirtualAccountId: request.toVirtualAccountId,
          reference,
          description: request.description ?? null,
          ledgerEntryId: movement.id,
          idempotencyKey,
          requestHash,
          processedAt: movement.createdAt,
        },
        stages: ['initiated', 'completed'],
      });
      return { row: document, replayed: false };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) {
      // A twin with the same key on other accounts committed first.
      const winner = await findDocumentByKey(db, merchantId, idempotencyKey);
      if (winner) return replay(winner);
    }
    throw fromLedgerError(error);
  }
  if (replayed) return replay(row);
  return { document: await toDocumentDto(db, row), replayed: false };
}
