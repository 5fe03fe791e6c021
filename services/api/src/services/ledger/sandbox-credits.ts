import { AppErrorCode, PAYMENT_MESSAGES } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/map-row';
import { ledgerEntries, ledgerPostings } from '../../db/schema-ledger';
import { AppError } from '../../lib/app-error';
import { assertAmountWithinLimit, type MoneyRules } from '../../lib/money-rules';

/** What bounds one merchant's sandbox credits (SANDBOX_DAILY_CREDIT_*, MAX_TRANSACTION_*). */
export type SandboxCreditLimits = {
  maxTransactionAmount: number;
  dailyCreditAmount: number;
  dailyCreditCount: number;
};

export const sandboxCreditLimits = (rules: MoneyRules): SandboxCreditLimits => ({
  maxTransactionAmount: rules.maxTransactionAmount,
  dailyCreditAmount: rules.sandbox.dailyCreditAmount,
  dailyCreditCount: rules.sandbox.dailyCreditCount,
});

const dailyLimitReached = (limits: SandboxCreditLimits) =>
  new AppError(
    AppErrorCode.RATE_LIMITED,
    `Sandbox credits are limited to ${limits.dailyCreditCount} and ${limits.dailyCreditAmount} ` +
      'cents per merchant in 24 hours',
    { amount: PAYMENT_MESSAGES.sandboxDailyLimit },
  );

/**
 * Inside the transaction that credits sandbox money, before the credit: one lock per merchant
 * (a transaction-scoped advisory lock; concurrent sandbox credits of the merchant wait here one
 * after the other), then the merchant's sandbox credits of the last 24 hours — committed by the
 * ones that went first — counted and summed with this one: past either daily limit, 429
 * `fields.amount` and nothing is credited.
 */
export async function assertSandboxCreditAllowed(
  tx: Db,
  merchantId: string,
  amount: number,
  limits: SandboxCreditLimits,
): Promise<void> {
  assertAmountWithinLimit(amount, limits.maxTransactionAmount);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-credit:${merchantId}`}, 0))`,
  );
  // Each sandbox credit is a deposit: one posting on a virtual account.
  const [row] = rowsOf(
    await tx.execute(sql`
      select count(*) as credits, coalesce(sum(p.amount), 0) as credited
        from ${ledgerEntries} e
        join ${ledgerPostings} p on p.entry_id = e.id and p.virtual_account_id is not null
       where e.merchant_id = ${merchantId}
         and e.sandbox
         and e.created_at > clock_timestamp() - interval '24 hours'`),
  );
  const credits = Number(row?.credits ?? 0);
  const credited = Number(row?.credited ?? 0);
  if (credits + 1 > limits.dailyCreditCount || credited + amount > limits.dailyCreditAmount) {
    throw dailyLimitReached(limits);
  }
}
