import type { TApprovalRule, TUpdateApprovalRuleRequest } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { ruleNotFound, toApprovalRuleDto } from './approval-rule-dto';

export async function updateApprovalRule(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  ruleId: string,
  request: TUpdateApprovalRuleRequest,
): Promise<TApprovalRule> {
  const changes = Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined),
  ) as TUpdateApprovalRuleRequest;
  const rule =
    Object.keys(changes).length === 0
      ? (await deps.repositories.approvalRules.list(merchantId)).find((r) => r.id === ruleId)
      : await deps.repositories.approvalRules.update(merchantId, ruleId, changes);
  if (!rule) throw ruleNotFound();
  return toApprovalRuleDto(rule);
}
