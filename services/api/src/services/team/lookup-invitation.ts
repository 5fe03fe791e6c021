import type { TInvitationLookupResponse } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { pendingInvitation } from './pending-invitation';

/** What an invitation link offers: its e-mail, role, merchants, and whether the account exists. */
export async function lookupInvitation(
  deps: Pick<ServiceDeps, 'repositories'>,
  token: string,
): Promise<TInvitationLookupResponse> {
  const { invitation, merchants } = await pendingInvitation(deps, token);
  const account = await deps.repositories.users.findByEmail(invitation.email);
  return {
    email: invitation.email,
    role: invitation.role,
    merchants: merchants.map((merchant) => ({ name: merchant.name })),
    hasAccount: account !== undefined,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
