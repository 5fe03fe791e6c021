import { AppErrorCode, isUuid } from '@arara/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth-user';
import { adminCan } from './admin-can';
import { pathOf } from './audited-request';
import type { ServiceDeps } from '../deps';

/**
 * Routes an admin acting as someone never reaches: the person's own credentials (password,
 * two-factor, sessions) stay theirs. Refused with ACT_AS_INVALID, and recorded like any other
 * attempt made while acting.
 */
const CLOSED_TO_ACT_AS = ['/auth/'];

/**
 * Routes open to act-as for reading only: who is in the team, with which role, who approves
 * what and the approvals themselves. Changing them needs the merchant's own people: support
 * must not be a way to add an owner or to approve a payment.
 */
const CHANGES_CLOSED_TO_ACT_AS = [
  '/invitations',
  '/merchants/:merchantId/members',
  '/merchants/:merchantId/invitations',
  '/merchants/:merchantId/approval-rules',
  '/merchants/:merchantId/approvals',
];

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const refuse = (message: string) => new AppError(AppErrorCode.ACT_AS_INVALID, message);

const isClosed = (request: FastifyRequest, route: string): boolean =>
  CLOSED_TO_ACT_AS.some((prefix) => route.startsWith(prefix)) ||
  (!READ_ONLY_METHODS.has(request.method) &&
    CHANGES_CLOSED_TO_ACT_AS.some((prefix) => route.startsWith(prefix)));

/**
 * The user an admin acts as, from the X-Act-As-Session header: the token must be a back-office
 * one of a user who is still an admin with two-factor on and the users.actAs permission
 * (checked now, not when the session started), the session this admin's own, not ended and
 * younger than `ttlSeconds`, and the membership it acts in still active. Then the request is the acted-as
 * user's, limited to that one merchant, and it is in the audit log before it runs: when the
 * entry cannot be written the request is refused.
 */
export async function resolveActAs(
  deps: Pick<ServiceDeps, 'repositories'>,
  request: FastifyRequest,
  tokenUser: AuthUser,
  header: string | string[],
  ttlSeconds: number,
): Promise<AuthUser> {
  if (!tokenUser.isAdmin) throw refuse('Only a back-office session can act as a user');
  if (typeof header !== 'string' || !isUuid(header)) throw refuse('Invalid act-as session');
  const { backOffice, users } = deps.repositories;
  const admin = await users.findById(tokenUser.id);
  const profile = admin?.adminProfileId
    ? ((await backOffice.findProfile(admin.adminProfileId)) ?? null)
    : null;
  if (!admin?.isAdmin || !adminCan(profile, 'users.actAs')) {
    throw refuse('Your admin profile no longer allows acting as users');
  }
  // Like the back office itself: no acting without two-factor.
  if (!(await deps.repositories.twoFactor.isEnabled(admin.id))) {
    throw refuse('The back office requires two-factor authentication');
  }
  const session = await backOffice.findOpenActAs(header);
  if (!session || session.adminId !== tokenUser.id) {
    throw refuse('This act-as session is not yours or has ended');
  }
  if (session.startedAt.getTime() + ttlSeconds * 1000 <= Date.now()) {
    throw refuse('This act-as session has expired');
  }
  if (session.membershipStatus !== 'active') {
    throw refuse('The user is no longer an active member of this merchant');
  }
  const actingUser: AuthUser = {
    id: session.userId,
    isAdmin: false,
    // Not one of the user's own sign-ins: nothing may treat it as their session.
    sessionId: undefined,
    actingAs: { sessionId: session.id, adminId: tokenUser.id, merchantId: session.merchantId },
  };
  const route = request.routeOptions.url ?? request.url;
  // Set first, so a refused attempt is in the audit log too (see the back-office plugin).
  request.user = actingUser;
  if (isClosed(request, route)) throw refuse('Not available while acting as a user');
  try {
    request.actAsAuditId = await backOffice.record({
      actorId: tokenUser.id,
      subjectUserId: session.userId,
      merchantId: session.merchantId,
      actAsSessionId: session.id,
      action: `${request.method} ${route}`,
      method: request.method,
      path: pathOf(request),
      // Until the answer is known (set by the back-office plugin when it leaves).
      statusCode: 0,
      ip: request.ip,
    });
  } catch (error) {
    request.log.error({ err: error, actAs: actingUser.actingAs }, 'act-as audit record failed');
    // Not recorded, not done: the admin sees it, nothing of the request runs.
    request.user = null;
    throw new AppError(
      AppErrorCode.ACT_AS_INVALID,
      'The audit log cannot be written: act-as is unavailable',
    );
  }
  return actingUser;
}
