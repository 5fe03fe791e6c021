import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, parseConfig } from '../src/config';
import { defaultDataDir } from '../src/paths';

describe('config', () => {
  test('defaults', () => {
    const config = parseConfig({});
    assert.equal(config.port, 4000);
    assert.equal(config.host, '0.0.0.0');
    assert.deepEqual(config.app.database, { kind: 'pglite', dataDir: defaultDataDir });
    assert.match(defaultDataDir, /\.data\/pglite$/);
    assert.equal(config.app.auth.accessTokenTtl, 900);
    assert.equal(config.app.auth.refreshTokenTtl, 30 * 24 * 60 * 60);
    assert.equal(config.app.seed, true);
    assert.equal(config.app.corsOrigins.length, 7);
    assert.equal(config.app.corsOrigins[6], 'http://localhost:3006');
  });

  test('DATABASE_URL switches to PostgreSQL; SEED=false disables the seed', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://u@localhost:5432/db', SEED: 'false' });
    assert.deepEqual(config.app.database, {
      kind: 'postgres',
      url: 'postgres://u@localhost:5432/db',
    });
    assert.equal(config.app.seed, false);
  });

  test('production requires JWT_SECRET', () => {
    assert.throws(
      () => parseConfig({ NODE_ENV: 'production' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /JWT_SECRET: is required when NODE_ENV=production/);
        return true;
      },
    );
    const ok = parseConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    assert.equal(ok.app.auth.jwtSecret, 'x'.repeat(32));
  });

  test('a bad value names the variable', () => {
    assert.throws(() => parseConfig({ PORT: 'eighty' }), /PORT:/);
    assert.throws(() => parseConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL:/);
  });
});
