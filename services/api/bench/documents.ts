/**
 * Documents list figures (issue 16): p95 ≤ 30 ms for the common lists with 1,000,000 documents of
 * one merchant on PostgreSQL (docs/documents.md "Index decisions").
 *
 *   scripts/with-postgres.sh pnpm --filter @arara/api exec node --import tsx bench/documents.ts out.json
 *
 * PostgreSQL only (DATABASE_URL): `npm run bench` skips it without the wrapper. Fills a throw-away
 * database with DOCUMENTS (default 1,000,000) documents in set-based statements
 * (INSERT … SELECT generate_series; the indexes dropped during the load and built after, as a bulk
 * load does), then times GET …/documents through the HTTP API (`app.inject`: routing, session,
 * validation, the service and the JSON) for each common list. Prints the JSON summary.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { endpointPath, paymentEndpoints, ZSignedInResponse } from '@arara/contracts';
import { buildBenchApp, percentile, report, round } from './bench-app';
import { hashPassword } from '../src/lib/password';
import { encodeCursor } from '../src/services/documents/list-documents';
import { queryRows } from '../test/helper';
import { openMerchant } from '../test/ledger-fixtures';

const DOCUMENTS = Number(process.env.DOCUMENTS ?? 1_000_000);
const SAMPLES = Number(process.env.SAMPLES ?? 200);
const BATCH = 250_000;
const TARGET_P95_MS = 30;
/** Requests before each list's samples (the first list also warms the process: JIT, pools). */
const WARM_UP = Number(process.env.WARM_UP ?? 50);
const PASSWORD = 'bench-password-1';

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

type Db = Parameters<typeof queryRows>[0];

/**
 * One merchant's documents, one every 30 s up to now (a million span about a year), with the
 * shares a payments merchant sees: mostly Pix entries and outs, few returns and failures, DOC
 * only historical; amounts repeat (ties on the amount sort).
 */
async function fill(db: Db, merchantId: string, accounts: string[]) {
  const started = performance.now();
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
         where tablename = 'payment_documents' and indexname <> 'payment_documents_pkey'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const accountArray = sql.raw(`array[${accounts.map((id) => `'${id}'::uuid`).join(',')}]`);
  for (let from = 1; from <= DOCUMENTS; from += BATCH) {
    const to = Math.min(DOCUMENTS, from + BATCH - 1);
    await db.execute(sql`
      insert into payment_documents (merchant_id, kind, status, method, amount, fee, net_amount,
        virtual_account_id, end_to_end_id, txid, reference, description, counterparty_name,
        counterparty_document, counterparty_institution, external_id, origin, return_direction,
        created_at, updated_at, processed_at)
      select ${merchantId}::uuid, g.kind,
             case when r.s < 85 then 'approved' when r.s < 90 then 'pending' when r.s < 95 then 'failed'
                  when r.s < 98 then 'declined' when r.s < 99 then 'cancelled' else 'refunded' end,
             g.method, g.amount, 0, g.amount,
             (${accountArray})[1 + (i % ${accounts.length})],
             case when g.method = 'pix'
                  then 'E99999999' || to_char(g.at at time zone 'UTC', 'YYYYMMDDHH24MI') || lpad(i::text, 11, '0') end,
             case when g.method = 'pix' and g.kind = 'entry' and i % 3 = 0 then 'tx' || md5(i::text) end,
             'DOC' || i, null,
             (array['Maria da Silva','João Souza','Padaria Pão Quente','ACME Comércio Ltda',
                    'Ana Pereira','Oficina do Zé','Mercado Bom Preço','Luiz Fernandes'])[1 + i % 8]
               || ' ' || (i % 997),
             '***.456.789-**', 'Banco Exemplo S.A.',
             case when i % 5 = 0 then 'order-' || i end,
             case when i % 5 = 0 then 'api' else 'dashboard' end,
             case when g.kind = 'return' then 'out' end,
             g.at, g.at, g.at
        from generate_series(${from}::int, ${to}::int) as i
        cross join lateral (select (i::bigint * 7919) % 100 as s, (i::bigint * 104729) % 100 as k) as r
        cross join lateral (
          select case when r.k < 45 then 'entry' when r.k < 85 then 'out'
                      when r.k < 97 then 'transfer' else 'return' end as kind,
                 case when i % 100 < 80 then 'pix' when i % 100 < 95 then 'ted'
                      when i % 100 < 99 then 'internal' else 'doc' end as method,
                 1 + ((i::bigint * 2654435761) % 500000) as amount,
                 date_trunc('milliseconds', now()) - (${DOCUMENTS} - i) * interval '30 seconds' as at
        ) as g`);
    process.stderr.write(`  ${to.toLocaleString('en')} documents\n`);
  }
  const loaded = performance.now();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  await db.execute(sql`vacuum analyze payment_documents`);
  return {
    loadSeconds: round((loaded - started) / 1000),
    indexSeconds: round((performance.now() - loaded) / 1000),
  };
}

async function main() {
  const name = `arara_bench_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}"`);
  const url = new URL(baseUrl ?? '');
  url.pathname = `/${name}`;
  const app = await buildBenchApp({ kind: 'postgres', url: url.toString() }, 3600);
  try {
    const db = app.db;
    const merchant = await openMerchant(db, 4);
    const accounts = merchant.accountIds;
    process.stderr.write(`filling ${DOCUMENTS.toLocaleString('en')} documents...\n`);
    const fillTimes = await fill(db, merchant.merchantId, accounts);

    const email = 'bench-documents@example.com';
    const user = await app.repositories.users.create({
      name: 'Bench Owner',
      email,
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
    });
    await app.repositories.memberships.add({
      userId: user.id,
      merchantId: merchant.merchantId,
      role: 'owner',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: PASSWORD },
    });
    const { accessToken } = ZSignedInResponse.parse(login.json());
    const path = endpointPath(paymentEndpoints.documents, { merchantId: merchant.merchantId });

    // Documents spread over the whole history: where deep pages start, what searches look for.
    const sample = await queryRows<{
      id: string;
      at: string;
      amount: string | number;
      e2e: string | null;
    }>(
      db,
      sql`select id, amount, end_to_end_id as e2e,
                 to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
            from payment_documents tablesample system (1)
           where end_to_end_id is not null limit ${SAMPLES}`,
    );
    const txids = (
      await queryRows<{ txid: string }>(
        db,
        sql`select txid from payment_documents tablesample system (1) where txid is not null limit ${SAMPLES}`,
      )
    ).map((row) => row.txid);
    const at = (i: number) => sample[i % sample.length] ?? sample[0];
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);

    async function time(query: (i: number) => Record<string, string>) {
      const run = async (i: number) => {
        const res = await app.inject({
          method: 'GET',
          url: path,
          query: query(i),
          headers: { authorization: `Bearer ${accessToken}` },
        });
        if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
        return res.json() as { items: unknown[] };
      };
      for (let i = 0; i < WARM_UP; i++) await run(i); // warm-up
      const ms: number[] = [];
      let items = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const start = performance.now();
        items += (await run(i)).items.length;
        ms.push(performance.now() - start);
      }
      ms.sort((a, b) => a - b);
      const p95 = round(percentile(ms, 95));
      return {
        n: ms.length,
        itemsPerPage: round(items / ms.length),
        p50: round(percentile(ms, 50)),
        p95,
        p99: round(percentile(ms, 99)),
        max: round(ms.at(-1) ?? Number.NaN),
        met: p95 <= TARGET_P95_MS,
      };
    }

    const createdCursor = (i: number, order: 'asc' | 'desc' = 'desc') => {
      const row = at(i);
      return encodeCursor({ by: 'createdAt', order }, { value: row?.at ?? '', id: row?.id ?? '' });
    };
    const amountCursor = (i: number, order: 'asc' | 'desc') => {
      const row = at(i);
      return encodeCursor(
        { by: 'amount', order },
        { value: Number(row?.amount), id: row?.id ?? '' },
      );
    };
    const limit = '50';
    // How busy the machine was (other processes share its cores): the figures depend on it.
    const loadBefore = round(loadavg()[0] ?? 0);
    // The process's own warm-up (JIT, connection pool, statement caches), not measured.
    await time(() => ({ limit }));
    const queries = {
      firstPage: await time(() => ({ limit })),
      deepKeysetPage: await time((i) => ({ limit, cursor: createdCursor(i) })),
      kindEntries: await time(() => ({ limit, kind: 'entry' })),
      kindReturnsDeepPage: await time((i) => ({ limit, kind: 'return', cursor: createdCursor(i) })),
      statusFailed: await time(() => ({ limit, status: 'failed' })),
      entriesApprovedLast30Days: await time(() => ({
        limit,
        kind: 'entry',
        status: 'approved',
        from: monthAgo,
        to: today,
      })),
      account: await time(() => ({ limit, virtualAccountId: accounts[1] ?? '' })),
      accountDeepPage: await time((i) => ({
        limit,
        virtualAccountId: accounts[1] ?? '',
        cursor: createdCursor(i),
      })),
      amountDesc: await time(() => ({ limit, sort: 'amount', order: 'desc' })),
      amountAscDeepPage: await time((i) => ({
        limit,
        sort: 'amount',
        order: 'asc',
        cursor: amountCursor(i, 'asc'),
      })),
      outsByAmountDesc: await time(() => ({ limit, kind: 'out', sort: 'amount', order: 'desc' })),
      searchEndToEndId: await time((i) => ({ limit, search: at(i)?.e2e ?? '' })),
      searchTxid: await time((i) => ({ limit, search: txids[i % txids.length] ?? '' })),
      searchName: await time((i) => ({ limit, search: `Silva ${(i * 8) % 997}` })),
    };

    const [count] = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from payment_documents`,
    );
    const explain = async (
      label: string,
      where: string,
      order = 'created_at desc nulls last, id desc nulls last',
    ) => {
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql.raw(`explain (analyze, buffers, costs off)
          select * from payment_documents
           where merchant_id = '${merchant.merchantId}' ${where}
           order by ${order} limit 51`),
      );
      console.error(`\n-- ${label}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
    };
    await explain('first page', '');
    await explain('returns', "and kind = 'return'");
    await explain('failed', "and status = 'failed'");
    await explain('amount desc', '', 'amount desc, id desc');
    const deep = at(7);
    await explain(
      'account, deep page',
      `and virtual_account_id = '${accounts[1]}' and (created_at, id) < ('${deep?.at}'::timestamptz, '${deep?.id}'::uuid)`,
    );
    // The list's own search (list-documents.ts documentsWhere), for a name on few documents
    // (~125: the trigram index) and one on many (~14,000: the date index, stopping at 51).
    const searchFor = (term: string) =>
      `and (end_to_end_id = '${term}' or txid = '${term}' or external_id = '${term}' or reference = '${term}' or counterparty_name ilike '%${term}%')`;
    await explain('search name, few matches', searchFor('Silva 592'));
    await explain('search name, many matches', searchFor('Silva 8'));
    await explain('search e2e', searchFor(at(0)?.e2e ?? ''));

    report({
      database: app.dbKind,
      documents: Number(count?.n),
      ...fillTimes,
      pageSize: Number(limit),
      targetP95Ms: TARGET_P95_MS,
      cores: cpus().length,
      loadAverage: { before: loadBefore, after: round(loadavg()[0] ?? 0) },
      queries,
    });
  } finally {
    await app.close();
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

await main();
