import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { recordFigures } from './figures';
import { RESILIENCE_DIR } from './services';

// docs/reliability.md "PostgreSQL restarted": a burst of transfers through the API while the
// PostgreSQL server of scripts/with-postgres.sh (CI's) is stopped and started again. No browser:
// services/api/resilience/postgres-restart.ts sends them and checks the ledger.

const API_DIR = path.resolve(import.meta.dirname, '../../services/api');
const SKIPPED = !process.env.DATABASE_URL || !process.env.WITH_POSTGRES_CONTROL;

test('PostgreSQL restarted during a burst of idempotent transfers: none lost, none doubled, the ledger balances', async () => {
  if (SKIPPED) {
    console.log(
      '[resilience] PostgreSQL restart skipped: it needs the server of scripts/with-postgres.sh (DATABASE_URL and WITH_POSTGRES_CONTROL), e.g. scripts/with-postgres.sh npm run test:resilience; the embedded PGlite has no server to restart.',
    );
  }
  test.skip(SKIPPED, 'needs the PostgreSQL of scripts/with-postgres.sh');
  test.setTimeout(180_000);
  mkdirSync(RESILIENCE_DIR, { recursive: true });
  const output = path.join(RESILIENCE_DIR, 'postgres-restart.json');
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'resilience/postgres-restart.ts', output],
    { cwd: API_DIR, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`postgres-restart.ts failed:\n${error.stderr ?? ''}\n${error.stdout ?? ''}`);
  });
  const figures = JSON.parse(readFileSync(output, 'utf8')) as Record<string, unknown>;
  expect(figures).toMatchObject({ database: 'postgres', lost: 0, doubled: 0, invariants: 'ok' });
  recordFigures('postgres restart', figures);
});
