import { AppErrorCode } from '@arara/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Routes an admin acting as someone never reaches: the person's own credentials (password,
 * two-factor, sessions) stay theirs. Refused with ACT_AS_INVALID, and recorded like any other
 * attempt made while acting.
 */
const CLOSED_TO_ACT_AS = ['/auth/'];

const refuse = (message: string) => new AppError(AppErrorCode.ACT_AS_INVALID, message);

/**
 * The user an admin acts as, from the X-Act-As-Session header: the token must be a back-office
 * one, the session this admin's own and not ended, and the membership it acts in still active.
 * Then the request is the acted-as user's, limited to that one merchant.
 */
export async function resolveActAs(
  app: FastifyInstance,
  request: FastifyRequest,
  tokenUser: AuthUser,
  header: string | string[],
): Promise<AuthUser> {
  if (!tokenUser.isAdmin) throw refuse('Only a back-office session can act as a user');
  if (typeof header !== 'string' || !UUID.test(header)) throw refuse('Invalid act-as session');
  const session = await app.repositories.backOffice.findOpenActAs(header);
  if (!session || session.adminId !== tokenUser.id) {
    throw refuse('This act-as session is not yours or has ended');
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
  if (CLOSED_TO_ACT_AS.some((prefix) => route.startsWith(prefix))) {
    // Set first, so the refused attempt is in the audit log too.
    request.user = actingUser;
    throw refuse('Not available while acting as a user');
  }
  return actingUser;
}
