import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { ServeConfig } from '../src/config';
import { createAppServer } from '../src/server';

function distDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'arara-app-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dir, 'main.0123abcd.js'), 'console.log(1)');
  return dir;
}

async function headersOf(url: string, overrides: Partial<ServeConfig> = {}) {
  const app = await createAppServer({
    NODE_ENV: 'development',
    PORT: 3999,
    HOST: '127.0.0.1',
    API_URL: 'http://127.0.0.1:9',
    SERVE_REGISTRY: 'true',
    ASSET_DELAY_MS: 0,
    distDir: distDir(),
    // No registry file yet: the server seeds this one from the environment.
    REGISTRY_FILE: path.join(mkdtempSync(path.join(tmpdir(), 'arara-registry-')), 'remotes.json'),
    RELEASES_DIR: mkdtempSync(path.join(tmpdir(), 'arara-releases-')),
    ...overrides,
  });
  try {
    const response = await app.inject({ method: 'GET', url });
    return response.headers;
  } finally {
    await app.close();
  }
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  assert.equal(typeof header, 'string', 'no Content-Security-Policy header');
  return new Map(
    (header as string).split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe('the security headers of an app server', () => {
  for (const url of ['/', '/pix/deep/link', '/main.0123abcd.js', '/remotes.json']) {
    it(`sends a strict CSP, no framing and a Referrer-Policy on ${url}`, async () => {
      const headers = await headersOf(url);
      const csp = directives(headers['content-security-policy']);
      assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
      assert.deepEqual(csp.get('default-src'), ["'self'"]);
      assert.deepEqual(csp.get('object-src'), ["'none'"]);
      assert.equal(csp.get('script-src')?.includes("'unsafe-inline'"), false);
      assert.equal(csp.get('script-src')?.includes("'unsafe-eval'"), false);
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(headers['x-frame-options'], 'DENY');
      assert.equal(headers['x-content-type-options'], 'nosniff');
    });
  }

  it('lets scripts and fetches come from the remotes of the registry only', async () => {
    process.env.REMOTE_PAYMENTS_URL = 'https://payments.example.com/v2/';
    let csp: Map<string, string[]>;
    try {
      csp = directives((await headersOf('/'))['content-security-policy']);
    } finally {
      delete process.env.REMOTE_PAYMENTS_URL;
    }
    for (const directive of ['script-src', 'connect-src', 'style-src']) {
      const sources = csp.get(directive) ?? [];
      assert.ok(sources.includes('https://payments.example.com'), directive);
      assert.ok(sources.includes('http://localhost:3006'), `${directive}: the admin remote`);
      assert.equal(
        sources.some((source) => source === '*' || source.startsWith('https://evil')),
        false,
      );
    }
    assert.ok(csp.get('script-src')?.includes("'wasm-unsafe-eval'"));
  });

  it('sends HSTS in production only', async () => {
    assert.equal((await headersOf('/'))['strict-transport-security'], undefined);
    assert.equal(
      (await headersOf('/', { NODE_ENV: 'production' }))['strict-transport-security'],
      'max-age=31536000; includeSubDomains',
    );
  });
});
