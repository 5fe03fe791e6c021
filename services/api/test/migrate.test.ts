import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../src/config';
import { connectDatabase, PendingMigrationsError } from '../src/db/client';
import { createTempPostgresDatabase, queryRows } from './helper';

const run = promisify(execFile);
const migrateScript = new URL('../src/migrate.ts', import.meta.url).pathname;

/** Runs the migrate job (src/migrate.ts, bundled as dist/migrate.mjs) with `env`. */
const migrateJob = (env: NodeJS.ProcessEnv) =>
  run(process.execPath, ['--import', 'tsx', migrateScript], {
    env: { PATH: process.env.PATH, NODE_ENV: 'development', ...env },
  });

describe('migrate job and MIGRATE_ON_START', () => {
  test('MIGRATE_ON_START defaults to true (npm start migrates) and reads false', () => {
    assert.equal(parseConfig({ NODE_ENV: 'development' }).app.migrateOnStart, true);
    assert.equal(
      parseConfig({ NODE_ENV: 'development', MIGRATE_ON_START: 'false' }).app.migrateOnStart,
      false,
    );
  });

  test('an instance that does not migrate refuses an unmigrated database, and opens it once the job ran', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'arara-migrate-'));
    const dataDir = join(dir, 'pglite');
    try {
      await assert.rejects(
        connectDatabase({ kind: 'pglite', dataDir }, { migrate: false }),
        (error: unknown) =>
          error instanceof PendingMigrationsError && /run the migrate job/.test(error.message),
      );

      const { stdout } = await migrateJob({
        DATA_DIR: dataDir,
        FILE_STORAGE_DIR: join(dir, 'files'),
      });
      assert.match(stdout, /Migrated PGlite .* seeded the demo accounts/);

      const seeded: boolean[] = [];
      const connection = await connectDatabase(
        { kind: 'pglite', dataDir },
        { migrate: false, afterMigrate: async () => void seeded.push(true) },
      );
      try {
        const [row] = await queryRows<{ count: number }>(
          connection.db,
          sql`select count(*)::int as count from users where email = 'demo@arara.dev'`,
        );
        assert.equal(row?.count, 1, 'the job seeded the demo accounts');
        assert.deepEqual(seeded, [], 'an instance that does not migrate does not seed either');
      } finally {
        await connection.close();
      }

      // A second run finds nothing to do and succeeds (the job runs on every `compose up`).
      const again = await migrateJob({ DATA_DIR: dataDir, FILE_STORAGE_DIR: join(dir, 'files') });
      assert.doesNotMatch(again.stdout, /seeded/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a bad configuration fails the job with the reason', async () => {
    await assert.rejects(migrateJob({ NODE_ENV: 'production' }), (error: { stderr: string }) =>
      /JWT_SECRET: is required/.test(error.stderr),
    );
  });

  // The PostgreSQL path opens the pool without the startup lock: the same refusal there.
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    test('on PostgreSQL too: refused before the job, opened after it', async () => {
      const temp = await createTempPostgresDatabase(baseUrl);
      try {
        const database = { kind: 'postgres', url: temp.url } as const;
        await assert.rejects(connectDatabase(database, { migrate: false }), PendingMigrationsError);
        await migrateJob({ DATABASE_URL: temp.url, SEED: 'false' });
        const connection = await connectDatabase(database, { migrate: false });
        await connection.close();
      } finally {
        await temp.drop();
      }
    });
  }
});
