import { AppErrorCode, type TActAsRequest, type TActAsResponse } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import type { ServiceDeps } from '../deps';
import { type AuditedRequest, pathOf } from './audited-request';

/**
 * Opens an act-as session: the user must be an active member of the merchant. Recorded in
 * the audit log as `act-as.start`.
 */
export async function startActAs(
  deps: Pick<ServiceDeps, 'repositories'>,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  { userId, merchantId }: TActAsRequest,
): Promise<TActAsResponse> {
  const { backOffice } = deps.repositories;
  const user = await backOffice.findUser(userId);
  if (!user) throw new AppError(AppErrorCode.NOT_FOUND, 'User not found');
  if (user.status === 'blocked') throw new AppError(AppErrorCode.NOT_FOUND, 'The user is blocked');
  if (user.merchants.length === 0) {
    throw new AppError(
      AppErrorCode.NOT_FOUND,
      'The user has no merchant: there is nothing to act in',
    );
  }
  const merchant = user.merchants.find(
    (candidate) => candidate.id === merchantId && candidate.membershipStatus === 'active',
  );
  if (!merchant)
    throw new AppError(AppErrorCode.NOT_FOUND, 'The user is not an active member of this merchant');

  const session = await backOffice.startActAs({ adminId: admin.user.id, userId, merchantId });
  await backOffice.record({
    actorId: admin.user.id,
    subjectUserId: userId,
    merchantId,
    actAsSessionId: session.id,
    action: 'act-as.start',
    method: request.method,
    path: pathOf(request),
    statusCode: 201,
    ip: request.ip,
  });
  return {
    sessionId: session.id,
    user: { id: user.id, name: user.name, email: user.email },
    merchant: { id: merchant.id, name: merchant.name },
  };
}
