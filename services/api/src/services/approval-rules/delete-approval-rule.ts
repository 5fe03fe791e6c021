import type { ServiceDeps } from '../deps';
import { ruleNotFound } from './approval-rule-dto';

export async function deleteApprovalRule(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  ruleId: string,
): Promise<void> {
  if (!(await deps.repositories.approvalRules.remove(merchantId, ruleId))) throw ruleNotFound();
}
