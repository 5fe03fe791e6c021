import type { TMembersResponse, TTeamMember } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { toPendingInvitation } from './pending-invitation-dto';

export async function listMembers(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
): Promise<TMembersResponse> {
  const [members, invitations] = await Promise.all([
    deps.repositories.memberships.listMembers(merchantId),
    deps.repositories.invitations.listPendingForMerchant(merchantId, new Date()),
  ]);
  return {
    members: members.map(
      (member): TTeamMember => ({ ...member, createdAt: member.createdAt.toISOString() }),
    ),
    invitations: invitations.map(toPendingInvitation),
  };
}
