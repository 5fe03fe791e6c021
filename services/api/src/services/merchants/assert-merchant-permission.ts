import { AppErrorCode, roleCan, type TMerchantPermission } from '@arara/contracts';
import type { Membership } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth-user';
import { isUuid } from '@arara/contracts';
import type { ServiceDeps } from '../deps';

/** One answer for "no such merchant" and "not yours": another merchant's id is a 404. */
export const merchantNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Merchant not found');

export const forbidden = (message = 'Your role does not allow this action') =>
  new AppError(AppErrorCode.FORBIDDEN, message);

/**
 * The caller's active membership of `merchantId`, checked against `permission`:
 * - an id that is not a UUID → 404 NOT_FOUND 'Merchant not found';
 * - no membership, a blocked one, or (while an admin acts as the user) a merchant other than
 *   the act-as merchant → 404 NOT_FOUND 'Merchant not found';
 * - a membership whose role lacks the permission → 403 FORBIDDEN.
 */
export async function assertMerchantPermission(
  deps: Pick<ServiceDeps, 'repositories'>,
  user: AuthUser,
  merchantId: string,
  permission: TMerchantPermission,
  /** The membership already read with the session (authenticateMember), if it was. */
  prefetched?: { membership: Membership | undefined },
): Promise<Membership> {
  // Not a UUID: no such merchant (and never a value for the uuid column: that would be a 500).
  if (!isUuid(merchantId)) throw merchantNotFound();
  if (user.actingAs && user.actingAs.merchantId !== merchantId) throw merchantNotFound();
  const membership = prefetched
    ? prefetched.membership
    : await deps.repositories.memberships.find(user.id, merchantId);
  if (membership?.status !== 'active') throw merchantNotFound();
  if (!roleCan(membership.role, permission)) throw forbidden();
  return membership;
}
