import type { Db } from '../../db/client';
import { withdrawals } from '../../db/schema-fees';
import type { DataDeps } from '../deps';
import { postMovement } from '../ledger';

/**
 * The money of a withdrawal: a `withdrawal` entry of the amount and a `fee` entry of its fee,
 * then (`link`) the withdrawals row joining them to their document.
 */
export async function settleWithdrawal(
  deps: DataDeps,
  tx: Db,
  input: {
    merchantId: string;
    /** Paid out of this hold (a TED settling later: the hold of amount + fee). */
    holdId?: string | undefined;
    virtualAccountId: string;
    amount: number;
    fee: number;
    reference: string;
    description: string | null;
    bankAccountId: string;
    bankName: string;
    feeId: string | null;
  },
) {
  const movement = await postMovement(
    deps,
    input.merchantId,
    {
      type: 'withdrawal',
      virtualAccountId: input.virtualAccountId,
      amount: input.amount,
      reference: input.reference,
      description: input.description ?? `Withdrawal to ${input.bankName}`,
      method: 'external',
      holdId: input.holdId,
    },
    { tx },
  );
  const feeMovement =
    input.fee > 0
      ? await postMovement(
          deps,
          input.merchantId,
          {
            type: 'fee',
            virtualAccountId: input.virtualAccountId,
            amount: input.fee,
            reference: input.reference,
            description: 'Withdrawal fee',
            method: 'internal',
          },
          { tx },
        )
      : undefined;
  return {
    ledgerEntryId: movement.id,
    processedAt: movement.createdAt,
    link: async (documentId: string) => {
      await tx.insert(withdrawals).values({
        merchantId: input.merchantId,
        documentId,
        virtualAccountId: input.virtualAccountId,
        bankAccountId: input.bankAccountId,
        amount: input.amount,
        fee: input.fee,
        feeId: input.feeId,
        withdrawalEntryId: movement.id,
        feeEntryId: feeMovement?.id ?? null,
      });
    },
  };
}
