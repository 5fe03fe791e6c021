import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../src/db/client';
import { queryRows } from './helper';

// PGlite has no autovacuum: the API analyzes an on-disk database itself (src/db/client.ts
// keepStatistics), or the planner guesses every row count and selectivity.
test('an on-disk PGlite database is analyzed when the API opens it: the planner knows its tables', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'arara-statistics-'));
  const database = { kind: 'pglite' as const, dataDir: join(dir, 'pglite') };
  try {
    const first = await connectDatabase(database);
    await first.db.execute(sql`create table statistics_probe (merchant int not null)`);
    await first.db.execute(
      sql`insert into statistics_probe select n % 7 from generate_series(1, 5000) as n`,
    );
    await first.close();
    // The next start analyzes in the background; closing waits for the run in flight.
    const second = await connectDatabase(database, { migrate: false });
    await second.close();
    const third = await connectDatabase(database, { migrate: false });
    try {
      const [table] = await queryRows<{ reltuples: number }>(
        third.db,
        sql`select reltuples::int as reltuples from pg_class where relname = 'statistics_probe'`,
      );
      assert.equal(table?.reltuples, 5000, 'the row count the planner reads (-1: never analyzed)');
      const [column] = await queryRows<{ nDistinct: number }>(
        third.db,
        sql`select n_distinct::int as "nDistinct" from pg_stats
             where tablename = 'statistics_probe' and attname = 'merchant'`,
      );
      assert.equal(column?.nDistinct, 7, 'the distinct values of a column');
    } finally {
      await third.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
