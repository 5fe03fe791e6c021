import type { TOnboarding, TOnboardingUpdateRequest } from '@arara/contracts';
import type { DataDeps } from '../deps';
import { editCurrentOnboarding } from './edit-current-onboarding';
import { versionConflict } from './onboarding-errors';

/**
 * PUT …/onboarding: the draft data, whole (each filled field already checked by the contract),
 * saved when `version` is the case's (else 409: someone else saved first).
 */
export function updateOnboarding(
  deps: DataDeps,
  merchantId: string,
  userId: string,
  request: TOnboardingUpdateRequest,
): Promise<TOnboarding> {
  return editCurrentOnboarding(deps, merchantId, userId, async (_tx, current) => {
    if (request.version !== current.version) throw versionConflict();
    return { changes: { data: request.data }, event: { action: 'updated' } };
  });
}
