import type { TBetweenAccountsRequest } from '@arara/contracts';
import type { DataDeps } from '../deps';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { postMovement, virtualAccountNotFound } from '../ledger';
import { assembleDocument, hashPaymentRequest, writeDocument } from '../documents/document-store';
import { type ApprovalExecution, holdForApproval } from '../approvals';
import { generateTransferReference } from '../documents/end-to-end-id';
import { commitPayment, type PaymentResult } from './commit-payment';
import { postOperationFee, refuseBeyondAvailable } from '../fees/charge-fee';
import { readPaymentRules } from './payment-rules';

/** The `transfer` fee of a transfer between accounts, as its own `fee` entry (none when 0). */
const postTransferFee = (
  deps: DataDeps,
  tx: Parameters<typeof postOperationFee>[1],
  merchantId: string,
  input: { virtualAccountId: string; fee: number; reference?: string | undefined },
) => postOperationFee(deps, tx, merchantId, { ...input, description: 'Transfer fee' });

/** 200 for a replay, 202 for a payment held for approval, 201 for money moved. */
export const paymentStatusCode = (result: PaymentResult): 200 | 201 | 202 =>
  result.replayed ? 200 : result.document.status === 'pending' ? 202 : 201;

/**
 * Moves money between two of the merchant's virtual accounts: one ledger transfer and one
 * `transfer` document (stages initiated → completed) in one transaction. The Idempotency-Key is
 * unique per merchant on the documents: a retry with the same body returns the first document
 * (nothing moves again), another body is a 409.
 */
export async function transferBetweenAccounts(
  deps: DataDeps,
  merchantId: string,
  request: TBetweenAccountsRequest,
  idempotencyKey: string,
  /** The member sending it: an approval rule may hold the transfer for others to approve. */
  initiatedById?: string,
): Promise<PaymentResult> {
  const requestHash = hashPaymentRequest([
    'between-accounts',
    request.fromVirtualAccountId,
    request.toVirtualAccountId,
    request.amount,
    request.description ?? null,
  ]);
  // A retry is found under the accounts' locks, inside the transaction: no extra read for the
  // first request of a key, which is nearly every request.
  return commitPayment(deps, { merchantId, idempotencyKey, requestHash }, async (tx) => {
    // Under the accounts' locks (id order, as postMovement takes them): a concurrent twin that
    // held them has committed its document by now.
    const ids = [request.fromVirtualAccountId, request.toVirtualAccountId];
    const locked = ids.every(isUuid)
      ? await deps.repositories.ledger.lockVirtualAccounts(ids, tx)
      : [];
    // The twin, the fee rule and the approval rules in one statement, under the locks.
    const payer = locked.find(
      (account) => account.id === request.fromVirtualAccountId && account.merchantId === merchantId,
    );
    const rules = await readPaymentRules(tx, {
      merchantId,
      idempotencyKey,
      amount: request.amount,
      // The `transfer` fee of the paying account's bank account, computed here under its lock
      // (docs/back-office.md "Fees"): amount + fee must be available.
      fee: payer && {
        operation: 'transfer',
        bankAccountId: payer.bankAccountId,
        virtualAccountId: payer.id,
      },
      approval: { operation: 'between_accounts', initiatedById },
    });
    if (rules.twin) return { row: rules.twin, replayed: true };
    const fee = rules.fee();
    const { approval } = rules;
    if (payer && fee > 0) refuseBeyondAvailable(payer, request.amount, fee);

    const reference = generateTransferReference();
    if (approval) {
      const [origin, destination] = ids.map((id) =>
        locked.find(
          (account) =>
            account.id === id && account.merchantId === merchantId && account.status === 'active',
        ),
      );
      if (!origin || !destination) throw virtualAccountNotFound();
      const row = await holdForApproval(deps, tx, {
        merchantId,
        operation: 'between_accounts',
        ...approval,
        account: origin,
        hold: request.amount + fee,
        amount: request.amount,
        document: {
          merchantId,
          kind: 'transfer',
          status: 'pending',
          method: 'internal',
          amount: request.amount,
          fee,
          netAmount: request.amount + fee,
          virtualAccountId: origin.id,
          counterpartVirtualAccountId: destination.id,
          reference,
          description: request.description ?? null,
          idempotencyKey,
          requestHash,
        },
        request: { otherAccounts: [destination.id] },
      });
      return { row, replayed: false };
    }
    const movement = await postMovement(
      deps,
      merchantId,
      {
        type: 'transfer',
        fromVirtualAccountId: request.fromVirtualAccountId,
        toVirtualAccountId: request.toVirtualAccountId,
        amount: request.amount,
        reference,
        description: request.description,
        method: 'internal',
      },
      { tx, locked },
    );
    await postTransferFee(deps, tx, merchantId, {
      virtualAccountId: request.fromVirtualAccountId,
      fee,
      reference,
    });
    const document = await writeDocument(tx, {
      document: {
        merchantId,
        kind: 'transfer',
        status: 'approved',
        method: 'internal',
        amount: request.amount,
        fee,
        netAmount: request.amount + fee,
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
    // The answer from what was just written (no reads after the commit).
    const labelOf = new Map(locked.map((account) => [account.id, account.label] as const));
    return {
      row: document.row,
      replayed: false,
      document: assembleDocument(document.row, {
        label: labelOf.get(request.fromVirtualAccountId) ?? '',
        counterpartLabel: labelOf.get(request.toVirtualAccountId) ?? null,
        stages: document.stages,
        events: document.events,
        postings: movement.postings
          .filter((posting) => posting.virtualAccountId !== null)
          .map((posting) => ({
            ...posting,
            merchantId,
            virtualAccountLabel: labelOf.get(posting.virtualAccountId ?? '') ?? '',
          })),
      }),
    };
  });
}

/** A held transfer between accounts, once approved: the ledger transfer of its document. */
export const executeBetweenAccounts: ApprovalExecution = async (
  deps,
  tx,
  approval,
  document,
  locked,
) => {
  const movement = await postMovement(
    deps,
    approval.merchantId,
    {
      type: 'transfer',
      fromVirtualAccountId: document.virtualAccountId,
      toVirtualAccountId: document.counterpartVirtualAccountId ?? '',
      amount: document.amount,
      reference: document.reference ?? undefined,
      description: document.description ?? undefined,
      method: 'internal',
    },
    { tx, locked },
  );
  await postTransferFee(deps, tx, approval.merchantId, {
    virtualAccountId: document.virtualAccountId,
    fee: document.fee,
    reference: document.reference ?? undefined,
  });
  return {
    ledgerEntryId: movement.id,
    processedAt: movement.createdAt,
    stages: ['approved', 'completed'],
  };
};
