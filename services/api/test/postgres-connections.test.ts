import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { createTestApp, queryRows } from './helper';

// Only PostgreSQL has connections a server can close (PGlite runs in the process): this suite
// exists in the PostgreSQL run of the API tests (DATABASE_URL set, as in .ci/run).
if (process.env.DATABASE_URL) {
  describe('PostgreSQL connections closed by the server', () => {
    test('idle connections the server terminates neither crash the API nor break the next query', async () => {
      const t = await createTestApp();
      try {
        // Several pooled connections, then idle.
        await Promise.all(
          Array.from({ length: 4 }, () => t.app.db.execute(sql`select pg_sleep(0.05)`)),
        );
        const terminated = await queryRows<{ pid: number }>(
          t.app.db,
          sql`select pg_terminate_backend(pid) as pid from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()`,
        );
        assert.ok(terminated.length >= 1, 'some idle connections were terminated');
        await new Promise((resolve) => setTimeout(resolve, 200));

        const [row] = await queryRows<{ ok: number }>(t.app.db, sql`select 1 as ok`);
        assert.equal(row?.ok, 1);
        const health = await t.app.inject({ method: 'GET', url: '/health' });
        assert.equal(health.statusCode, 200);
      } finally {
        await t.close();
      }
    });

    test('a connection the server closes while checked out (between the statements of a transaction) neither crashes the API nor breaks the next query', async () => {
      const t = await createTestApp();
      try {
        // A PostgreSQL restart ends every session, including those a request holds between
        // two statements: node-postgres then emits 'error' on a client the pool has lent out.
        const failed = await t.app.db
          .transaction(async (tx) => {
            const [own] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
            await t.app.db.execute(sql`select pg_terminate_backend(${own?.pid ?? 0})`);
            await new Promise((resolve) => setTimeout(resolve, 200));
            await tx.execute(sql`select 1`);
          })
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        assert.ok(failed instanceof Error, 'the transaction on the closed connection fails');

        const [row] = await queryRows<{ ok: number }>(t.app.db, sql`select 1 as ok`);
        assert.equal(row?.ok, 1);
        const health = await t.app.inject({ method: 'GET', url: '/health' });
        assert.equal(health.statusCode, 200);
      } finally {
        await t.close();
      }
    });

    test('a transaction whose BEGIN fails on a dead connection gives the connection back to the pool', async () => {
      const t = await createTestApp();
      try {
        const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
        // The next connection lent out dies before its BEGIN, as one does when PostgreSQL has
        // just restarted and the pool has not heard yet.
        let dead: pg.PoolClient | undefined;
        pool.once('acquire', (client) => {
          dead = client;
          (
            client as unknown as { connection: { stream: { destroy(): void } } }
          ).connection.stream.destroy();
        });
        const released: pg.PoolClient[] = [];
        const onRelease = (_error: Error | undefined, client: pg.PoolClient) => {
          released.push(client);
        };
        pool.on('release', onRelease);
        const failed = await t.app.db
          .transaction(async (tx) => tx.execute(sql`select 1`))
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        pool.off('release', onRelease);
        assert.ok(failed instanceof Error, 'the transaction fails');
        assert.ok(dead && released.includes(dead), 'the dead connection went back to the pool');

        const [row] = await queryRows<{ ok: number }>(t.app.db, sql`select 1 as ok`);
        assert.equal(row?.ok, 1);
      } finally {
        await t.close();
      }
    });

    test('a statement with parameters is prepared once per connection and then reused', async () => {
      const t = await createTestApp();
      try {
        const prepared = await t.app.db.transaction(async (tx) => {
          for (const n of [1, 2, 3]) {
            await tx.execute(sql`select ${n}::int as named_statement_probe`);
          }
          await tx.execute(sql`select 0 as unnamed_statement_probe`);
          return queryRows<{ statement: string }>(
            tx,
            sql.raw(`select statement from pg_prepared_statements
                      where statement like '%statement_probe%'
                        and statement not like '%pg_prepared_statements%'`),
          );
        });
        // One prepared statement for the three runs; none for the statement without parameters.
        assert.equal(prepared.length, 1);
        assert.match(prepared[0]?.statement ?? '', /named_statement_probe/);
      } finally {
        await t.close();
      }
    });
  });
}
