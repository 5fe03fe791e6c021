import type { TRequestLogStatusClass } from '@arara/contracts';
import { and, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ApiRequestLog, apiRequestLogs } from '../db/schema-api-keys';
import { isUuid } from './ledger-accounts-repository';

export type NewRequestLog = typeof apiRequestLogs.$inferInsert;

export type RequestLogFilter = {
  statusClass?: TRequestLogStatusClass | undefined;
  /** One key's requests; not a key's id (not even a uuid): none. */
  apiKeyId?: string | undefined;
  /** Part of the path, any case. */
  path?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  /** The last row of the previous page: the page starts after it. */
  after?: { at: Date; id: string } | undefined;
  limit: number;
};

/** `%` and `_` typed by the user match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const statusRange = (statusClass: TRequestLogStatusClass) => {
  const low = Number(statusClass[0]) * 100;
  return and(gte(apiRequestLogs.status, low), lt(apiRequestLogs.status, low + 100));
};

const byApiKey = (apiKeyId: string) =>
  isUuid(apiKeyId) ? eq(apiRequestLogs.apiKeyId, apiKeyId) : sql`false`;

/** The public API's request log (docs/developers.md "Request logs"). */
export const createRequestLogsRepository = (db: Db) => ({
  async insert(values: NewRequestLog, tx?: Db): Promise<void> {
    await (tx ?? db).insert(apiRequestLogs).values(values);
  },

  /** The merchant's logs, newest first, keyset on (at, id). */
  async page(merchantId: string, filter: RequestLogFilter, tx?: Db): Promise<ApiRequestLog[]> {
    const { after } = filter;
    return (tx ?? db)
      .select()
      .from(apiRequestLogs)
      .where(
        and(
          eq(apiRequestLogs.merchantId, merchantId),
          filter.statusClass === undefined ? undefined : statusRange(filter.statusClass),
          filter.apiKeyId === undefined ? undefined : byApiKey(filter.apiKeyId),
          filter.path ? ilike(apiRequestLogs.path, `%${likeEscaped(filter.path)}%`) : undefined,
          filter.from === undefined ? undefined : gte(apiRequestLogs.at, filter.from),
          filter.to === undefined ? undefined : lt(apiRequestLogs.at, filter.to),
          after === undefined
            ? undefined
            : sql`(${apiRequestLogs.at}, ${apiRequestLogs.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(desc(apiRequestLogs.at), desc(apiRequestLogs.id))
      .limit(filter.limit);
  },

  async find(merchantId: string, id: string, tx?: Db): Promise<ApiRequestLog | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await (tx ?? db)
      .select()
      .from(apiRequestLogs)
      .where(and(eq(apiRequestLogs.merchantId, merchantId), eq(apiRequestLogs.id, id)));
    return row;
  },

  /** Deletes the logs older than `before`; how many went. */
  async deleteBefore(before: Date, tx?: Db): Promise<number> {
    const rows = await (tx ?? db)
      .delete(apiRequestLogs)
      .where(lt(apiRequestLogs.at, before))
      .returning({ id: apiRequestLogs.id });
    return rows.length;
  },
});

export type RequestLogsRepository = ReturnType<typeof createRequestLogsRepository>;
