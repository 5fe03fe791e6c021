import { AppErrorCode } from '@arara/contracts';
import type { Membership } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { forbidden } from '../merchants/assert-merchant-permission';
import type { ServiceDeps } from '../deps';

export const memberNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Member not found');

/**
 * The rules on changing another member: never oneself; only an owner touches an owner (or
 * makes someone owner); the merchant always keeps an active owner.
 */
export async function targetOf(
  deps: Pick<ServiceDeps, 'repositories'>,
  caller: Membership,
  userId: string,
): Promise<Membership> {
  if (userId === caller.userId) throw forbidden('You cannot change your own access');
  const target = await deps.repositories.memberships.find(userId, caller.merchantId);
  if (!target) throw memberNotFound();
  if (target.role === 'owner' && caller.role !== 'owner') {
    throw forbidden('Only an owner can change an owner');
  }
  return target;
}

export async function assertAnotherOwnerRemains(
  deps: Pick<ServiceDeps, 'repositories'>,
  target: Membership,
): Promise<void> {
  if (target.role !== 'owner') return;
  const others = await deps.repositories.memberships.countOtherActiveOwners(
    target.merchantId,
    target.userId,
  );
  if (others === 0) throw forbidden('The last owner cannot be removed');
}
