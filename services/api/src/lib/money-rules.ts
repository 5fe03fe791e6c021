import { AppErrorCode, PAYMENT_MESSAGES } from '@arara/contracts';
import { AppError } from './app-error';

/**
 * The sandbox: actions that play a payer outside the platform (a QR code paid by the sandbox
 * payer, an open finance request authorised at the payer's institution) and credit the
 * merchant's own account with money that did not come from anywhere. Off unless SANDBOX=true;
 * refused with NODE_ENV=production unless SANDBOX_ALLOW_IN_PRODUCTION=true too (src/config.ts).
 */
export type SandboxOptions = {
  enabled: boolean;
  /** Per merchant, over the last 24 hours: at most this many cents credited by the sandbox… */
  dailyCreditAmount: number;
  /** …in at most this many credits. */
  dailyCreditCount: number;
};

export type MoneyRules = {
  /** The largest amount (cents) of one transaction on every money-moving route. */
  maxTransactionAmount: number;
  sandbox: SandboxOptions;
};

/**
 * The most a virtual account may hold (cents): R$ 1.000.000.000.000,00, 90 times below 2^53, so
 * the balances and totals read as JS numbers stay exact. A credit past it is refused inside the
 * transaction that would make it (ledger postMovement).
 */
export const LEDGER_BALANCE_CAP = 100_000_000_000_000;

/** The defaults (env overrides in src/config.ts, listed in the README). */
export const defaultMoneyRules: MoneyRules = {
  // R$ 10.000.000,00
  maxTransactionAmount: 1_000_000_000,
  sandbox: {
    enabled: false,
    // R$ 100.000,00 in 50 credits a day
    dailyCreditAmount: 10_000_000,
    dailyCreditCount: 50,
  },
};

/** More than `max` cents in one transaction: 400 `fields.amount` (payments:errors.amountTooHigh). */
export function assertAmountWithinLimit(amount: number, max: number): void {
  if (amount > max) {
    throw new AppError(
      AppErrorCode.VALIDATION_ERROR,
      `The amount is above the limit of ${max} cents per transaction`,
      { amount: PAYMENT_MESSAGES.amountTooHigh },
    );
  }
}
