import { AppErrorCode } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { hashOpaqueToken } from '../../lib/opaque-token';
import type { ServiceDeps } from '../deps';

export const invalidInvitation = () =>
  new AppError(AppErrorCode.INVALID_TOKEN, 'This invitation is invalid or has expired');

/** A pending invitation of this token and the merchants it still covers, or INVALID_TOKEN. */
export async function pendingInvitation(deps: Pick<ServiceDeps, 'repositories'>, token: string) {
  const invitation = await deps.repositories.invitations.findByTokenHash(hashOpaqueToken(token));
  if (
    !invitation ||
    invitation.acceptedAt ||
    invitation.revokedAt ||
    invitation.expiresAt.getTime() <= Date.now()
  ) {
    throw invalidInvitation();
  }
  const merchantIds = await deps.repositories.invitations.merchantIdsOf(invitation.id);
  const merchants = await deps.repositories.merchants.findByIds(merchantIds);
  if (merchants.length === 0) throw invalidInvitation();
  return { invitation, merchants };
}
