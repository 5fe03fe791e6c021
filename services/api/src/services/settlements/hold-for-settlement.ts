import { AppErrorCode, PAYMENT_MESSAGES } from '@arara/contracts';
import type { Db } from '../../db/client';
import type { PaymentDocument } from '../../db/schema-payments';
import {
  type SettlementKind,
  type SettlementOutcome,
  settlementJobs,
} from '../../db/schema-settlements';
import { AppError } from '../../lib/app-error';
import type { LockedVirtualAccount } from '../../repositories/ledger-repository';
import type { DataDeps } from '../deps';
import { insertDocument, type NewDocument } from '../documents/document-store';
import { settlementOptions } from './settlement-options';

/**
 * A payment to another institution, inside its request's transaction (the account locked): the
 * money is held (available balance down, current balance unchanged), the document is written
 * `pending` with stages initiated → processing, and a settlement job is queued for `delayMs`
 * later (docs/payments.md "Settlement"). Nothing is final until the job runs.
 */
export async function holdForSettlement(
  { repositories: { ledger } }: DataDeps,
  tx: Db,
  input: {
    merchantId: string;
    account: LockedVirtualAccount;
    kind: SettlementKind;
    /** What leaves the account (amount, plus a TED's fee). */
    hold: number;
    document: Omit<NewDocument['document'], 'status'>;
    outcome?: SettlementOutcome;
    failureReason?: string | null;
    slow?: boolean;
    request?: Record<string, unknown>;
  },
): Promise<PaymentDocument> {
  const { account } = input;
  if (account.balance - account.blockedBalance < input.hold) {
    throw new AppError(AppErrorCode.INSUFFICIENT_FUNDS, 'Insufficient available balance', {
      amount: PAYMENT_MESSAGES.insufficientFunds,
    });
  }
  await ledger.addToBalances(account.id, { blockedBalance: input.hold }, tx);
  account.blockedBalance += input.hold;
  const hold = await ledger.insertHold(
    {
      merchantId: input.merchantId,
      virtualAccountId: account.id,
      amount: input.hold,
      reason: 'Settling at the receiving institution',
    },
    tx,
  );
  const document = await insertDocument(tx, {
    document: { ...input.document, status: 'pending' },
    stages: ['initiated', 'processing'],
  });
  const options = settlementOptions();
  await tx.insert(settlementJobs).values({
    merchantId: input.merchantId,
    documentId: document.id,
    kind: input.kind,
    holdId: hold.id,
    outcome: input.outcome ?? 'complete',
    failureReason: input.failureReason ?? null,
    request: input.request ?? {},
    dueAt: new Date(Date.now() + (input.slow ? options.slowDelayMs : options.delayMs)),
  });
  return document;
}
