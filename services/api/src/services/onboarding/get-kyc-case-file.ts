import type { BackOfficeAdmin } from '../../plugins/back-office';
import type { FileReply } from '../../lib/file-reply';
import type { AuditedRequest } from '../admin/audited-request';
import type { ServiceDeps } from '../deps';
import { storedFileReply } from '../files';
import { fileNotFound, onboardingNotFound } from './onboarding-errors';
import { recordKycAudit } from './record-kyc-audit';

/**
 * GET /admin/kyc/:caseId/files/:fileId: a document of THAT case (any other file, even of the
 * same merchant, is 404), streamed from the object storage as an attachment. Audited: who read
 * which merchant's documents.
 */
export async function getKycCaseFile(
  deps: Pick<ServiceDeps, 'repositories' | 'fileStorage'>,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  caseId: string,
  fileId: string,
): Promise<FileReply> {
  const { onboardings } = deps.repositories;
  const row = await onboardings.find(caseId);
  if (!row) throw onboardingNotFound();
  const file = await onboardings.findCaseFile(row.id, fileId);
  if (!file) throw fileNotFound();
  const reply = await storedFileReply(deps.fileStorage, file);
  await recordKycAudit(deps, request, admin, {
    action: 'kyc.file',
    merchantId: row.merchantId,
    statusCode: 200,
  });
  return reply;
}
