import {
  AppErrorCode,
  type TMembersResponse,
  type TPendingInvitation,
  type TTeamMember,
  type TUpdateMemberRequest,
} from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import type { Invitation, Membership } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { forbidden } from '../../plugins/merchant-access';

const memberNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Member not found');

export const toPendingInvitation = (invitation: Invitation): TPendingInvitation => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  status: 'invited',
  expiresAt: invitation.expiresAt.toISOString(),
  createdAt: invitation.createdAt.toISOString(),
});

export async function listMembers(
  app: FastifyInstance,
  merchantId: string,
): Promise<TMembersResponse> {
  const [members, invitations] = await Promise.all([
    app.repositories.memberships.listMembers(merchantId),
    app.repositories.invitations.listPendingForMerchant(merchantId, new Date()),
  ]);
  return {
    members: members.map(
      (member): TTeamMember => ({ ...member, createdAt: member.createdAt.toISOString() }),
    ),
    invitations: invitations.map(toPendingInvitation),
  };
}

/**
 * The rules on changing another member: never oneself; only an owner touches an owner (or
 * makes someone owner); the merchant always keeps an active owner.
 */
async function targetOf(
  app: FastifyInstance,
  caller: Membership,
  userId: string,
): Promise<Membership> {
  if (userId === caller.userId) throw forbidden('You cannot change your own access');
  const target = await app.repositories.memberships.find(userId, caller.merchantId);
  if (!target) throw memberNotFound();
  if (target.role === 'owner' && caller.role !== 'owner') {
    throw forbidden('Only an owner can change an owner');
  }
  return target;
}

async function assertAnotherOwnerRemains(app: FastifyInstance, target: Membership) {
  if (target.role !== 'owner') return;
  const others = await app.repositories.memberships.countOtherActiveOwners(
    target.merchantId,
    target.userId,
  );
  if (others === 0) throw forbidden('The last owner cannot be removed');
}

export async function updateMember(
  app: FastifyInstance,
  caller: Membership,
  userId: string,
  request: TUpdateMemberRequest,
): Promise<TTeamMember> {
  const target = await targetOf(app, caller, userId);
  if (request.role === 'owner' && caller.role !== 'owner') {
    throw forbidden('Only an owner can make someone owner');
  }
  const losesOwner =
    request.status === 'blocked' || (request.role !== undefined && request.role !== 'owner');
  if (losesOwner) await assertAnotherOwnerRemains(app, target);
  await app.repositories.memberships.update(userId, caller.merchantId, {
    ...(request.status === undefined ? {} : { status: request.status }),
    ...(request.role === undefined ? {} : { role: request.role }),
  });
  const member = (await app.repositories.memberships.listMembers(caller.merchantId)).find(
    (candidate) => candidate.userId === userId,
  );
  if (!member) throw memberNotFound();
  return { ...member, createdAt: member.createdAt.toISOString() };
}

export async function removeMember(
  app: FastifyInstance,
  caller: Membership,
  userId: string,
): Promise<void> {
  const target = await targetOf(app, caller, userId);
  await assertAnotherOwnerRemains(app, target);
  if (!(await app.repositories.memberships.remove(userId, caller.merchantId))) {
    throw memberNotFound();
  }
}
