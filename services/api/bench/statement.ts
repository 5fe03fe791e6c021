/**
 * Statement figures (issue 4): one statement page p95 ≤ 30 ms with 1,000,000 movements in
 * PostgreSQL, and a 100,000-line export streamed with flat memory.
 *
 *   scripts/with-postgres.sh pnpm --filter @arara/api exec node --import tsx bench/statement.ts
 *
 * Fills a throw-away database with MOVEMENTS (default 1,000,000) balanced movements written
 * set-based (generate_series; the balance trigger still checks every entry), then times the
 * service calls the API makes. Prints a JSON summary on the last line.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase, type Db } from '../src/db/client';
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

const MOVEMENTS = Number(process.env.MOVEMENTS ?? 1_000_000);
const ACCOUNTS = 5;
const SAMPLES = Number(process.env.SAMPLES ?? 300);
const BATCH = 100_000;

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
  // Per account, a deposit of 2,000 + k then a withdrawal of 1,000 (even/odd k): never negative.
  // One movement every 30 s, ending now: 1,000,000 movements span about a year.
  const accountArray = sql.raw(`array[${accounts.map((id) => `'${id}'::uuid`).join(',')}]`);
  await db.execute(sql`
    create unlogged table bench_moves as
    select i,
           gen_random_uuid() as entry_id,
           (${accountArray})[1 + (i % ${ACCOUNTS})] as account_id,
           case when (i / ${ACCOUNTS}) % 2 = 0 then 'deposit' else 'withdrawal' end as type,
           case when (i / ${ACCOUNTS}) % 2 = 0 then 2000 + (i % 997) else -1000 end as amount,
           date_trunc('milliseconds', now()) - (${MOVEMENTS} - i) * interval '30 seconds' as created_at
      from generate_series(1, ${MOVEMENTS}) as i`);
  await db.execute(sql`
    alter table bench_moves add column balance_after bigint;
    update bench_moves m set balance_after = r.running
      from (select i, sum(amount) over (partition by account_id order by i) as running from bench_moves) r
     where r.i = m.i;
    create index on bench_moves (i)`);
  for (let from = 1; from <= MOVEMENTS; from += BATCH) {
    const to = Math.min(MOVEMENTS, from + BATCH - 1);
    await db.transaction(async (tx) => {
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
    process.stderr.write(`  ${to.toLocaleString('en')} movements\n`);
  }
  await createLedgerRepository(db).rebuildCachedBalances(merchant.id);
  await db.execute(sql`drop table bench_moves`);
  await db.execute(sql`vacuum analyze ledger_postings`);
  await db.execute(sql`analyze ledger_entries`);
  await db.execute(sql`analyze virtual_accounts`);
  return { merchantId: merchant.id, accounts, fillSeconds: (performance.now() - started) / 1000 };
}

async function main() {
  const name = `arara_bench_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}"`);
  const url = new URL(baseUrl ?? '');
  url.pathname = `/${name}`;
  const connection = await connectDatabase({ kind: 'postgres', url: url.toString() });
  const db = connection.db;
  const deps = dataDepsOf(db);
  try {
    process.stderr.write(`filling ${MOVEMENTS.toLocaleString('en')} movements...\n`);
    const { merchantId, accounts, fillSeconds } = await fill(db);
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

    const plan = await rowsOf<{ 'QUERY PLAN': string }>(
      db,
      sql`explain (analyze, buffers, costs off)
          select p.id from ledger_postings p
           where p.virtual_account_id is not null and p.virtual_account_id = ${first}
             and (p.created_at, p.id) < (select c.created_at, c.id from ledger_postings c where c.id = ${cursors[0] ?? '1'})
           order by p.created_at desc nulls last, p.id desc nulls last limit 51`,
    );
    console.error(plan.map((row) => row['QUERY PLAN']).join('\n'));
    console.log(JSON.stringify(results));
  } finally {
    await connection.close();
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

await main();
