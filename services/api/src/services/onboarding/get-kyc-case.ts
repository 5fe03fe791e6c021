import type { TOnboarding } from '@arara/contracts';
import type { DataDeps } from '../deps';
import { onboardingNotFound } from './onboarding-errors';
import { loadOnboarding } from './to-onboarding-dto';

/** GET …/kyc/:caseId: one case of the merchant (another merchant's is 404). */
export async function getKycCase(
  deps: Pick<DataDeps, 'repositories'>,
  merchantId: string,
  caseId: string,
): Promise<TOnboarding> {
  const row = await deps.repositories.onboardings.find(caseId, { merchantId });
  if (!row) throw onboardingNotFound();
  return loadOnboarding(deps, row.id, 'merchant');
}
