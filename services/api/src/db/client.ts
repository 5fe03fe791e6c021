import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { nameStatements } from './named-statements';
import * as coreSchema from './schema';
import * as ledgerSchema from './schema-ledger';
import * as pixKeysSchema from './schema-pix-keys';
import * as cardsSchema from './schema-cards';

const schema = { ...coreSchema, ...ledgerSchema, ...pixKeysSchema, ...cardsSchema };

/** Limits of the PostgreSQL pool: no query, connection attempt or open transaction hangs on. */
export type PoolLimits = {
  max: number;
  /** Giving up on opening a connection (server down, pool exhausted) after this. */
  connectionTimeoutMillis: number;
  /** The server cancels a statement running longer (SET statement_timeout). */
  statementTimeoutMillis: number;
  /** The server ends a session idle inside a transaction longer (its locks go with it). */
  idleInTransactionTimeoutMillis: number;
};

export const defaultPoolLimits: PoolLimits = {
  max: 10,
  connectionTimeoutMillis: 10_000,
  statementTimeoutMillis: 30_000,
  idleInTransactionTimeoutMillis: 60_000,
};

export type DatabaseConfig =
  /** `dataDir` undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir?: string | undefined }
  | { kind: 'postgres'; url: string; pool?: PoolLimits | undefined };

/** The node-postgres Pool options for `url` with `limits`. */
export const poolConfig = (url: string, limits: PoolLimits = defaultPoolLimits): pg.PoolConfig => ({
  connectionString: url,
  max: limits.max,
  connectionTimeoutMillis: limits.connectionTimeoutMillis,
  statement_timeout: limits.statementTimeoutMillis,
  idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMillis,
});

/**
 * Key of the session advisory lock held while one API instance migrates and seeds: two
 * instances starting together would otherwise apply the same migration or seed twice.
 */
export const STARTUP_LOCK_KEY = 0x61726172; // 'arar'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection = {
  kind: DatabaseConfig['kind'];
  db: Db;
  close: () => Promise<void>;
};

export type ConnectOptions = {
  /**
   * Hears about pooled PostgreSQL connections the server closed (a restart, an administrator's
   * terminate), idle in the pool or lent to a request: the pool drops them and opens new ones;
   * a request that was using one fails with a 5xx and may be retried.
   */
  onConnectionError?: (error: Error) => void;
  /** Runs after the migrations, still under the startup lock (the seed). */
  afterMigrate?: (db: Db) => Promise<void>;
  /**
   * false: apply nothing (another process migrates: the `migrate` job of docker-compose.yml,
   * `node dist/migrate.mjs`) and refuse to open a database whose migrations are behind this
   * build's `drizzle/` folder. `afterMigrate` does not run either.
   */
  migrate?: boolean;
};

export class PendingMigrationsError extends Error {
  override name = 'PendingMigrationsError';
}

/**
 * Throws when the database lacks a migration of `drizzle/`: drizzle's migrator applies the files
 * newer than the last row of `drizzle.__drizzle_migrations`, so the newest row must be the newest
 * file.
 */
export async function assertMigrated(db: Db): Promise<void> {
  const files = readMigrationFiles({ migrationsFolder });
  const newest = Math.max(...files.map((file) => file.folderMillis));
  let applied = 0;
  try {
    const result = (await db.execute(
      sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { created_at: string | null }[] };
    applied = Number(result.rows[0]?.created_at ?? 0);
  } catch {
    // no migrations table: nothing applied
  }
  if (applied < newest) {
    const pending = files.filter((file) => file.folderMillis > applied).length;
    throw new PendingMigrationsError(
      `the database lacks ${pending} of the ${files.length} migrations: run the migrate job (node dist/migrate.mjs) first, or start with MIGRATE_ON_START=true`,
    );
  }
}

/** How often an on-disk PGlite database refreshes its planner statistics (keepStatistics). */
const PGLITE_ANALYZE_EVERY_MS = 10 * 60_000;

/**
 * PGlite has no autovacuum, so nothing ever ANALYZEs its tables: without statistics the planner
 * guesses every selectivity, and the merchant-wide statement of /home took 20-40 ms on the
 * seeded demo database instead of 3-8 ms. This stands in for autovacuum's ANALYZE: once at
 * start (after the migrations and the seed), in the background, then every
 * PGLITE_ANALYZE_EVERY_MS. ANALYZE samples at most 30,000 rows per table, so each run stays
 * bounded (~0.7 s on the demo database, queries wait behind it: PGlite runs one at a time).
 * Returns how to stop it; the run in flight is awaited. PostgreSQL's autovacuum does this
 * itself (docs/api.md "PGlite: planner statistics").
 */
function keepStatistics(client: PGlite, everyMs = PGLITE_ANALYZE_EVERY_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  // A failed ANALYZE leaves the previous statistics; the next run tries again.
  const analyze = () => {
    running = running.then(() => client.exec('ANALYZE')).catch(() => undefined);
  };
  analyze();
  const timer = setInterval(analyze, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Opens the database and applies the SQL migrations in `drizzle/` (same files for both), then
 * runs `afterMigrate`. On PostgreSQL both happen under a session advisory lock, so API
 * instances starting together take turns; an on-disk PGlite folder is claimed by one process
 * (data-dir-lock.ts), a second one is refused.
 */
export async function connectDatabase(
  config: DatabaseConfig,
  {
    onConnectionError = () => {},
    afterMigrate = async () => {},
    migrate = true,
  }: ConnectOptions = {},
): Promise<DatabaseConnection> {
  switch (config.kind) {
    case 'pglite': {
      let release = () => {};
      if (config.dataDir) {
        mkdirSync(config.dataDir, { recursive: true });
        // Before PGlite touches the folder: a second process on it would corrupt it.
        release = lockDataDir(config.dataDir);
      }
      // pg_trgm: the documents' search by part of a name (migration 0021, docs/documents.md).
      let client: PGlite;
      try {
        client = new PGlite({ dataDir: config.dataDir, extensions: { pg_trgm } });
      } catch (error) {
        release();
        throw error;
      }
      const db = drizzlePglite({ client, schema });
      try {
        if (migrate) {
          await migratePglite(db, { migrationsFolder });
          await afterMigrate(db);
        } else {
          await assertMigrated(db);
        }
      } catch (error) {
        await client.close();
        release();
        throw error;
      }
      // On disk only: an in-memory database is a test's, short-lived and small.
      const stopAnalyzing = config.dataDir ? keepStatistics(client) : async () => {};
      return {
        kind: 'pglite',
        db,
        close: async () => {
          await stopAnalyzing();
          await client.close();
          release();
        },
      };
    }
    case 'postgres': {
      const pool = new pg.Pool(poolConfig(config.url, config.pool));
      // Without a listener, a connection the server closes is an uncaught exception that ends
      // the process. node-postgres re-emits the error of an idle one on the pool, but a client
      // lent out (a transaction between two statements when PostgreSQL restarts) emits it on
      // itself only: each client gets its own listener, and the pool's is there for the
      // re-emitted copy (heard once, through the client's). The pool drops a broken client when
      // it is released.
      pool.on('error', () => {});
      pool.on('connect', (client) => {
        client.on('error', onConnectionError);
        nameStatements(client);
      });
      const db = drizzlePg({ client: pool, schema });
      try {
        if (!migrate) {
          await assertMigrated(db);
          return { kind: 'postgres', db, close: () => pool.end() };
        }
        // One pooled connection holds the lock and does the work: waiting for another
        // instance, a long migration or the seed are not cut by statement_timeout.
        const lock = await pool.connect();
        try {
          await lock.query('set statement_timeout = 0');
          await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            const locked = drizzlePg({ client: lock, schema });
            await migratePg(locked, { migrationsFolder });
            await afterMigrate(locked);
          } finally {
            await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
            await lock.query('reset statement_timeout');
          }
        } finally {
          lock.release();
        }
      } catch (error) {
        await pool.end();
        throw error;
      }
      return { kind: 'postgres', db, close: () => pool.end() };
    }
  }
}
