import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ApprovalRule, approvalRules } from '../db/schema';

export type NewApprovalRule = typeof approvalRules.$inferInsert;
export type ApprovalRuleChanges = Partial<
  Pick<ApprovalRule, 'minAmount' | 'approverRole' | 'requiredApprovals' | 'active'>
>;

/** Every query is scoped by merchant: a rule id of another merchant matches nothing. */
export const createApprovalRulesRepository = (db: Db) => ({
  async list(merchantId: string): Promise<ApprovalRule[]> {
    return db
      .select()
      .from(approvalRules)
      .where(eq(approvalRules.merchantId, merchantId))
      .orderBy(asc(approvalRules.operation), asc(approvalRules.minAmount));
  },

  async create(rule: NewApprovalRule): Promise<ApprovalRule> {
    const [row] = await db.insert(approvalRules).values(rule).returning();
    if (!row) throw new Error('insert into approval_rules returned no row');
    return row;
  },

  async update(
    merchantId: string,
    ruleId: string,
    changes: ApprovalRuleChanges,
  ): Promise<ApprovalRule | undefined> {
    const [row] = await db
      .update(approvalRules)
      .set(changes)
      .where(and(eq(approvalRules.id, ruleId), eq(approvalRules.merchantId, merchantId)))
      .returning();
    return row;
  },

  async remove(merchantId: string, ruleId: string): Promise<boolean> {
    const rows = await db
      .delete(approvalRules)
      .where(and(eq(approvalRules.id, ruleId), eq(approvalRules.merchantId, merchantId)))
      .returning({ id: approvalRules.id });
    return rows.length > 0;
  },
});

export type ApprovalRulesRepository = ReturnType<typeof createApprovalRulesRepository>;
