import type { Membership } from '../../db/schema';
import type { ServiceDeps } from '../deps';
import { assertAnotherOwnerRemains, memberNotFound, targetOf } from './member-rules';

/** Revokes a member's access (same rules as blocking, see member-rules.ts). */
export async function removeMember(
  deps: Pick<ServiceDeps, 'repositories'>,
  caller: Membership,
  userId: string,
): Promise<void> {
  const target = await targetOf(deps, caller, userId);
  await assertAnotherOwnerRemains(deps, target);
  if (!(await deps.repositories.memberships.remove(userId, caller.merchantId))) {
    throw memberNotFound();
  }
}
