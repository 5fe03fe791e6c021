import type { TInvitationsResponse } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { toPendingInvitation } from './pending-invitation-dto';

/** The pending invitations that cover the merchant. */
export async function listMerchantInvitations(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
): Promise<TInvitationsResponse> {
  const pending = await deps.repositories.invitations.listPendingForMerchant(
    merchantId,
    new Date(),
  );
  return { invitations: pending.map(toPendingInvitation) };
}
