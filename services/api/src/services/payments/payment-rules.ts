import type { TFeeOperation } from '@arara/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonOf, mapRow, rowsOf } from '../../db/map-row';
import { type ApprovalRule, approvalRules } from '../../db/schema';
import type { ApprovalOperation } from '../../db/schema-approvals';
import { type BankAccountFee, bankAccountFees } from '../../db/schema-fees';
import { type PaymentDocument, paymentDocuments } from '../../db/schema-payments';
import { approvalRulesQuery, pickApprovalRule } from '../approvals/find-approval-rule';
import { documentByKeyQuery } from '../documents/document-store';
import { feeOf, feeRuleQuery } from '../fees/fee-rule';

/** What a payment reads under its accounts' locks, before it moves any money. */
export type PaymentRules = {
  /** The document a request with the same Idempotency-Key committed first. */
  twin: PaymentDocument | undefined;
  /**
   * The fee of the amount out of the paying account (0 without a rule or without a payer);
   * a function, so that the caller decides when an amount out of range is refused.
   */
  fee: () => number;
  /** The approval rule that holds the payment (only for a payment a member initiated). */
  approval: { rule: ApprovalRule; initiatedById: string } | undefined;
};

/** A row a statement answered as `to_jsonb(row)`: snake_case keys, JSON values. */
type JsonRow = Record<string, unknown>;

/**
 * The twin, the fee rule and the approval rules of a payment in ONE statement (three round trips
 * before, docs/benchmarks.md "Transfers per second"), run inside the payment's transaction after
 * its accounts are locked: a twin that held the locks has committed by then and this statement's
 * snapshot, taken after the locks, sees it. Each part is the very statement the single reads run
 * (findDocumentByKey, findFeeRule, findApprovalHold), so the rules are the same; numerics travel
 * as text so that a fee percentage keeps its digits.
 */
export async function readPaymentRules(
  tx: Db,
  input: {
    merchantId: string;
    idempotencyKey: string;
    amount: number;
    fee: { operation: TFeeOperation; bankAccountId: string; virtualAccountId: string } | undefined;
    approval: { operation: ApprovalOperation; initiatedById: string | undefined };
  },
): Promise<PaymentRules> {
  const { merchantId, idempotencyKey, amount, fee, approval } = input;
  const feeRule: SQL = fee
    ? sql`(select to_jsonb(f) || jsonb_build_object('cost_value', f.cost_value::text,
                   'percentage_amount', f.percentage_amount::text)
             from (${feeRuleQuery(fee.operation, fee.bankAccountId, fee.virtualAccountId)}) f)`
    : sql`null::jsonb`;
  const rules: SQL =
    approval.initiatedById === undefined
      ? sql`'[]'::jsonb`
      : sql`(select coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb)
               from (${approvalRulesQuery(merchantId, approval.operation, amount)}) r)`;
  const [raw] = rowsOf(
    await tx.execute(sql`
      select (select to_jsonb(d) from (${documentByKeyQuery(merchantId, idempotencyKey)}) d) as twin,
             ${feeRule} as fee_rule,
             ${rules} as approval_rules`),
  );
  const twinRow = jsonOf<JsonRow | null>(raw?.twin ?? null);
  const feeRow = jsonOf<JsonRow | null>(raw?.fee_rule ?? null);
  const ruleRows = jsonOf<JsonRow[]>(raw?.approval_rules ?? '[]');
  const feeRuleRow: BankAccountFee | undefined = feeRow
    ? mapRow(bankAccountFees, feeRow)
    : undefined;
  const rule = pickApprovalRule(ruleRows.map((row) => mapRow(approvalRules, row)));
  return {
    twin: twinRow ? mapRow(paymentDocuments, twinRow) : undefined,
    fee: () => (feeRuleRow ? feeOf(feeRuleRow, amount) : 0),
    approval:
      rule && approval.initiatedById !== undefined
        ? { rule, initiatedById: approval.initiatedById }
        : undefined,
  };
}
