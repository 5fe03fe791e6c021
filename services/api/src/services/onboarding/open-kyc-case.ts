import type { TOnboarding } from '@arara/contracts';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import type { AuditedRequest } from '../admin/audited-request';
import type { DataDeps } from '../deps';
import { actorOf, eventActor } from './case-actor';
import { onboardingNotFound } from './onboarding-errors';
import { recordKycAudit } from './record-kyc-audit';
import { loadOnboarding } from './to-onboarding-dto';

/**
 * GET /admin/kyc/:caseId: the case as a reviewer sees it (notes included). Opening a submitted
 * case starts its review: under_review, with a review_started line by the admin, audited.
 */
export async function openKycCase(
  deps: DataDeps,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  caseId: string,
): Promise<TOnboarding> {
  const { onboardings } = deps.repositories;
  return deps.db.transaction(async (tx) => {
    const row = await onboardings.find(caseId, { lock: true }, tx);
    if (!row) throw onboardingNotFound();
    if (row.status === 'submitted') {
      const actor = await actorOf(deps, 'admin', admin.user.id, tx);
      await onboardings.update(row.id, { status: 'under_review', version: row.version + 1 }, tx);
      await onboardings.addEvent(
        { onboardingId: row.id, action: 'review_started', ...eventActor(actor) },
        tx,
      );
      await recordKycAudit(
        deps,
        request,
        admin,
        { action: 'kyc.review_start', merchantId: row.merchantId, statusCode: 200 },
        tx,
      );
    }
    return loadOnboarding(deps, row.id, 'admin', tx);
  });
}
