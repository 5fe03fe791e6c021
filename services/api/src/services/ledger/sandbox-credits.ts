import { AppErrorCode, PAYMENT_MESSAGES } from '@arara/contracts';
import type { Db } from '../../db/client';
import type { DataDeps } from '../deps';
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
  { repositories: { ledger } }: DataDeps,
  merchantId: string,
  amount: number,
  limits: SandboxCreditLimits,
  tx: Db,
): Promise<void> {
  assertAmountWithinLimit(amount, limits.maxTransactionAmount);
  await ledger.lockSandboxCredits(merchantId, tx);
  const { credits, credited } = await ledger.sandboxCreditsOfLastDay(merchantId, tx);
  if (credits + 1 > limits.dailyCreditCount || credited + amount > limits.dailyCreditAmount) {
    throw dailyLimitReached(limits);
  }
}
