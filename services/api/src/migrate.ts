// The one-shot migrate job (`node dist/migrate.mjs`, the `migrate` service of docker-compose.yml):
// applies the SQL migrations of drizzle/, seals secrets stored before encryption at rest and seeds
// when the configuration asks for it — what an API start does with MIGRATE_ON_START=true (the
// default), under the same advisory lock, with the same environment — then exits: 0 when the
// database is ready for API replicas started with MIGRATE_ON_START=false, 1 otherwise.
import { ConfigError, parseConfig } from './config';
import { connectDatabase } from './db/client';
import { configureProviderCredentials } from './lib/provider-credentials';
import { configureTotpEncryption } from './lib/totp-encryption';
import { afterMigrations } from './plugins/db';
import { seedDatabase } from './seeds/seed';
import { createObjectStorage } from './services/files';

async function main(): Promise<void> {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const { app } = config;
  configureTotpEncryption(app.totpEncryptionKey);
  configureProviderCredentials(app.providerCredentialsKey);
  const started = Date.now();
  let seeded = false;
  const connection = await connectDatabase(app.database, {
    onConnectionError: (error) => console.warn('database connection closed by the server:', error),
    afterMigrate: async (db) => {
      // The seed stores the onboarding documents: in the storage the API reads them from.
      const seed = app.seed
        ? async (locked: typeof db) =>
            seedDatabase(
              locked,
              app.fileStorage ? await createObjectStorage(app.fileStorage) : undefined,
            )
        : undefined;
      seeded = await afterMigrations(db, seed);
    },
  });
  await connection.close();
  const where = app.database.kind === 'pglite' ? `PGlite at ${app.database.dataDir}` : 'PostgreSQL';
  console.log(
    `Migrated ${where} in ${Date.now() - started} ms${seeded ? ', seeded the demo accounts' : ''}`,
  );
}

main().catch((error: unknown) => {
  console.error('Migration failed:', error);
  process.exit(1);
});
