import {
  AppErrorCode,
  type TApprovalRule,
  type TCreateApprovalRuleRequest,
  type TUpdateApprovalRuleRequest,
} from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApprovalRule, Membership } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const ruleNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Approval rule not found');

const toDto = (rule: ApprovalRule): TApprovalRule => ({
  id: rule.id,
  operation: rule.operation,
  minAmount: rule.minAmount,
  // The table's check constraint keeps approver roles to owner, admin and manager.
  approverRole: rule.approverRole as TApprovalRule['approverRole'],
  requiredApprovals: rule.requiredApprovals,
  active: rule.active,
  createdAt: rule.createdAt.toISOString(),
  updatedAt: rule.updatedAt.toISOString(),
});

export async function listApprovalRules(app: FastifyInstance, merchantId: string) {
  return { rules: (await app.repositories.approvalRules.list(merchantId)).map(toDto) };
}

export async function createApprovalRule(
  app: FastifyInstance,
  membership: Membership,
  request: TCreateApprovalRuleRequest,
): Promise<TApprovalRule> {
  return toDto(
    await app.repositories.approvalRules.create({
      ...request,
      merchantId: membership.merchantId,
      createdById: membership.userId,
    }),
  );
}

export async function updateApprovalRule(
  app: FastifyInstance,
  merchantId: string,
  ruleId: string,
  request: TUpdateApprovalRuleRequest,
): Promise<TApprovalRule> {
  const changes = Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined),
  ) as TUpdateApprovalRuleRequest;
  const rule =
    Object.keys(changes).length === 0
      ? (await app.repositories.approvalRules.list(merchantId)).find((r) => r.id === ruleId)
      : await app.repositories.approvalRules.update(merchantId, ruleId, changes);
  if (!rule) throw ruleNotFound();
  return toDto(rule);
}

export async function deleteApprovalRule(
  app: FastifyInstance,
  merchantId: string,
  ruleId: string,
): Promise<void> {
  if (!(await app.repositories.approvalRules.remove(merchantId, ruleId))) throw ruleNotFound();
}
