import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { nameStatements } from './named-statements';
import * as coreSchema from './schema';
import * as ledgerSchema from './schema-ledger';
import * as pixCardsSchema from './schema-pix-cards';

const schema = { ...coreSchema, ...ledgerSchema, ...pixCardsSchema };

export type DatabaseConfig =
  /** `dataDir` undefined = in memory (tests). */
  { kind: 'pglite'; dataDir?: string | undefined } | { kind: 'postgres'; url: string };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection = {
  kind: DatabaseConfig['kind'];
  db: Db;
  close: () => Promise<void>;
};

/**
 * Opens the database and applies the SQL migrations in `drizzle/` (same files for both).
 * `onIdleClientError` hears about pooled PostgreSQL connections the server closed while idle
 * (a restart, an administrator's terminate): the pool drops them and opens new ones.
 */
export async function connectDatabase(
  config: DatabaseConfig,
  onIdleClientError: (error: Error) => void = () => {},
): Promise<DatabaseConnection> {
  switch (config.kind) {
    case 'pglite': {
      if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
      const client = config.dataDir ? new PGlite(config.dataDir) : new PGlite();
      const db = drizzlePglite({ client, schema });
      try {
        await migratePglite(db, { migrationsFolder });
      } catch (error) {
        await client.close();
        throw error;
      }
      return { kind: 'pglite', db, close: () => client.close() };
    }
    case 'postgres': {
      const pool = new pg.Pool({ connectionString: config.url, max: 10 });
      // Without a listener, an idle connection closed by the server is an uncaught exception
      // that ends the process (node-postgres re-emits it on the pool).
      pool.on('error', onIdleClientError);
      pool.on('connect', nameStatements);
      const db = drizzlePg({ client: pool, schema });
      try {
        await migratePg(db, { migrationsFolder });
      } catch (error) {
        await pool.end();
        throw error;
      }
      return { kind: 'postgres', db, close: () => pool.end() };
    }
  }
}
