import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { buildRegistry, type TRemoteRegistry } from '@arara/federation/registry';
import type { FastifyInstance } from 'fastify';
import { createAppServer } from '../src/server';
import { registrySource, seedRegistryFile, writeRegistryFile } from '../src/registry-file';

const temp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

function distDir(): string {
  const dir = temp('arara-app-');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  return dir;
}

const servers: FastifyInstance[] = [];
after(async () => {
  for (const server of servers) await server.close();
});

async function shellServer(registryFile: string, releasesDir = temp('arara-releases-')) {
  const server = await createAppServer({
    NODE_ENV: 'development',
    PORT: 3999,
    HOST: '127.0.0.1',
    API_URL: 'http://127.0.0.1:9',
    SERVE_REGISTRY: 'true',
    ASSET_DELAY_MS: 0,
    distDir: distDir(),
    REGISTRY_FILE: registryFile,
    RELEASES_DIR: releasesDir,
  });
  servers.push(server);
  return server;
}

const movedPayments = (registry: TRemoteRegistry): TRemoteRegistry => ({
  ...registry,
  payments: {
    ...(registry.payments as TRemoteRegistry[string]),
    entry: 'https://cdn.example.com/payments/1.2.0+abc1234/mf-manifest.json',
    version: '1.2.0',
    buildId: 'abc1234',
  },
});

describe('the registry file', () => {
  it('is created from the environment, as buildRegistry does, when it does not exist', async () => {
    const file = path.join(temp('arara-registry-'), 'nested', 'remotes.json');
    const server = await shellServer(file);
    const served = await server.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['cache-control'], 'no-store');
    assert.deepEqual(JSON.parse(served.body), buildRegistry(process.env));
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), buildRegistry(process.env));
  });

  it('is never overwritten by the seeding once it exists', () => {
    const file = path.join(temp('arara-registry-'), 'remotes.json');
    writeRegistryFile(file, movedPayments(buildRegistry({})));
    assert.deepEqual(seedRegistryFile(file, {}), { created: false });
    assert.match(readFileSync(file, 'utf8'), /cdn\.example\.com/);
  });

  it('is served again after a change, with the CSP of its new origins, without a restart', async () => {
    const file = path.join(temp('arara-registry-'), 'remotes.json');
    const server = await shellServer(file);
    const before = await server.inject({ method: 'GET', url: '/' });
    assert.doesNotMatch(String(before.headers['content-security-policy']), /cdn\.example\.com/);

    writeRegistryFile(file, movedPayments(buildRegistry(process.env)));
    const served = await server.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(JSON.parse(served.body).payments.version, '1.2.0');
    assert.equal(served.body, readFileSync(file, 'utf8'), 'the file is served as it is');
    const page = await server.inject({ method: 'GET', url: '/pix' });
    assert.match(String(page.headers['content-security-policy']), /https:\/\/cdn\.example\.com/);
  });

  it('keeps the last good registry when the file is broken, and says so', () => {
    const file = path.join(temp('arara-registry-'), 'remotes.json');
    writeRegistryFile(file, movedPayments(buildRegistry({})));
    const messages: string[] = [];
    const current = registrySource(file, {}, { log: (message) => messages.push(message) });
    assert.equal(current().registry.payments?.version, '1.2.0');
    writeFileSync(file, '{ "payments": { "entry": "not a url" } ');
    assert.equal(current().registry.payments?.version, '1.2.0');
    assert.match(messages.join('\n'), /is not JSON/);
    writeFileSync(file, JSON.stringify({ payments: { entry: 'nope', prefixes: ['/pix'] } }));
    assert.equal(current().registry.payments?.version, '1.2.0');
    assert.match(messages.join('\n'), /is not a valid registry/);
  });
});

describe('the published releases', () => {
  it('are served under /releases/ with CORS, cached for good; the history is revalidated', async () => {
    const releases = temp('arara-releases-');
    mkdirSync(path.join(releases, 'payments', '1.0.0+abc'), { recursive: true });
    writeFileSync(path.join(releases, 'payments', '1.0.0+abc', 'mf-manifest.json'), '{"id":1}');
    writeFileSync(path.join(releases, 'payments', 'history.json'), '[]');
    const server = await shellServer(path.join(temp('arara-registry-'), 'r.json'), releases);

    const manifest = await server.inject({
      method: 'GET',
      url: '/releases/payments/1.0.0+abc/mf-manifest.json',
    });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.body, '{"id":1}');
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    assert.equal(manifest.headers['cache-control'], 'public, max-age=31536000, immutable');

    // The registry writes the `+` of a release folder as %2B.
    const encoded = await server.inject({
      method: 'GET',
      url: '/releases/payments/1.0.0%2Babc/mf-manifest.json',
    });
    assert.equal(encoded.statusCode, 200);
    assert.equal(encoded.body, '{"id":1}');

    const history = await server.inject({ method: 'GET', url: '/releases/payments/history.json' });
    assert.equal(history.headers['cache-control'], 'no-cache');
    const missing = await server.inject({ method: 'GET', url: '/releases/payments/9.9.9+x/a.js' });
    assert.equal(missing.statusCode, 404);
  });
});
