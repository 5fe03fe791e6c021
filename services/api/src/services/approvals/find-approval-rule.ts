import { ROLE_RANK } from '@arara/contracts';
import { sql } from 'drizzle-orm';
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
  // Asked by every payment: a hand-written statement (see selectRows).
  const rules = await selectRows(
    db,
    approvalRules,
    sql`select * from ${approvalRules}
         where merchant_id = ${merchantId} and active
           and operation in (${operation}, 'any') and min_amount <= ${amount}`,
  );
  return rules.sort(
    (a, b) =>
      b.minAmount - a.minAmount ||
      b.requiredApprovals - a.requiredApprovals ||
      ROLE_RANK[b.approverRole] - ROLE_RANK[a.approverRole],
  )[0];
}

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
