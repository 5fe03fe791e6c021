import type { TApprovalRulesResponse } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { toApprovalRuleDto } from './approval-rule-dto';

export async function listApprovalRules(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
): Promise<TApprovalRulesResponse> {
  return { rules: (await deps.repositories.approvalRules.list(merchantId)).map(toApprovalRuleDto) };
}
