import { DEFENSIBLE_STATUSES } from '@arara/contracts';
import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../deps';
import { infractions } from '../../db/schema-compliance';
import { writeInfractionEvent } from './infraction-events';

/**
 * The deadlines, enforced by the server (docs/compliance.md "Deadlines"): an infraction waiting
 * for a defense (WAITING_DEFENSE, WAITING_ADJUSTMENTS) whose deadline passed without one goes
 * to OPEN (the institution analyses it without a defense), with its Infraction Updated event.
 * Applied in the transaction of every read and action of the merchant's infractions before it
 * reads them (`scope`: the merchant's, or one infraction), so nobody ever sees or acts on an
 * infraction past its deadline as if it were not; and every minute for all merchants by
 * `startDeadlineWorker`, so the Infraction Updated webhook goes out without anyone reading.
 * A defense past the deadline is refused whatever the status reads (defendInfraction).
 */
export async function expireDeadlines(
  tx: Db,
  scope: { merchantId?: string; infractionId?: string },
  now = new Date(),
): Promise<number> {
  const where: SQL | undefined = and(
    scope.merchantId === undefined ? undefined : eq(infractions.merchantId, scope.merchantId),
    scope.infractionId === undefined ? undefined : eq(infractions.id, scope.infractionId),
    inArray(infractions.status, [...DEFENSIBLE_STATUSES]),
    lte(infractions.deadline, now),
  );
  const moved = await tx
    .update(infractions)
    .set({ status: 'OPEN', updatedAt: now })
    .where(where)
    .returning();
  for (const row of moved) await writeInfractionEvent(tx, row, 'infraction_updated');
  return moved.length;
}

/** How often the deadline sweep runs (the deadlines are days; a minute late is nothing). */
export const DEADLINE_SWEEP_MS = 60_000;

/**
 * The deadline sweep, run with the API next to the settlement worker: `expireDeadlines` for
 * every merchant at start, then every `intervalMs`. Stopped before the database closes.
 */
export function startDeadlineWorker(
  deps: Pick<ServiceDeps, 'db' | 'log'>,
  intervalMs = DEADLINE_SWEEP_MS,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running = deps.db
      .transaction((tx) => expireDeadlines(tx, {}))
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!stopped) deps.log.error(error, 'infraction deadline sweep failed');
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
