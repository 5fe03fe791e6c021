/**
 * Statement figures (issues 4 and 20): every statement call p95 ≤ 10 ms with 10,000,000
 * movements in PostgreSQL, and a 1,000,000-line CSV streamed with flat memory.
 *
 *   scripts/with-postgres.sh pnpm --filter @arara/api exec node --import tsx bench/statement.ts
 *   MOVEMENTS=1000000 scripts/with-postgres.sh …   (a quicker run)
 *
 * Fills a throw-away database with MOVEMENTS (default 10,000,000) balanced movements written
 * set-based (INSERT … SELECT generate_series in batches, as a bulk load: per-row triggers off
 * and secondary indexes dropped while writing, then the balance and foreign-key checks and the
 * hourly totals run once set-based and the indexes are built), then times
 * the service calls the API makes, and prints the fill time and the ledger tables' sizes. Prints
 * a JSON summary on the last line.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase, type Db, defaultPoolLimits } from '../src/db/client';
import { providers } from '../src/db/schema-back-office';
import { createLedgerAccountsRepository } from '../src/repositories/ledger-accounts-repository';
import { createLedgerRepository } from '../src/repositories/ledger-repository';
import { dataDepsOf } from '../src/services/deps';
import { createMerchantsRepository } from '../src/repositories/merchants-repository';
import { statementCsv } from '../src/services/accounts/statement-export';
import {
  getBalanceSummary,
  getStatementPage,
  postMovement,
  streamStatement,
  systemAccounts,
} from '../src/services/ledger';

const MOVEMENTS = Number(process.env.MOVEMENTS ?? 10_000_000);
const ACCOUNTS = 5;
const SAMPLES = Number(process.env.SAMPLES ?? 300);
const BATCH = 500_000;
const CSV_ROWS = Math.min(1_000_000, MOVEMENTS);
const LEDGER_TABLES = ['ledger_entries', 'ledger_postings', 'ledger_hourly_totals'];
const MiB = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
/** Peak resident set of this process so far (kB in /proc; Linux only, else the current RSS). */
function peakRss() {
  try {
    const line = readFileSync('/proc/self/status', 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
    if (line?.[1]) return Number(line[1]) * 1024;
  } catch {}
  return process.memoryUsage().rss;
}

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('DATABASE_URL is required (run through scripts/with-postgres.sh)');
  process.exit(2);
}

async function admin(query: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    n: sorted.length,
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    max: round(at(100)),
  };
}

async function time(samples: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, samples); i++) await run(i); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await run(i);
    ms.push(performance.now() - start);
  }
  return percentiles(ms);
}

async function fill(db: Db) {
  const merchant = await createMerchantsRepository(db).upsertByDocument({
    name: 'Bench Comércio Ltda',
    document: '11444777000161',
    status: 'active',
  });
  const accountsRepo = createLedgerAccountsRepository(db);
  await db.insert(providers).values({ id: 'bench', name: 'Bench' }).onConflictDoNothing();
  const bank = await accountsRepo.createBankAccount({
    merchantId: merchant.id,
    providerId: 'bench',
    providerAccountId: 'bench-1',
    holderName: merchant.name,
    bankCode: '341',
    bankName: 'Itaú Unibanco',
    branchNumber: '0001',
    accountNumber: '10000-1',
    accountType: 'business',
    document: merchant.document,
  });
  const accounts: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const va = await accountsRepo.createVirtualAccount({
      merchantId: merchant.id,
      bankAccountId: bank.id,
      label: `Bench ${i + 1}`,
      type: i === 0 ? 'main' : 'operational',
      isDefault: i === 0,
    });
    accounts.push(va.id);
  }
  const settlement = systemAccounts.settlement('bench');
  const settlementId = await createLedgerRepository(db).systemAccountId(
    settlement.code,
    settlement.name,
  );

  const started = performance.now();
  // The secondary indexes are built once after the fill (what a bulk load does); the primary keys,
  // the foreign keys and the triggers stay.
  const secondary = await rowsOf<{ name: string; definition: string }>(
    db,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
          from pg_index i
         where i.indrelid in ('ledger_entries'::regclass, 'ledger_postings'::regclass)
           and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const index of secondary) await db.execute(sql.raw(`drop index ${index.name}`));
  // Per account, a deposit of 2,000 + k then a withdrawal of 1,000 (even/odd k): never negative.
  // One movement every 30 s, ending now: 1,000,000 movements span about a year, 10,000,000 ten.
  // Entry ids in the order of i (a time-ordered uuid, as uuid v7 would be) keep the primary key's
  // inserts at its right edge.
  const accountArray = sql.raw(`array[${accounts.map((id) => `'${id}'::uuid`).join(',')}]`);
  await db.execute(sql`
    create unlogged table bench_moves as
    select s.*, sum(s.amount) over (partition by s.account_id order by s.i) as balance_after
      from (select i,
                   ('00000000-0000-7000-8000-' || lpad(to_hex(i), 12, '0'))::uuid as entry_id,
                   (${accountArray})[1 + (i % ${ACCOUNTS})] as account_id,
                   case when (i / ${ACCOUNTS}) % 2 = 0 then 'deposit' else 'withdrawal' end as type,
                   case when (i / ${ACCOUNTS}) % 2 = 0 then 2000 + (i % 997) else -1000 end as amount,
                   date_trunc('milliseconds', now()) - (${MOVEMENTS} - i) * interval '30 seconds' as created_at
              from generate_series(1, ${MOVEMENTS}) as i) s`);
  await db.execute(sql`create index on bench_moves (i)`);
  for (let from = 1; from <= MOVEMENTS; from += BATCH) {
    const to = Math.min(MOVEMENTS, from + BATCH - 1);
    await db.transaction(async (tx) => {
      // A bulk load: no per-row trigger (foreign-key checks, balance check, hourly totals) while
      // the rows are written; the same checks and totals run set-based once below.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into ledger_entries (id, merchant_id, type, reference, description, method, created_at)
        select entry_id, ${merchant.id}, type, 'BENCH' || i, 'Bench movement', 'external', created_at
          from bench_moves where i between ${from} and ${to} order by i`);
      // Both postings of each entry in the same statement (the balance trigger checks it).
      await tx.execute(sql`
        insert into ledger_postings (entry_id, merchant_id, virtual_account_id, system_account_id,
                                     movement_type, amount, balance_after, created_at)
        select entry_id, ${merchant.id}, v.account_id, v.system_id, type, v.amount, v.balance_after, created_at
          from bench_moves m
          cross join lateral (values (m.account_id, null::uuid, m.amount, m.balance_after, 0),
                                     (null::uuid, ${settlementId}::uuid, -m.amount, null::bigint, 1))
               as v(account_id, system_id, amount, balance_after, side)
         where i between ${from} and ${to}
         order by i, v.side`);
    });
    process.stderr.write(
      `  ${to.toLocaleString('en')} movements (${Math.round((performance.now() - started) / 1000)} s)\n`,
    );
  }
  // What the triggers would have done, once for all rows: every entry balances, every posting's
  // entry and account exist, and the hourly totals (the same INSERT as migration 0027's).
  const [unbalanced] = await rowsOf<{ entry_id: string }>(
    db,
    sql`select entry_id from ledger_postings group by entry_id having sum(amount) <> 0 limit 1`,
  );
  const [orphans] = await rowsOf<{ n: string }>(
    db,
    sql`select count(*) as n from ledger_postings p
         where not exists (select 1 from ledger_entries e where e.id = p.entry_id)
            or (p.virtual_account_id is not null and p.virtual_account_id <> all(${accountArray}))`,
  );
  if (unbalanced || Number(orphans?.n) !== 0) throw new Error('the bench fill broke the ledger');
  await db.execute(sql`
    insert into ledger_hourly_totals (virtual_account_id, movement_type, hour, merchant_id, credits, debits)
    select p.virtual_account_id, p.movement_type,
           date_bin('1 hour', p.created_at, timestamptz '2000-01-01 00:00:00+00'), p.merchant_id,
           coalesce(sum(p.amount) filter (where p.amount > 0), 0),
           coalesce(sum(p.amount) filter (where p.amount < 0), 0)
      from ledger_postings p
     where p.virtual_account_id is not null
     group by 1, 2, 3, 4
     -- In the order the trigger writes them as time goes by: an hour's rows side by side.
     order by 3, 1, 2`);
  const loadSeconds = (performance.now() - started) / 1000;
  const indexStarted = performance.now();
  for (const index of secondary) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(index.definition));
    });
  }
  const indexSeconds = (performance.now() - indexStarted) / 1000;
  await createLedgerRepository(db).rebuildCachedBalances(merchant.id);
  await db.execute(sql`drop table bench_moves`);
  await db.execute(sql`vacuum analyze ledger_postings`);
  await db.execute(sql`vacuum analyze ledger_entries`);
  await db.execute(sql`vacuum analyze ledger_hourly_totals`);
  await db.execute(sql`analyze virtual_accounts`);
  const fill = {
    fillSeconds: (performance.now() - started) / 1000,
    loadSeconds,
    indexSeconds,
  };
  return { merchantId: merchant.id, accounts, ...fill };
}

/** Heap, indexes and total (with TOAST) of each ledger table, and each index of the postings. */
async function tableSizes(db: Db) {
  const tables = await rowsOf<{ name: string; heap: string; indexes: string; total: string }>(
    db,
    sql`select t as name, pg_relation_size(t::regclass) as heap,
               pg_indexes_size(t::regclass) as indexes, pg_total_relation_size(t::regclass) as total
          from unnest(${sql.raw(`array[${LEDGER_TABLES.map((t) => `'${t}'`).join(',')}]`)}) as t`,
  );
  const indexes = await rowsOf<{ name: string; size: string }>(
    db,
    sql`select indexrelid::regclass::text as name, pg_relation_size(indexrelid) as size
          from pg_index where indrelid in ('ledger_entries'::regclass, 'ledger_postings'::regclass)
         order by 1`,
  );
  return {
    ...Object.fromEntries(
      tables.map((t) => [
        t.name,
        { heap: MiB(Number(t.heap)), indexes: MiB(Number(t.indexes)), total: MiB(Number(t.total)) },
      ]),
    ),
    indexes: Object.fromEntries(indexes.map((i) => [i.name, MiB(Number(i.size))])),
  };
}

/**
 * The CSV route's body (exportStatementCsv: statementCsv over streamStatement, pt-BR) for the
 * newest `rows` lines, sent as the route sends it (Readable.from, so a slow reader pauses the
 * reads) into a sink that drops it. The process's RSS and peak RSS (VmHWM) are read at 100,000
 * lines and at the end: flat memory means the same figures at both.
 */
async function csvExport(deps: ReturnType<typeof dataDepsOf>, merchantId: string, rows: number) {
  async function* newest() {
    let count = 0;
    for await (const row of streamStatement(deps, merchantId, {})) {
      yield row;
      count += 1;
      if (count === rows) return;
    }
  }
  const checkpoints: Record<string, { rssMiB: number; peakRssMiB: number; seconds: number }> = {};
  const start = performance.now();
  const rssAtStart = process.memoryUsage().rss;
  let lines = -1; // the header
  let bytes = 0;
  let maxRss = rssAtStart;
  const mark = (name: string) => {
    checkpoints[name] = {
      rssMiB: MiB(process.memoryUsage().rss),
      peakRssMiB: MiB(peakRss()),
      seconds: Math.round((performance.now() - start) / 10) / 100,
    };
  };
  await pipeline(
    Readable.from(statementCsv(newest(), 'pt-BR')),
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        bytes += Buffer.byteLength(chunk);
        const before = lines;
        const text = String(chunk);
        for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
        if (Math.floor(lines / 10_000) > Math.floor(before / 10_000)) {
          maxRss = Math.max(maxRss, process.memoryUsage().rss);
        }
        if (before < 100_000 && lines >= 100_000) mark('at100k');
        done();
      },
    }),
  );
  mark(`at${lines >= 1_000_000 ? '1M' : lines}`);
  return {
    rows: lines,
    bytes,
    seconds: Math.round((performance.now() - start) / 10) / 100,
    rssAtStartMiB: MiB(rssAtStart),
    ...checkpoints,
    maxRssSampledMiB: MiB(maxRss),
  };
}

async function main() {
  const name = `arara_bench_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}"`);
  const url = new URL(baseUrl ?? '');
  url.pathname = `/${name}`;
  // The fill's statements run for minutes: no statement timeout here (the API keeps its own).
  const connection = await connectDatabase({
    kind: 'postgres',
    url: url.toString(),
    pool: { ...defaultPoolLimits, statementTimeoutMillis: 0 },
  });
  const db = connection.db;
  const deps = dataDepsOf(db);
  try {
    const loadBefore = loadavg().map((n) => Math.round(n * 100) / 100);
    process.stderr.write(`filling ${MOVEMENTS.toLocaleString('en')} movements...\n`);
    const { merchantId, accounts, fillSeconds, loadSeconds, indexSeconds } = await fill(db);
    const [first = ''] = accounts;
    const [counts] = await rowsOf<{ entries: string; postings: string }>(
      db,
      sql`select (select count(*) from ledger_entries) as entries, (select count(*) from ledger_postings) as postings`,
    );

    // Cursors spread over the whole history: a deep page costs what the first one costs.
    const cursors = (
      await rowsOf<{ id: string }>(
        db,
        sql`select id from ledger_postings where virtual_account_id = ${first}
             order by random() limit ${SAMPLES}`,
      )
    ).map((row) => row.id);
    const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);

    const results = {
      movements: MOVEMENTS,
      entries: Number(counts?.entries),
      postings: Number(counts?.postings),
      fillSeconds: Math.round(fillSeconds * 10) / 10,
      // fillSeconds = rows written (triggers, keys) + secondary indexes built + cache, vacuum.
      loadSeconds: Math.round(loadSeconds * 10) / 10,
      indexSeconds: Math.round(indexSeconds * 10) / 10,
      sizesMiB: await tableSizes(db),
      firstPageAccount: await time(SAMPLES, () =>
        getStatementPage(deps, merchantId, { virtualAccountId: first, limit: 50 }),
      ),
      deepPageAccount: await time(SAMPLES, (i) =>
        getStatementPage(deps, merchantId, {
          virtualAccountId: first,
          limit: 50,
          cursor: cursors[i % cursors.length],
        }),
      ),
      firstPageMerchant: await time(SAMPLES, () =>
        getStatementPage(deps, merchantId, { limit: 50 }),
      ),
      deepPageMerchant: await time(SAMPLES, (i) =>
        getStatementPage(deps, merchantId, { limit: 50, cursor: cursors[i % cursors.length] }),
      ),
      firstPageMerchantTypeLast30Days: await time(SAMPLES, () =>
        getStatementPage(deps, merchantId, { limit: 50, types: ['withdrawal'], from: monthAgo }),
      ),
      balanceSummaryAccount30Days: await time(Math.min(SAMPLES, 50), () =>
        getBalanceSummary(deps, merchantId, { virtualAccountId: first, from: monthAgo }),
      ),
      balanceSummaryMerchantAllTime: await time(Math.min(SAMPLES, 50), () =>
        getBalanceSummary(deps, merchantId),
      ),
      balanceSummaryMerchant30Days: await time(Math.min(SAMPLES, 20), () =>
        getBalanceSummary(deps, merchantId, { from: monthAgo }),
      ),
      postMovement: await time(Math.min(SAMPLES, 200), (i) =>
        postMovement(deps, merchantId, {
          type: 'transfer',
          fromVirtualAccountId: accounts[i % ACCOUNTS] ?? first,
          toVirtualAccountId: accounts[(i + 1) % ACCOUNTS] ?? first,
          amount: 1,
        }),
      ),
      export100k: await (async () => {
        const rssBefore = process.memoryUsage().rss;
        let peak = rssBefore;
        const start = performance.now();
        let rows = 0;
        let bytes = 0;
        for await (const row of streamStatement(deps, merchantId, {}, { batchSize: 2_000 })) {
          bytes += `${row.createdAt};${row.reference};${row.type};${row.amount}\n`.length;
          rows += 1;
          if (rows % 10_000 === 0) peak = Math.max(peak, process.memoryUsage().rss);
          if (rows === 100_000) break;
        }
        return {
          rows,
          bytes,
          seconds: Math.round((performance.now() - start) / 10) / 100,
          rssGrowthMiB: Math.round(((peak - rssBefore) / 1024 / 1024) * 10) / 10,
        };
      })(),
      // The CSV route's body (statementCsv over streamStatement), pt-BR, 100,000 lines.
      exportCsv100k: await (async () => {
        async function* first100k() {
          let rows = 0;
          for await (const row of streamStatement(deps, merchantId, {})) {
            yield row;
            rows += 1;
            if (rows === 100_000) return;
          }
        }
        const rssBefore = process.memoryUsage().rss;
        let peak = rssBefore;
        const start = performance.now();
        let bytes = 0;
        let chunks = 0;
        for await (const chunk of statementCsv(first100k(), 'pt-BR')) {
          bytes += Buffer.byteLength(chunk);
          chunks += 1;
          if (chunks % 50 === 0) peak = Math.max(peak, process.memoryUsage().rss);
        }
        return {
          rows: 100_000,
          bytes,
          seconds: Math.round((performance.now() - start) / 10) / 100,
          rssGrowthMiB: Math.round(((peak - rssBefore) / 1024 / 1024) * 10) / 10,
        };
      })(),
    };

    // The 1,000,000-line CSV (issue 20): RSS at 100 k and 1 M lines.
    Object.assign(results, { exportCsv1M: await csvExport(deps, merchantId, CSV_ROWS) });

    const [buffers] = await rowsOf<{ shared_buffers: string }>(db, sql`show shared_buffers`);
    Object.assign(results, {
      loadAverage: {
        before: loadBefore,
        after: loadavg().map((n) => Math.round(n * 100) / 100),
      },
      // The server's setting (PG_SHARED_BUFFERS of scripts/with-postgres.sh).
      sharedBuffers: buffers?.shared_buffers,
    });

    const plan = await rowsOf<{ 'QUERY PLAN': string }>(
      db,
      sql`explain (analyze, buffers, costs off)
          select p.id from ledger_postings p
           where p.virtual_account_id is not null and p.virtual_account_id = ${first}
             and (p.created_at, p.id) < (select c.created_at, c.id from ledger_postings c where c.id = ${cursors[0] ?? '1'})
           order by p.created_at desc nulls last, p.id desc nulls last limit 51`,
    );
    const planText = plan.map((row) => row['QUERY PLAN']).join('\n');
    console.error(planText);
    // The deep account page's own work, apart from any wait around it.
    Object.assign(results, {
      deepPagePlan: {
        executionMs: Number(planText.match(/Execution Time: ([0-9.]+) ms/)?.[1]),
        sharedHit: Number(planText.match(/Buffers: shared hit=(\d+)/)?.[1] ?? 0),
        sharedRead: Number(planText.match(/Buffers: shared (?:hit=\d+ )?read=(\d+)/)?.[1] ?? 0),
      },
    });
    console.log(JSON.stringify(results));
  } finally {
    await connection.close();
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

await main();
