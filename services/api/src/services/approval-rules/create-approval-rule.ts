import type { TApprovalRule, TCreateApprovalRuleRequest } from '@arara/contracts';
import type { Membership } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import { toApprovalRuleDto } from './approval-rule-dto';

export async function createApprovalRule(
  deps: Pick<ServiceDeps, 'repositories'>,
  membership: Membership,
  request: TCreateApprovalRuleRequest,
): Promise<TApprovalRule> {
  return toApprovalRuleDto(
    await deps.repositories.approvalRules.create({
      ...request,
      merchantId: membership.merchantId,
      createdById: membership.userId,
    }),
  );
}
