import type { TOnboarding } from '@arara/contracts';
import type { DataDeps } from '../deps';
import { onboardingNotFound } from './onboarding-errors';
import { loadOnboarding } from './to-onboarding-dto';

/** The merchant's current onboarding (its newest case); 404 when none was started. */
export async function getOnboarding(
  deps: Pick<DataDeps, 'repositories'>,
  merchantId: string,
): Promise<TOnboarding> {
  const current = await deps.repositories.onboardings.current(merchantId);
  if (!current) throw onboardingNotFound();
  return loadOnboarding(deps, current.id, 'merchant');
}
