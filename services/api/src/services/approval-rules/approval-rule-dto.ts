import type { TApprovalRule } from '@arara/contracts';
import type { ApprovalRule } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const ruleNotFound = () => new AppError('NOT_FOUND', 'Approval rule not found');

export const toApprovalRuleDto = (rule: ApprovalRule): TApprovalRule => ({
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
