import type { Db } from '../../db/client';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import { type AuditedRequest, pathOf } from '../admin/audited-request';
import type { DataDeps } from '../deps';

/** An admin's KYC action in the audit log (`kyc.approve`, `kyc.file`…), with its merchant. */
export async function recordKycAudit(
  deps: Pick<DataDeps, 'repositories'>,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  entry: { action: string; merchantId: string; statusCode: number },
  tx?: Db,
): Promise<void> {
  await deps.repositories.backOffice.record(
    {
      actorId: admin.user.id,
      merchantId: entry.merchantId,
      action: entry.action,
      method: request.method,
      path: pathOf(request),
      statusCode: entry.statusCode,
      ip: request.ip,
    },
    tx,
  );
}
