import { AppErrorCode, ONBOARDING_EDITABLE, type TOnboarding } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { DataDeps } from '../deps';
import { actorOf, eventActor } from './case-actor';
import { checkSubmission } from './check-submission';
import { followKyc } from './kyc-merchant-status';
import { cannotEdit, onboardingNotFound } from './onboarding-errors';
import { loadOnboarding } from './to-onboarding-dto';

/**
 * POST …/onboarding/submit: a draft (or a case sent back for revision) goes to review, in ONE
 * transaction with the case locked FOR UPDATE (of two concurrent submits, the second finds it
 * submitted: 409). Whatever is missing or invalid is 400 with a field per problem, nothing
 * changed. The merchant becomes 'pending'.
 */
export async function submitOnboarding(
  deps: DataDeps,
  merchantId: string,
  userId: string,
): Promise<TOnboarding> {
  const { onboardings } = deps.repositories;
  return deps.db.transaction(async (tx) => {
    const current = await onboardings.current(merchantId, { lock: true }, tx);
    if (!current) throw onboardingNotFound();
    if (!ONBOARDING_EDITABLE.includes(current.status)) throw cannotEdit();
    const documents = await onboardings.documents(current.id, tx);
    const fields = checkSubmission(
      current.data,
      documents.map((document) => document.type),
    );
    if (Object.keys(fields).length > 0) {
      throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The onboarding is not complete', fields);
    }
    const actor = await actorOf(deps, 'user', userId, tx);
    await onboardings.update(
      current.id,
      {
        status: 'submitted',
        submittedAt: new Date(),
        // A re-submission: the reviewer's last word stays in the history only.
        decisionReason: null,
        decisionNotes: null,
        decidedAt: null,
        decidedBy: null,
        version: current.version + 1,
      },
      tx,
    );
    await onboardings.addEvent(
      { onboardingId: current.id, action: 'submitted', ...eventActor(actor) },
      tx,
    );
    await followKyc(deps, tx, merchantId, 'submitted');
    return loadOnboarding(deps, current.id, 'merchant', tx);
  });
}
