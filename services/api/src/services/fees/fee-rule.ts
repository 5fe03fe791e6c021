import {
  AppErrorCode,
  PAYMENT_MESSAGES,
  RECURRING_FEE_TYPES,
  type TFeeOperation,
  type TWithdrawalFeeRule,
} from '@arara/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/map-row';
import { type BankAccountFee, bankAccountFees } from '../../db/schema-fees';
import { AppError } from '../../lib/app-error';

/** Percent as a decimal string (`"0.5"`, `"1.2500"`) in 1/10 000 of a percent; null if unreadable. */
export function percentUnits(percent: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,4})\d*)?$/.exec(percent.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/**
 * The fee of an amount under a rule, in cents: `fixed + percentage % of the amount` (the
 * percentage part rounded half up to the cent), never below the minimum. Integer arithmetic only.
 */
export function feeOf(
  rule: Pick<BankAccountFee, 'fixedAmount' | 'percentageAmount' | 'minimumFee'>,
  amount: number,
): number {
  let fee = BigInt(rule.fixedAmount ?? 0);
  if (rule.percentageAmount !== null) {
    const units = percentUnits(rule.percentageAmount);
    if (units === null) throw new Error(`unreadable fee percentage ${rule.percentageAmount}`);
    // amount × percent / 100, the percent in 1/10 000: divide by 1 000 000, half up.
    fee += (BigInt(amount) * units + 500_000n) / 1_000_000n;
  }
  const total = fee > BigInt(rule.minimumFee) ? fee : BigInt(rule.minimumFee);
  // No account holds that much: refused like any amount out of range.
  if (total + BigInt(amount) > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The amount is out of range', {
      amount: PAYMENT_MESSAGES.amountPositive,
    });
  }
  return Number(total);
}

/**
 * The fee rule of an operation from a virtual account through a bank account: the active BRL
 * rows of that operation on the bank account, one narrowed to this virtual account winning over
 * the bank-wide ones, the newest first. Recurring fee types (monthly, maintenance) never apply to
 * one operation. None → no fee. A hand-written statement (see selectRows): every payment asks it,
 * and readPaymentRules folds it into its one statement.
 */
export const feeRuleQuery = (
  operation: TFeeOperation,
  bankAccountId: string,
  virtualAccountId: string,
): SQL => sql`select * from ${bankAccountFees}
   where bank_account_id = ${bankAccountId} and operation = ${operation}
     and status = 'active' and currency = 'BRL'
     and fee_type not in (${sql.join(
       RECURRING_FEE_TYPES.map((type) => sql`${type}`),
       sql`, `,
     )})
     and (virtual_account_id is null or virtual_account_id = ${virtualAccountId})
   order by virtual_account_id is null, created_at desc, id desc
   limit 1`;

/** The rule feeRuleQuery picks (none: no fee). */
export async function findFeeRule(
  db: Db,
  operation: TFeeOperation,
  bankAccountId: string,
  virtualAccountId: string,
): Promise<BankAccountFee | undefined> {
  const [row] = await selectRows(
    db,
    bankAccountFees,
    feeRuleQuery(operation, bankAccountId, virtualAccountId),
  );
  return row;
}

export function toFeeRuleDto(row: BankAccountFee): TWithdrawalFeeRule {
  return {
    id: row.id,
    costType: row.costType,
    fixedAmount: row.fixedAmount,
    percentageAmount:
      row.percentageAmount === null ? null : String(Number.parseFloat(row.percentageAmount)),
    minimumFee: row.minimumFee,
    description: row.description,
  };
}
