import type { TTeamMember, TUpdateMemberRequest } from '@arara/contracts';
import type { Membership } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import { forbidden } from '../merchants/assert-merchant-permission';
import { assertAnotherOwnerRemains, memberNotFound, targetOf } from './member-rules';

/** Block, unblock or change the role of a member (rules in member-rules.ts). */
export async function updateMember(
  deps: Pick<ServiceDeps, 'repositories'>,
  caller: Membership,
  userId: string,
  request: TUpdateMemberRequest,
): Promise<TTeamMember> {
  const target = await targetOf(deps, caller, userId);
  if (request.role === 'owner' && caller.role !== 'owner') {
    throw forbidden('Only an owner can make someone owner');
  }
  const losesOwner =
    request.status === 'blocked' || (request.role !== undefined && request.role !== 'owner');
  if (losesOwner) await assertAnotherOwnerRemains(deps, target);
  await deps.repositories.memberships.update(userId, caller.merchantId, {
    ...(request.status === undefined ? {} : { status: request.status }),
    ...(request.role === undefined ? {} : { role: request.role }),
  });
  const member = (await deps.repositories.memberships.listMembers(caller.merchantId)).find(
    (candidate) => candidate.userId === userId,
  );
  if (!member) throw memberNotFound();
  return { ...member, createdAt: member.createdAt.toISOString() };
}
