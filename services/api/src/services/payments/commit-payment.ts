import type { TPaymentDocument } from '@arara/contracts';
import type { Db } from '../../db/client';
import type { PaymentDocument } from '../../db/schema-payments';
import { isUniqueViolation } from '../../lib/db-errors';
import type { DataDeps } from '../deps';
import { findDocumentByKey, replayDocument, toDocumentDto } from '../documents/document-store';
import { fromLedgerError } from './payment-errors';

export type PaymentResult = { document: TPaymentDocument; replayed: boolean };

/** A payment's Idempotency-Key (unique per merchant on the documents) and its request's hash. */
export type PaymentKey = { merchantId: string; idempotencyKey: string; requestHash: string };

/**
 * What a payment's transaction wrote: its document (`replayed` when it is a committed twin's),
 * with the answer already assembled when the transaction could do it without reads.
 */
export type WrittenPayment = {
  row: PaymentDocument;
  replayed: boolean;
  document?: TPaymentDocument | undefined;
};

/** The first document of a key again (409 when the retry's body differs). */
export const replayPayment = async (
  db: Db,
  row: PaymentDocument,
  requestHash: string,
): Promise<PaymentResult> => ({
  document: await toDocumentDto(db, replayDocument(row, requestHash)),
  replayed: true,
});

/** The answer of an earlier request with the same key, when there is one. */
export async function findPaymentReplay(
  db: Db,
  { merchantId, idempotencyKey, requestHash }: PaymentKey,
): Promise<PaymentResult | undefined> {
  const earlier = await findDocumentByKey(db, merchantId, idempotencyKey);
  return earlier ? replayPayment(db, earlier, requestHash) : undefined;
}

/**
 * Runs `move` in ONE transaction: it locks the accounts, returns a twin committed under the
 * same key, checks every money rule and moves the money. A twin with the same key that
 * committed first (a unique violation of the key) answers with its document; any other error
 * is thrown as `toError` makes it (the ledger's errors in the payments contract's terms).
 */
export async function commitPayment(
  { db }: DataDeps,
  key: PaymentKey,
  move: (tx: Db) => Promise<WrittenPayment>,
  toError: (error: unknown) => unknown = fromLedgerError,
): Promise<PaymentResult> {
  let written: WrittenPayment;
  try {
    written = await db.transaction(move);
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await findDocumentByKey(db, key.merchantId, key.idempotencyKey);
      if (winner) return replayPayment(db, winner, key.requestHash);
    }
    throw toError(error);
  }
  if (written.replayed) return replayPayment(db, written.row, key.requestHash);
  return { document: written.document ?? (await toDocumentDto(db, written.row)), replayed: false };
}
