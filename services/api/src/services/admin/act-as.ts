import { AppErrorCode, type TActAsRequest, type TActAsResponse } from '@arara/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { BackOfficeAdmin } from '../../plugins/back-office';

const notFound = (message: string) => new AppError(AppErrorCode.NOT_FOUND, message);

/** Path of the request without its query string, for the audit log. */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

/**
 * Opens an act-as session: the user must be an active member of the merchant. Recorded in
 * the audit log as `act-as.start`.
 */
export async function startActAs(
  app: FastifyInstance,
  request: FastifyRequest,
  admin: BackOfficeAdmin,
  { userId, merchantId }: TActAsRequest,
): Promise<TActAsResponse> {
  const { backOffice } = app.repositories;
  const user = await backOffice.findUser(userId);
  if (!user) throw notFound('User not found');
  if (user.merchants.length === 0) {
    throw notFound('The user has no merchant: there is nothing to act in');
  }
  const merchant = user.merchants.find(
    (candidate) => candidate.id === merchantId && candidate.membershipStatus === 'active',
  );
  if (!merchant) throw notFound('The user is not an active member of this merchant');

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

/** Ends the admin's own session; ending one already ended changes (and records) nothing. */
export async function stopActAs(
  app: FastifyInstance,
  request: FastifyRequest,
  admin: BackOfficeAdmin,
  sessionId: string,
): Promise<void> {
  const { backOffice } = app.repositories;
  const session = await backOffice.findActAs(sessionId);
  // Another admin's session is not theirs to see.
  if (!session || session.adminId !== admin.user.id) throw notFound('Act-as session not found');
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
