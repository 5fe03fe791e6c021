import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteRows, insertOne } from '../db/map-row';
import { type ApprovalRule, approvalRules } from '../db/schema';

export type NewApprovalRule = typeof approvalRules.$inferInsert;
export type ApprovalRuleChanges = Partial<
  Pick<ApprovalRule, 'minAmount' | 'approverRole' | 'requiredApprovals' | 'active'>
>;

/** Every query is scoped by merchant: a rule id of another merchant matches nothing. */
export const createApprovalRulesRepository = (db: Db) => ({
  async list(merchantId: string, tx?: Db): Promise<ApprovalRule[]> {
    const q = tx ?? db;
    return q
      .select()
      .from(approvalRules)
      .where(eq(approvalRules.merchantId, merchantId))
      .orderBy(asc(approvalRules.operation), asc(approvalRules.minAmount));
  },

  async create(rule: NewApprovalRule, tx?: Db): Promise<ApprovalRule> {
    return insertOne(tx ?? db, approvalRules, rule);
  },

  async update(
    merchantId: string,
    ruleId: string,
    changes: ApprovalRuleChanges,
    tx?: Db,
  ): Promise<ApprovalRule | undefined> {
    const q = tx ?? db;
    const [row] = await q
      .update(approvalRules)
      .set(changes)
      .where(and(eq(approvalRules.id, ruleId), eq(approvalRules.merchantId, merchantId)))
      .returning();
    return row;
  },

  async remove(merchantId: string, ruleId: string, tx?: Db): Promise<boolean> {
    const q = tx ?? db;
    const deleted = await deleteRows(
      q,
      approvalRules,
      and(eq(approvalRules.id, ruleId), eq(approvalRules.merchantId, merchantId)),
    );
    return deleted > 0;
  },
});

export type ApprovalRulesRepository = ReturnType<typeof createApprovalRulesRepository>;
