import {
  DEFENSE_DESCRIPTION_MIN,
  DEFENSIBLE_STATUSES,
  type TDefenseRequest,
  type TInfraction,
} from '@arara/contracts';
import { eq, inArray } from 'drizzle-orm';
import { infractionDefenses, infractionFiles, infractions } from '../../db/schema-compliance';
import { isUniqueViolation } from '../../lib/db-errors';
import type { DataDeps } from '../deps';
import { findFilesToAttach } from '../files';
import { findInfraction, toInfractionDto } from './infraction-dto';
import {
  attachmentNotFound,
  deadlinePassed,
  defenseInsufficient,
  defenseVirtualAccount,
  notDefensible,
} from './infraction-errors';
import { writeInfractionEvent } from './infraction-events';

/**
 * 'Insufficient information to submit defense': a title, and a description of at least
 * DEFENSE_DESCRIPTION_MIN characters unless a file is attached (422 `fields.description`).
 */
function assertDefenseSufficient(request: TDefenseRequest): void {
  const described = request.description.trim().length >= DEFENSE_DESCRIPTION_MIN;
  if (request.title.trim() === '' || (!described && request.attachmentIds.length === 0)) {
    throw defenseInsufficient();
  }
}

/**
 * POST …/infractions/:id/defenses. The body's sufficiency first, then in ONE transaction under
 * the infraction's lock (FOR UPDATE): the merchant's infraction (404); the virtual account must
 * be the infraction's ('Virtual account ID not found', 422); the deadline, by the server's
 * clock (`now`): past it, 422 `deadlinePassed` (also when the infraction already went OPEN for
 * it); a status that takes no defense (DEFENDED, CLOSED, WAITING_PSP): 409 `notDefensible`;
 * every attachment a defense_attachment file of this merchant not attached yet (else 404
 * `fields.attachmentIds`). Writes the defense (pending) and its files, moves the infraction to
 * DEFENDED and writes its Infraction Updated event.
 */
export async function defendInfraction(
  deps: DataDeps,
  member: { merchantId: string; userId: string | null },
  infractionId: string,
  request: TDefenseRequest,
  now = new Date(),
): Promise<TInfraction> {
  assertDefenseSufficient(request);
  const { merchantId } = member;
  const fileIds = [...new Set(request.attachmentIds)];
  let updated: typeof infractions.$inferSelect;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const row = await findInfraction(tx, merchantId, infractionId, { lock: true });
      if (request.virtualAccountId !== row.virtualAccountId) throw defenseVirtualAccount();
      const waiting = DEFENSIBLE_STATUSES.includes(row.status);
      if ((waiting && row.deadline.getTime() <= now.getTime()) || row.status === 'OPEN') {
        throw deadlinePassed();
      }
      if (!waiting) throw notDefensible();

      // Defense files of this merchant (findFilesToAttach), none attached anywhere yet.
      const files = await findFilesToAttach(tx, merchantId, 'defense_attachment', fileIds);
      if (!files) throw attachmentNotFound();
      if (fileIds.length > 0) {
        const [attached] = await tx
          .select({ id: infractionFiles.id })
          .from(infractionFiles)
          .where(inArray(infractionFiles.fileId, fileIds))
          .limit(1);
        if (attached) throw attachmentNotFound();
      }

      const [defense] = await tx
        .insert(infractionDefenses)
        .values({
          infractionId: row.id,
          merchantId,
          title: request.title.trim(),
          description: request.description.trim(),
          status: 'pending',
          createdBy: member.userId,
        })
        .returning();
      if (!defense) throw new Error('defense insert returned nothing');
      if (fileIds.length > 0) {
        await tx
          .insert(infractionFiles)
          .values(
            fileIds.map((fileId) => ({ infractionId: row.id, defenseId: defense.id, fileId })),
          );
      }
      const [moved] = await tx
        .update(infractions)
        .set({ status: 'DEFENDED', updatedAt: now })
        .where(eq(infractions.id, row.id))
        .returning();
      if (!moved) throw new Error('infraction update returned nothing');
      await writeInfractionEvent(tx, moved, 'infraction_updated');
      return moved;
    });
  } catch (error) {
    // The same file attached by a concurrent defense that committed first.
    if (isUniqueViolation(error)) throw attachmentNotFound();
    throw error;
  }
  return toInfractionDto(deps.db, updated);
}
