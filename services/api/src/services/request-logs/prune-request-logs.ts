import type { ServiceDeps } from '../deps';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the request logs older than `retentionDays`; how many went. */
export function pruneRequestLogs(
  deps: Pick<ServiceDeps, 'repositories'>,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  return deps.repositories.requestLogs.deleteBefore(
    new Date(now.getTime() - retentionDays * DAY_MS),
  );
}
