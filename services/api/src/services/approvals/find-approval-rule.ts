import { ROLE_RANK } from '@arara/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/map-row';
import { type ApprovalRule, approvalRules } from '../../db/schema';
import type { ApprovalOperation } from '../../db/schema-approvals';

/**
 * Approval rules (Settings › Approval Rules, docs/payments.md "Approval rules"): the active rule
 * of the merchant for this operation (or `any`) whose threshold the amount reaches; the highest
 * threshold wins, then the most approvals, then the highest approver role.
 */
async function findApprovalRule(
  db: Db,
  merchantId: string,
  operation: ApprovalOperation,
  amount: number,
): Promise<ApprovalRule | undefined> {
  return pickApprovalRule(
    await selectRows(db, approvalRules, approvalRulesQuery(merchantId, operation, amount)),
  );
}

/**
 * The merchant's active rules for this operation (or `any`) whose threshold the amount reaches.
 * Asked by every payment: a hand-written statement (see selectRows), which readPaymentRules
 * folds into its one statement.
 */
export const approvalRulesQuery = (
  merchantId: string,
  operation: ApprovalOperation,
  amount: number,
): SQL => sql`select * from ${approvalRules}
   where merchant_id = ${merchantId} and active
     and operation in (${operation}, 'any') and min_amount <= ${amount}`;

/** The rule that applies among those approvalRulesQuery found (see findApprovalRule). */
export const pickApprovalRule = (rules: ApprovalRule[]): ApprovalRule | undefined =>
  [...rules].sort(
    (a, b) =>
      b.minAmount - a.minAmount ||
      b.requiredApprovals - a.requiredApprovals ||
      ROLE_RANK[b.approverRole] - ROLE_RANK[a.approverRole],
  )[0];

/**
 * What holds a member's payment for approval: the rule its amount reaches, with the member who
 * initiated it. A payment no member initiated (an approved one being executed) is never held.
 */
export async function findApprovalHold(
  db: Db,
  merchantId: string,
  operation: ApprovalOperation,
  amount: number,
  initiatedById: string | undefined,
): Promise<{ rule: ApprovalRule; initiatedById: string } | undefined> {
  if (initiatedById === undefined) return undefined;
  const rule = await findApprovalRule(db, merchantId, operation, amount);
  return rule && { rule, initiatedById };
}
