import type { Db } from '../../db/client';
import type { DataDeps } from '../deps';

/** Who changes a case, as its activity history records them (with their name at the time). */
export type CaseActor = { type: 'user' | 'admin'; id: string; name: string | null };

/** The member (or an admin) by user id, with their name. */
export async function actorOf(
  deps: Pick<DataDeps, 'repositories'>,
  type: CaseActor['type'],
  userId: string,
  tx?: Db,
): Promise<CaseActor> {
  const user = await deps.repositories.users.findById(userId, tx);
  return { type, id: userId, name: user?.name ?? null };
}

/** The event columns of an actor. */
export const eventActor = (actor: CaseActor) => ({
  actorType: actor.type,
  actorId: actor.id,
  actorName: actor.name,
});
