import { AppErrorCode } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../deps';

/**
 * The merchant leaves the invitation; one left without merchants is revoked (its link stops
 * working).
 */
export async function revokeMerchantInvitation(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  invitationId: string,
): Promise<void> {
  const revoked = await deps.repositories.invitations.revokeForMerchant(
    invitationId,
    merchantId,
    new Date(),
  );
  if (!revoked) throw new AppError(AppErrorCode.NOT_FOUND, 'Invitation not found');
}
