import type { TOnboarding, TOnboardingAction, TOnboardingStatus } from '@arara/contracts';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import type { AuditedRequest } from '../admin/audited-request';
import type { DataDeps } from '../deps';
import { actorOf, eventActor } from './case-actor';
import { followKyc } from './kyc-merchant-status';
import { cannotEdit, onboardingNotFound } from './onboarding-errors';
import { recordKycAudit } from './record-kyc-audit';
import { loadOnboarding } from './to-onboarding-dto';

/** The reviewer's decisions: approve and reject are final, a revision goes back to the merchant. */
export type KycDecision =
  | { decision: 'approve'; notes?: string | undefined }
  | { decision: 'reject' | 'request_revision'; reason: string; notes?: string | undefined };

const OUTCOME: Record<
  KycDecision['decision'],
  { status: TOnboardingStatus; action: TOnboardingAction; audit: string }
> = {
  approve: { status: 'approved', action: 'approved', audit: 'kyc.approve' },
  reject: { status: 'rejected', action: 'rejected', audit: 'kyc.reject' },
  request_revision: {
    status: 'requires_revision',
    action: 'revision_requested',
    audit: 'kyc.request_revision',
  },
};

/** Cases a reviewer may decide: submitted (not opened yet) or under review. */
const DECIDABLE: readonly TOnboardingStatus[] = ['submitted', 'under_review'];

/**
 * POST /admin/kyc/:caseId/{approve,reject,request-revision}: in ONE transaction with the case
 * locked FOR UPDATE, the case takes the decision's status, reason, notes, date and reviewer, its
 * history a line by the admin, the merchant the matching status (approved: active, money out
 * allowed), and the audit log the action. Any other status is 409 (approve and reject are final).
 */
export async function decideKycCase(
  deps: DataDeps,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  caseId: string,
  decision: KycDecision,
): Promise<TOnboarding> {
  const { onboardings } = deps.repositories;
  const outcome = OUTCOME[decision.decision];
  return deps.db.transaction(async (tx) => {
    const row = await onboardings.find(caseId, { lock: true }, tx);
    if (!row) throw onboardingNotFound();
    if (!DECIDABLE.includes(row.status)) throw cannotEdit();
    const reason = 'reason' in decision ? decision.reason.trim() : null;
    const notes = decision.notes?.trim() || null;
    const actor = await actorOf(deps, 'admin', admin.user.id, tx);
    await onboardings.update(
      row.id,
      {
        status: outcome.status,
        decisionReason: reason,
        decisionNotes: notes,
        decidedAt: new Date(),
        decidedBy: admin.user.id,
        version: row.version + 1,
      },
      tx,
    );
    await onboardings.addEvent(
      { onboardingId: row.id, action: outcome.action, reason, notes, ...eventActor(actor) },
      tx,
    );
    await followKyc(deps, tx, row.merchantId, outcome.status);
    await recordKycAudit(
      deps,
      request,
      admin,
      { action: outcome.audit, merchantId: row.merchantId, statusCode: 200 },
      tx,
    );
    return loadOnboarding(deps, row.id, 'admin', tx);
  });
}
