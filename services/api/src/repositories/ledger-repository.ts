import type { TMovementType } from '@arara/contracts';
import { type AnyColumn, and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findOne, insertOne, jsonOf, mapRow, rowsOf } from '../db/map-row';
import {
  bankAccounts,
  type LedgerEntry,
  type LedgerHold,
  type LedgerPosting,
  ledgerEntries,
  ledgerHolds,
  ledgerPostings,
  ledgerSystemAccounts,
  type VirtualAccount,
  virtualAccounts,
} from '../db/schema-ledger';

export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export type NewLedgerPosting = Omit<typeof ledgerPostings.$inferInsert, 'id'>;
export type LockedVirtualAccount = VirtualAccount & { providerId: string };
export type EntryWithPostings = LedgerEntry & { postings: LedgerPosting[] };

export type StatementQuery = {
  merchantId: string;
  virtualAccountId?: string | undefined;
  types?: readonly TMovementType[] | undefined;
  /** Credits only (`in`, amount > 0) or debits only (`out`); both when absent. */
  direction?: 'in' | 'out' | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  /** Posting id of the last row of the previous page: the page starts after it. */
  afterPostingId?: number | undefined;
  limit: number;
};

export type StatementRow = {
  id: number;
  entryId: string;
  reference: string | null;
  description: string | null;
  amount: number;
  type: TMovementType;
  method: LedgerEntry['method'];
  createdAt: Date;
  virtualAccountId: string;
  virtualAccountLabel: string;
  balanceAfter: number;
  /** The entry is money the sandbox made up. */
  sandbox: boolean;
};

/** The cached all-time total of each movement type on a virtual account. */
/** snake_case column of a camelCase property (the totals' columns). */
const toColumnName = (property: string) => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const totalColumn = {
  deposit: 'totalDeposits',
  fee: 'totalFees',
  withdrawal: 'totalWithdrawals',
  refund: 'totalRefunds',
  transfer_in: 'totalTransfersIn',
  transfer_out: 'totalTransfersOut',
} as const satisfies Record<TMovementType, keyof VirtualAccount>;

const HOUR = 60 * 60 * 1000;

type TotalRow = { type: TMovementType; total: string | null };
const totalsMap = (rows: TotalRow[]) =>
  new Map(rows.map((row) => [row.type, Number(row.total ?? 0)] as const));

/** Postings on virtual accounts: the statement lines. */
const onVirtualAccount = sql`${ledgerPostings.virtualAccountId} is not null`;

function statementConditions(query: Omit<StatementQuery, 'afterPostingId' | 'limit'>) {
  return and(
    onVirtualAccount,
    // One account: its own index (a posting carries its account's merchant; the caller checked
    // the account is the merchant's). Otherwise the merchant's index.
    query.virtualAccountId === undefined
      ? eq(ledgerPostings.merchantId, query.merchantId)
      : eq(ledgerPostings.virtualAccountId, query.virtualAccountId),
    query.types === undefined || query.types.length === 0
      ? undefined
      : inArray(ledgerPostings.movementType, [...query.types]),
    query.from === undefined ? undefined : gte(ledgerPostings.createdAt, query.from),
    query.to === undefined ? undefined : lt(ledgerPostings.createdAt, query.to),
    query.direction === undefined
      ? undefined
      : query.direction === 'in'
        ? gt(ledgerPostings.amount, 0)
        : lt(ledgerPostings.amount, 0),
  );
}

/** Statement lines: postings joined to their entry and (the merchant's) virtual account. */
const statementSelect = (db: Db, merchantId: string) =>
  db
    .select({
      id: ledgerPostings.id,
      entryId: ledgerPostings.entryId,
      reference: ledgerEntries.reference,
      description: ledgerEntries.description,
      amount: ledgerPostings.amount,
      type: ledgerPostings.movementType,
      method: ledgerEntries.method,
      createdAt: ledgerPostings.createdAt,
      virtualAccountId: ledgerPostings.virtualAccountId,
      virtualAccountLabel: virtualAccounts.label,
      balanceAfter: ledgerPostings.balanceAfter,
      sandbox: ledgerEntries.sandbox,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .innerJoin(
      virtualAccounts,
      and(
        eq(virtualAccounts.id, ledgerPostings.virtualAccountId),
        eq(virtualAccounts.merchantId, merchantId),
      ),
    );

const toStatementRow = (
  row: Omit<StatementRow, 'virtualAccountId' | 'balanceAfter'> & {
    virtualAccountId: string | null;
    balanceAfter: number | null;
  },
): StatementRow => ({
  ...row,
  virtualAccountId: row.virtualAccountId ?? '',
  balanceAfter: row.balanceAfter ?? 0,
});

/** The ledger's SQL. Money-moving calls expect to run inside the caller's transaction. */
export const createLedgerRepository = (db: Db) => ({
  /**
   * Locks the virtual accounts (FOR UPDATE) in id order, whatever order the caller gave them:
   * two movements on the same pair of accounts then wait for each other instead of deadlocking.
   */
  async lockVirtualAccounts(ids: readonly string[], tx?: Db): Promise<LockedVirtualAccount[]> {
    const q = tx ?? db;
    const sorted = [...new Set(ids)].sort();
    // Taken by every payment: a hand-written statement (see selectRows).
    const rows = rowsOf(
      await q.execute(sql`
        select va.*, ba.provider_id as locked_provider_id
          from ${virtualAccounts} va
          join ${bankAccounts} ba on ba.id = va.bank_account_id
         where va.id in (${sql.join(
           sorted.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
         order by va.id
           for update of va`),
    );
    return rows.map((raw) => ({
      ...mapRow(virtualAccounts, raw),
      providerId: String(raw.locked_provider_id),
    }));
  },

  /** Updates the cache of a locked account: balance, blocked balance, the type's total. */
  async addToBalances(
    id: string,
    delta: { balance?: number; blockedBalance?: number; movementType?: TMovementType },
    tx?: Db,
  ): Promise<VirtualAccount> {
    const q = tx ?? db;
    const total = delta.movementType === undefined ? undefined : totalColumn[delta.movementType];
    const [row] = await q
      .update(virtualAccounts)
      .set({
        balance: sql`${virtualAccounts.balance} + ${delta.balance ?? 0}`,
        blockedBalance: sql`${virtualAccounts.blockedBalance} + ${delta.blockedBalance ?? 0}`,
        ...(total === undefined
          ? {}
          : { [total]: sql`${virtualAccounts[total]} + ${Math.abs(delta.balance ?? 0)}` }),
      })
      .where(eq(virtualAccounts.id, id))
      .returning();
    if (!row) throw new Error(`virtual account ${id} vanished while locked`);
    return row;
  },

  /**
   * Recomputes the cached balances and totals of a merchant's accounts from their postings. Only
   * for bulk loads written set-based (seed, benchmark), while nothing else moves their money.
   */
  async rebuildCachedBalances(merchantId: string, tx?: Db): Promise<void> {
    const q = tx ?? db;
    const total = (type: TMovementType) =>
      sql`coalesce(abs(sum(p.amount) filter (where p.movement_type = ${type})), 0)`;
    await q.execute(sql`
      update ${virtualAccounts} va
         set balance = s.balance, total_deposits = s.deposits, total_fees = s.fees,
             total_withdrawals = s.withdrawals, total_refunds = s.refunds,
             total_transfers_in = s.transfers_in, total_transfers_out = s.transfers_out
        from (select p.virtual_account_id, sum(p.amount) as balance,
                     ${total('deposit')} as deposits, ${total('fee')} as fees,
                     ${total('withdrawal')} as withdrawals, ${total('refund')} as refunds,
                     ${total('transfer_in')} as transfers_in, ${total('transfer_out')} as transfers_out
                from ${ledgerPostings} p
               where p.merchant_id = ${merchantId} and p.virtual_account_id is not null
               group by p.virtual_account_id) s
       where va.id = s.virtual_account_id`);
  },

  /** The id of a system account, created on first use (codes are stable names). */
  async systemAccountId(code: string, name: string, tx?: Db): Promise<string> {
    const q = tx ?? db;
    await q
      .insert(ledgerSystemAccounts)
      .values({ code, name })
      .onConflictDoNothing({ target: ledgerSystemAccounts.code });
    const [row] = await q
      .select({ id: ledgerSystemAccounts.id })
      .from(ledgerSystemAccounts)
      .where(eq(ledgerSystemAccounts.code, code))
      .limit(1);
    if (!row) throw new Error(`system account ${code} missing after insert`);
    return row.id;
  },

  async findEntryByKey(
    merchantId: string,
    key: string,
    tx?: Db,
  ): Promise<EntryWithPostings | undefined> {
    const q = tx ?? db;
    const entry = await findOne(
      q,
      ledgerEntries,
      and(eq(ledgerEntries.merchantId, merchantId), eq(ledgerEntries.idempotencyKey, key)),
    );
    if (!entry) return undefined;
    const postings = await q
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.entryId, entry.id))
      .orderBy(asc(ledgerPostings.id));
    return { ...entry, postings };
  },

  /**
   * Writes one movement in one statement: the entry, its postings (dated like the entry) and the
   * cached balances of its locked virtual accounts (each line adds its amount to the balance and
   * its absolute value to its type's total, and may change the blocked balance). Every round trip
   * costs a payment time under load, so the three writes are CTEs of one query.
   */
  async writeEntry(
    entry: Omit<NewLedgerEntry, 'id' | 'createdAt'>,
    postings: readonly Omit<NewLedgerPosting, 'entryId' | 'createdAt'>[],
    balances: readonly {
      id: string;
      balance: number;
      blockedBalance: number;
      movementType: TMovementType;
    }[],
    tx?: Db,
  ): Promise<EntryWithPostings> {
    const q = tx ?? db;
    const insertEntry = q
      .insert(ledgerEntries)
      // The time the accounts were locked, not the transaction start: a movement that waited
      // for a lock is dated after the one it waited for, so (created_at, id) follows
      // balance_after.
      .values({ ...entry, createdAt: sql`date_trunc('milliseconds', clock_timestamp())` })
      .returning();
    const postingRows = sql.join(
      postings.map(
        (p, n) =>
          sql`(${n}::int, ${p.merchantId}::uuid, ${p.virtualAccountId ?? null}::uuid, ${p.systemAccountId ?? null}::uuid, ${p.movementType}::text, ${p.amount}::bigint, ${p.balanceAfter ?? null}::bigint)`,
      ),
      sql`, `,
    );
    const balanceRows =
      balances.length === 0
        ? sql`select null::uuid, null::bigint, null::bigint, null::text where false`
        : sql`values ${sql.join(
            balances.map(
              (line) =>
                sql`(${line.id}::uuid, ${line.balance}::bigint, ${line.blockedBalance}::bigint, ${line.movementType}::text)`,
            ),
            sql`, `,
          )}`;
    const total = (type: TMovementType) =>
      sql.raw(
        `${toColumnName(totalColumn[type])} = va.${toColumnName(totalColumn[type])} + case when d.type = '${type}' then abs(d.balance) else 0 end`,
      );
    const [raw] = rowsOf(
      await q.execute(sql`
        with entry as (${insertEntry.getSQL()}),
             posted as (
               insert into ${ledgerPostings}
                 (entry_id, merchant_id, virtual_account_id, system_account_id, movement_type,
                  amount, balance_after, created_at)
               select entry.id, p.merchant_id, p.virtual_account_id, p.system_account_id,
                      p.movement_type, p.amount, p.balance_after, entry.created_at
                 from entry cross join (values ${postingRows})
                   as p(n, merchant_id, virtual_account_id, system_account_id, movement_type,
                        amount, balance_after)
                order by p.n
               returning id, merchant_id, virtual_account_id, system_account_id, movement_type,
                         amount, balance_after),
             balanced as (
               update ${virtualAccounts} va
                  set balance = va.balance + d.balance,
                      blocked_balance = va.blocked_balance + d.blocked,
                      ${sql.join((Object.keys(totalColumn) as TMovementType[]).map(total), sql`, `)},
                      updated_at = now()
                 from (${balanceRows}) as d(id, balance, blocked, type)
                where va.id = d.id
               returning va.id)
        select entry.*,
               (select json_agg(posted order by id) from posted) as written_postings,
               (select count(*)::int from balanced) as balanced
          from entry`),
    );
    if (!raw) throw new Error('insert into ledger_entries returned no row');
    if (raw.balanced !== balances.length) {
      throw new Error('a virtual account vanished while locked');
    }
    const row = mapRow(ledgerEntries, raw);
    const written = jsonOf<
      {
        id: number;
        merchant_id: string;
        virtual_account_id: string | null;
        system_account_id: string | null;
        movement_type: TMovementType;
        amount: number | string;
        balance_after: number | string | null;
      }[]
    >(raw.written_postings);
    return {
      ...row,
      postings: written.map((p) => ({
        id: Number(p.id),
        entryId: row.id,
        merchantId: p.merchant_id,
        virtualAccountId: p.virtual_account_id,
        systemAccountId: p.system_account_id,
        movementType: p.movement_type,
        amount: Number(p.amount),
        balanceAfter: p.balance_after === null ? null : Number(p.balance_after),
        createdAt: row.createdAt,
      })),
    };
  },

  async insertHold(hold: typeof ledgerHolds.$inferInsert, tx?: Db): Promise<LedgerHold> {
    return insertOne(tx ?? db, ledgerHolds, hold);
  },

  async findHold(merchantId: string, id: string, options: { lock?: boolean } = {}, tx?: Db) {
    const query = (tx ?? db)
      .select()
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.id, id), eq(ledgerHolds.merchantId, merchantId)))
      .limit(1);
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },

  async closeHold(
    id: string,
    status: Exclude<LedgerHold['status'], 'active'>,
    entryId?: string,
    tx?: Db,
  ): Promise<LedgerHold> {
    const q = tx ?? db;
    const [row] = await q
      .update(ledgerHolds)
      .set({ status, entryId: entryId ?? null, closedAt: sql`now()` })
      .where(eq(ledgerHolds.id, id))
      .returning();
    if (!row) throw new Error(`hold ${id} vanished while locked`);
    return row;
  },

  /**
   * Serialises the merchant's sandbox credits: a transaction-scoped advisory lock, so concurrent
   * credits of one merchant count each other's committed rows one after the other.
   */
  async lockSandboxCredits(merchantId: string, tx?: Db): Promise<void> {
    await (tx ?? db).execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-credit:${merchantId}`}, 0))`,
    );
  },

  /** The merchant's sandbox credits of the last 24 hours: how many, and their sum in cents. */
  async sandboxCreditsOfLastDay(
    merchantId: string,
    tx?: Db,
  ): Promise<{ credits: number; credited: number }> {
    // Each sandbox credit is a deposit: one posting on a virtual account.
    const [row] = rowsOf(
      await (tx ?? db).execute(sql`
        select count(*) as credits, coalesce(sum(p.amount), 0) as credited
          from ${ledgerEntries} e
          join ${ledgerPostings} p on p.entry_id = e.id and p.virtual_account_id is not null
         where e.merchant_id = ${merchantId}
           and e.sandbox
           and e.created_at > clock_timestamp() - interval '24 hours'`),
    );
    return { credits: Number(row?.credits ?? 0), credited: Number(row?.credited ?? 0) };
  },

  /**
   * One statement page, newest first. Keyset: rows strictly before the cursor's (created_at,
   * id), read from ledger_postings_statement_{account,merchant}_idx, so page 1,000 costs what
   * page 1 costs.
   */
  async statementPage(query: StatementQuery, tx?: Db): Promise<StatementRow[]> {
    const q = tx ?? db;
    const cursor =
      query.afterPostingId === undefined
        ? undefined
        : sql`(${ledgerPostings.createdAt}, ${ledgerPostings.id}) < (select c.created_at, c.id from ${ledgerPostings} c where c.id = ${query.afterPostingId})`;
    const rows = await statementSelect(q, query.merchantId)
      .where(and(statementConditions(query), cursor))
      // NULLS LAST matches the indexes (drizzle-kit writes them so); the columns are NOT NULL.
      .orderBy(
        sql`${ledgerPostings.createdAt} desc nulls last`,
        sql`${ledgerPostings.id} desc nulls last`,
      )
      .limit(query.limit);
    return rows.map(toStatementRow);
  },

  /** One statement line (a posting on one of the merchant's virtual accounts) by its id. */
  async statementLine(
    merchantId: string,
    postingId: number,
    tx?: Db,
  ): Promise<StatementRow | undefined> {
    const q = tx ?? db;
    const [row] = await statementSelect(q, merchantId)
      .where(and(onVirtualAccount, eq(ledgerPostings.id, postingId)))
      .limit(1);
    return row ? toStatementRow(row) : undefined;
  },

  /**
   * Sum of the statement lines per movement type (signed cents) in [from, to). The whole UTC
   * hours come from ledger_hourly_totals (kept by a trigger on ledger_postings, migration 0027);
   * only the partial first and last hour are read from the postings (docs/ledger.md "Balance
   * summary of a period"). One query.
   */
  async totalsByType(
    query: Omit<StatementQuery, 'afterPostingId' | 'limit' | 'types'>,
    tx?: Db,
  ): Promise<Map<TMovementType, number>> {
    const q = tx ?? db;
    const { from, to } = query;
    const firstHour =
      from === undefined ? undefined : new Date(Math.ceil(from.getTime() / HOUR) * HOUR);
    const endHour = to === undefined ? undefined : new Date(Math.floor(to.getTime() / HOUR) * HOUR);
    const postingsIn = (part: { from?: Date | undefined; to?: Date | undefined }) => sql`
      select ${ledgerPostings.movementType} as type, sum(${ledgerPostings.amount}) as total
        from ${ledgerPostings}
       where ${statementConditions({ ...query, ...part })}
       group by 1`;
    // A period inside one or two hours: its postings only.
    if (firstHour !== undefined && endHour !== undefined && firstHour >= endHour) {
      return totalsMap(rowsOf(await q.execute(postingsIn({ from, to }))) as TotalRow[]);
    }
    const amount =
      query.direction === 'in'
        ? sql`t.credits`
        : query.direction === 'out'
          ? sql`t.debits`
          : sql`t.credits + t.debits`;
    const parts = [
      sql`select t.movement_type as type, sum(${amount}) as total
            from ledger_hourly_totals t
           where ${
             query.virtualAccountId === undefined
               ? sql`t.merchant_id = ${query.merchantId}`
               : sql`t.virtual_account_id = ${query.virtualAccountId}`
           }
             ${firstHour === undefined ? sql`` : sql`and t.hour >= ${firstHour}`}
             ${endHour === undefined ? sql`` : sql`and t.hour < ${endHour}`}
           group by 1`,
    ];
    if (from !== undefined && firstHour !== undefined && firstHour > from) {
      parts.push(postingsIn({ from, to: firstHour }));
    }
    if (to !== undefined && endHour !== undefined && endHour < to) {
      parts.push(postingsIn({ from: endHour, to }));
    }
    const union = sql.join(parts, sql` union all `);
    return totalsMap(
      rowsOf(
        await q.execute(sql`select type, sum(total) as total from (${union}) s group by 1`),
      ) as TotalRow[],
    );
  },

  /**
   * Current and blocked balance and all-time totals per movement type (magnitudes) of a
   * merchant's virtual accounts (one or all), from the cache.
   */
  async cachedBalances(merchantId: string, virtualAccountId?: string, tx?: Db) {
    const q = tx ?? db;
    const sum = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)`;
    const [row] = await q
      .select({
        current: sum(virtualAccounts.balance),
        blocked: sum(virtualAccounts.blockedBalance),
        deposit: sum(virtualAccounts.totalDeposits),
        fee: sum(virtualAccounts.totalFees),
        withdrawal: sum(virtualAccounts.totalWithdrawals),
        refund: sum(virtualAccounts.totalRefunds),
        transfer_in: sum(virtualAccounts.totalTransfersIn),
        transfer_out: sum(virtualAccounts.totalTransfersOut),
      })
      .from(virtualAccounts)
      .where(
        and(
          eq(virtualAccounts.merchantId, merchantId),
          virtualAccountId === undefined ? undefined : eq(virtualAccounts.id, virtualAccountId),
        ),
      );
    const totals = new Map<TMovementType, number>(
      (Object.keys(totalColumn) as TMovementType[]).map((type) => [type, Number(row?.[type] ?? 0)]),
    );
    return { current: Number(row?.current ?? 0), blocked: Number(row?.blocked ?? 0), totals };
  },
});

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
