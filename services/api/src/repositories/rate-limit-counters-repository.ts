import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deleteRows } from '../db/map-row';
import { rateLimitCounters } from '../db/schema';

export type CounterHit = { count: number; resetAt: Date };

export const createRateLimitCountersRepository = (db: Db) => ({
  /**
   * Counts one hit in the key's current window (a new window starts once `resetAt` has
   * passed) in one atomic statement, so concurrent requests and instances see every hit.
   */
  async hit(key: string, windowSeconds: number, now: Date, tx?: Db): Promise<CounterHit> {
    const q = tx ?? db;
    const nextReset = new Date(now.getTime() + windowSeconds * 1000);
    const isExpired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await q
      .insert(rateLimitCounters)
      .values({ key, count: 1, resetAt: nextReset })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${isExpired} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${isExpired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
    if (!row) throw new Error('upsert into rate_limit_counters returned no row');
    return row;
  },

  /** Takes back one hit, if the window it was counted in is still the current one. */
  async undoHit(key: string, resetAt: Date, tx?: Db): Promise<void> {
    const q = tx ?? db;
    await q
      .update(rateLimitCounters)
      .set({ count: sql`${rateLimitCounters.count} - 1` })
      .where(
        and(
          eq(rateLimitCounters.key, key),
          eq(rateLimitCounters.resetAt, resetAt),
          gt(rateLimitCounters.count, 0),
        ),
      );
  },

  async clear(key: string, tx?: Db): Promise<void> {
    const q = tx ?? db;
    await q.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  },

  /** Deletes the counters whose window is over; they would restart at 1 anyway. */
  async deleteExpired(now: Date, tx?: Db): Promise<number> {
    return deleteRows(tx ?? db, rateLimitCounters, lte(rateLimitCounters.resetAt, now));
  },
});

export type RateLimitCountersRepository = ReturnType<typeof createRateLimitCountersRepository>;
