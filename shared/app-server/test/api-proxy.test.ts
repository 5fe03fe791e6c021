import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { API_UNAVAILABLE, createAppServer } from '../src/server';

/** A port nothing listens on: bound once to learn a free number, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function distDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'arara-app-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  return dir;
}

/** An app server (development settings) whose API_URL points at a port nothing listens on. */
async function appWithApiDown() {
  return createAppServer({
    PORT: 3999,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${await closedPort()}`,
    SERVE_REGISTRY: 'false',
    ASSET_DELAY_MS: 0,
    distDir: distDir(),
  });
}

describe('the /api proxy of an app server', () => {
  it('answers 503 with a retry hint, in the API error shape, while the API is not listening', async () => {
    const app = await appWithApiDown();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();

    assert.equal(response.statusCode, 503);
    assert.equal(response.headers['retry-after'], '2');
    assert.deepEqual(response.json(), {
      error: { code: API_UNAVAILABLE, message: 'The platform API is not reachable' },
    });
  });

  it('still serves the app itself while the API is down', async () => {
    const app = await appWithApiDown();
    const response = await app.inject({ method: 'GET', url: '/some/deep/link' });
    await app.close();

    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<title>app<\/title>/);
  });
});
