import { AppErrorCode } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import type { ServiceDeps } from '../deps';
import { type AuditedRequest, pathOf } from './audited-request';

/** Ends the admin's own session; ending one already ended changes (and records) nothing. */
export async function stopActAs(
  deps: Pick<ServiceDeps, 'repositories'>,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  sessionId: string,
): Promise<void> {
  const { backOffice } = deps.repositories;
  const session = await backOffice.findActAs(sessionId);
  // Another admin's session is not theirs to see.
  if (!session || session.adminId !== admin.user.id)
    throw new AppError(AppErrorCode.NOT_FOUND, 'Act-as session not found');
  if (!(await backOffice.endActAs(session.id, new Date()))) return;
  await backOffice.record({
    actorId: admin.user.id,
    subjectUserId: session.userId,
    merchantId: session.merchantId,
    actAsSessionId: session.id,
    action: 'act-as.stop',
    method: request.method,
    path: pathOf(request),
    statusCode: 204,
    ip: request.ip,
  });
}
