import {
  AppErrorCode,
  PAYMENT_MESSAGES,
  type TFeeOperation,
  type TOperationFeeQuote,
} from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BankAccountFee } from '../../db/schema-fees';
import { virtualAccounts } from '../../db/schema-ledger';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import type { DataDeps } from '../deps';
import { postMovement, virtualAccountNotFound } from '../ledger';
import { feeOf, findFeeRule, toFeeRuleDto } from './fee-rule';

/**
 * The bank account fee of a money-out operation (docs/back-office.md "Fees"): withdrawals, Pix
 * out (`pix_send`) and transfers between accounts (`transfer`) charge the active rule of the
 * paying virtual account's bank account. The fee is computed again inside the transaction that
 * moves the money, under the account's lock (a quote is never taken from the client), and
 * posted as a `fee` ledger entry to the platform's fee revenue.
 */

type PayingAccount = {
  id: string;
  bankAccountId: string;
  balance: number;
  blockedBalance: number;
};

/** The rule and the fee of an amount out of this account (no rule: no fee). */
export async function operationFee(
  db: Db,
  operation: TFeeOperation,
  account: Pick<PayingAccount, 'id' | 'bankAccountId'>,
  amount: number,
): Promise<{ fee: number; rule: BankAccountFee | undefined }> {
  const rule = await findFeeRule(db, operation, account.bankAccountId, account.id);
  return { fee: rule ? feeOf(rule, amount) : 0, rule };
}

/** Amount + fee beyond the available balance: 422 on the amount, nothing moves. */
export function refuseBeyondAvailable(account: PayingAccount, amount: number, fee: number) {
  if (amount + fee > account.balance - account.blockedBalance) {
    throw new AppError(
      AppErrorCode.INSUFFICIENT_FUNDS,
      'Insufficient available balance in the virtual account for the amount and its fee',
      { amount: PAYMENT_MESSAGES.insufficientFunds },
    );
  }
}

/** The fee's own ledger entry (debits the account, credits fee revenue), in the caller's tx. */
export async function postOperationFee(
  deps: DataDeps,
  tx: Db,
  merchantId: string,
  input: {
    virtualAccountId: string;
    fee: number;
    reference?: string | undefined;
    description: string;
  },
) {
  if (input.fee <= 0) return undefined;
  // Not handed the caller's locked rows: their cached balances predate the payment just posted.
  return postMovement(
    deps,
    merchantId,
    {
      type: 'fee',
      virtualAccountId: input.virtualAccountId,
      amount: input.fee,
      reference: input.reference,
      description: input.description,
      method: 'internal',
    },
    { tx },
  );
}

/** The `pix_send` fee a Pix out document carries, as its own `fee` entry (none when 0). */
export const postPixFee = (
  deps: DataDeps,
  tx: Db,
  merchantId: string,
  document: { virtualAccountId: string; fee: number; reference: string | null },
) =>
  postOperationFee(deps, tx, merchantId, {
    virtualAccountId: document.virtualAccountId,
    fee: document.fee,
    reference: document.reference ?? undefined,
    description: 'Pix fee',
  });

/** GET …/fees/quote: what the operation would charge now, before the merchant confirms. */
export async function quoteOperationFee(
  db: Db,
  merchantId: string,
  query: { operation: TFeeOperation; virtualAccountId: string; amount: number },
): Promise<TOperationFeeQuote> {
  const [account] = isUuid(query.virtualAccountId)
    ? await db
        .select()
        .from(virtualAccounts)
        .where(
          and(
            eq(virtualAccounts.id, query.virtualAccountId),
            eq(virtualAccounts.merchantId, merchantId),
          ),
        )
        .limit(1)
    : [];
  if (!account) throw virtualAccountNotFound();
  const { fee, rule } = await operationFee(db, query.operation, account, query.amount);
  return {
    amount: query.amount,
    fee,
    total: query.amount + fee,
    currency: 'BRL',
    available: account.balance - account.blockedBalance,
    rule: rule ? toFeeRuleDto(rule) : null,
  };
}
