import {
  ONBOARDING_EDITABLE,
  type TOnboarding,
  type TOnboardingDocumentType,
} from '@arara/contracts';
import type { Db } from '../../db/client';
import type { Onboarding } from '../../db/schema-compliance';
import type { OnboardingChanges } from '../../repositories/onboardings-repository';
import type { DataDeps } from '../deps';
import { actorOf, type CaseActor, eventActor } from './case-actor';
import { cannotEdit, onboardingNotFound } from './onboarding-errors';
import { loadOnboarding } from './to-onboarding-dto';

/** What a change of the data or documents did: the row's changes and its history line. */
export type DraftChange = {
  changes?: Omit<OnboardingChanges, 'version'>;
  event: {
    action: 'updated' | 'document_uploaded' | 'document_deleted';
    documentType?: TOnboardingDocumentType;
  };
};

/**
 * A change of the merchant's current case, in ONE transaction with the case locked FOR UPDATE:
 * only in draft or requires_revision (else 409 cannotEdit); `change` runs under the lock, then
 * the version is raised and the history line written.
 */
export async function editCurrentOnboarding(
  deps: DataDeps,
  merchantId: string,
  userId: string,
  change: (tx: Db, current: Onboarding, actor: CaseActor) => Promise<DraftChange>,
): Promise<TOnboarding> {
  const { onboardings } = deps.repositories;
  return deps.db.transaction(async (tx) => {
    const current = await onboardings.current(merchantId, { lock: true }, tx);
    if (!current) throw onboardingNotFound();
    if (!ONBOARDING_EDITABLE.includes(current.status)) throw cannotEdit();
    const actor = await actorOf(deps, 'user', userId, tx);
    const { changes, event } = await change(tx, current, actor);
    await onboardings.update(current.id, { ...changes, version: current.version + 1 }, tx);
    await onboardings.addEvent(
      {
        onboardingId: current.id,
        action: event.action,
        documentType: event.documentType ?? null,
        ...eventActor(actor),
      },
      tx,
    );
    return loadOnboarding(deps, current.id, 'merchant', tx);
  });
}
