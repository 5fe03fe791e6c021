import type { TOnboarding } from '@arara/contracts';
import type { DataDeps } from '../deps';
import { actorOf, eventActor } from './case-actor';
import { followKyc } from './kyc-merchant-status';
import { cannotEdit } from './onboarding-errors';
import { loadOnboarding } from './to-onboarding-dto';

/**
 * POST …/onboarding: a new draft when the merchant has no case or its last one was rejected
 * (a rejected merchant starts over and is 'onboarding' again); else 409 cannotEdit. The
 * merchant's row is locked so two starts make one case.
 */
export async function startOnboarding(
  deps: DataDeps,
  merchantId: string,
  userId: string,
): Promise<TOnboarding> {
  const { onboardings } = deps.repositories;
  return deps.db.transaction(async (tx) => {
    await deps.repositories.merchants.lock(merchantId, tx);
    const current = await onboardings.current(merchantId, { lock: true }, tx);
    if (current && current.status !== 'rejected') throw cannotEdit();
    const actor = await actorOf(deps, 'user', userId, tx);
    const created = await onboardings.create({ merchantId, createdBy: userId }, tx);
    await onboardings.addEvent(
      { onboardingId: created.id, action: 'created', ...eventActor(actor) },
      tx,
    );
    await followKyc(deps, tx, merchantId, 'draft');
    return loadOnboarding(deps, created.id, 'merchant', tx);
  });
}
