import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ZHealthResponse } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { connectDatabase, defaultPoolLimits, poolConfig } from '../src/db/client';
import { seedDatabase } from '../src/seeds/seed';
import { closeWithin } from '../src/lib/shutdown';
import {
  assertError,
  createTempPostgresDatabase,
  createTestApp,
  queryRows,
  type TestApp,
  useTestApp,
} from './helper';

describe('liveness and readiness', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: false });
  });
  after(async () => {
    await t.close().catch(() => {});
  });

  test('GET /ready answers 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    assert.equal(res.statusCode, 200);
    assert.equal(ZHealthResponse.parse(res.json()).status, 'ok');
  });

  test('the database gone: /ready is 503, /health (liveness) stays 200', async () => {
    // Stands in for a database that stopped answering.
    Object.assign(t.app.db, {
      execute: async () => {
        throw new Error('connection refused');
      },
    });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    assertError(ready, 503, { code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' });
    const live = await t.app.inject({ method: 'GET', url: '/health' });
    assert.equal(live.statusCode, 200);
  });
});

describe('shutdown', () => {
  test('a close that never finishes is abandoned after the timeout (exit code 1)', async () => {
    let timedOut = false;
    const started = Date.now();
    const code = await closeWithin(
      () => new Promise(() => {}),
      200,
      () => {
        timedOut = true;
      },
    );
    assert.equal(code, 1);
    assert.ok(timedOut);
    assert.ok(Date.now() - started < 2_000);
  });

  test('a clean close exits 0, a failing one 1', async () => {
    assert.equal(await closeWithin(async () => {}, 1_000), 0);
    assert.equal(
      await closeWithin(async () => {
        throw new Error('close failed');
      }, 1_000),
      1,
    );
  });
});

describe('timeouts', () => {
  const t = useTestApp({ seed: false, requestTimeoutMs: 1234, connectionTimeoutMs: 5678 });

  test('Fastify gets a request and a connection timeout (its default is none)', async () => {
    // initialConfig has requestTimeout at runtime; Fastify's type leaves it out.
    const configOf = (app: TestApp['app']) =>
      app.initialConfig as typeof app.initialConfig & { requestTimeout?: number };
    assert.equal(configOf(t.app).requestTimeout, 1234);
    assert.equal(t.app.initialConfig.connectionTimeout, 5678);
    const defaults = await createTestApp({ seed: false });
    try {
      assert.equal(configOf(defaults.app).requestTimeout, 30_000);
      assert.equal(defaults.app.initialConfig.connectionTimeout, 60_000);
    } finally {
      await defaults.close();
    }
  });

  test('the PostgreSQL pool gets connection, statement and idle-in-transaction timeouts', () => {
    const config = poolConfig('postgres://u@db:5432/arara', {
      max: 3,
      connectionTimeoutMillis: 100,
      statementTimeoutMillis: 200,
      idleInTransactionTimeoutMillis: 300,
    });
    assert.deepEqual(config, {
      connectionString: 'postgres://u@db:5432/arara',
      max: 3,
      connectionTimeoutMillis: 100,
      statement_timeout: 200,
      idle_in_transaction_session_timeout: 300,
    });
    assert.equal(poolConfig('postgres://u@db/arara').statement_timeout, 30_000);
    assert.deepEqual(defaultPoolLimits, {
      max: 10,
      connectionTimeoutMillis: 10_000,
      statementTimeoutMillis: 30_000,
      idleInTransactionTimeoutMillis: 60_000,
    });
  });

  // The server's view of the session settings: only PostgreSQL has them.
  if (process.env.DATABASE_URL) {
    test('PostgreSQL sessions run with the timeouts', async () => {
      const [row] = await queryRows<{ statement: string; idle: string }>(
        t.app.db,
        sql`select current_setting('statement_timeout') as statement,
                   current_setting('idle_in_transaction_session_timeout') as idle`,
      );
      assert.deepEqual(row, { statement: '30s', idle: '1min' });
    });
  }
});

// Several instances sharing one database: only PostgreSQL (PGlite is one process).
const baseUrl = process.env.DATABASE_URL;
if (baseUrl) {
  describe('startup on PostgreSQL', () => {
    test('two instances starting together migrate and seed once, one after the other', async () => {
      const temp = await createTempPostgresDatabase(baseUrl);
      const seeded: boolean[] = [];
      try {
        const start = () =>
          connectDatabase(
            { kind: 'postgres', url: temp.url },
            {
              afterMigrate: async (db) => {
                seeded.push(await seedDatabase(db));
              },
            },
          );
        const connections = await Promise.all([start(), start()]);
        assert.deepEqual(
          [...seeded].sort(),
          [false, true],
          'the second waited for the lock and found the seed',
        );
        const [row] = await queryRows<{ count: number }>(
          connections[0].db,
          sql`select count(*)::int as count from users where email = 'demo@arara.dev'`,
        );
        assert.equal(row?.count, 1);
        await Promise.all(connections.map((connection) => connection.close()));
      } finally {
        await temp.drop();
      }
    });
  });
}
