import type { Db } from '../../db/client';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import type { DataDeps } from '../deps';
import { type AuditedRequest, pathOf } from './audited-request';

/** What a back-office write changed, for the audit log. */
export type AdminWrite = {
  /** `profile.create`, `fee.update`, `user.block`… */
  action: string;
  /** `profile`, `fee`, `user`, `provider`… */
  targetType: string;
  targetId: string;
  /** The merchant the target belongs to, when it belongs to one. */
  merchantId?: string | null;
  /** The row before and after (null when created / deleted). Never a secret: leave it out. */
  before?: unknown;
  after?: unknown;
};

/**
 * docs/back-office.md "Audit": every back-office write is in the audit log with the admin as
 * actor, written in the transaction of the write (`tx`), so there is no change without its
 * entry and no entry without its change.
 */
export async function recordAdminWrite(
  deps: Pick<DataDeps, 'repositories'>,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  write: AdminWrite,
  tx: Db,
): Promise<void> {
  await deps.repositories.backOffice.record(
    {
      actorId: admin.user.id,
      merchantId: write.merchantId ?? null,
      action: write.action,
      method: request.method,
      path: pathOf(request),
      statusCode: 200,
      ip: request.ip,
      targetType: write.targetType,
      targetId: write.targetId,
      details: { before: write.before ?? null, after: write.after ?? null },
    },
    tx,
  );
}
