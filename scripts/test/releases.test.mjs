import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { publishRelease, ROOT, readStamp, rollbackRelease } from '../lib/releases.mjs';
import { s3ReleaseStorage } from '../lib/s3-releases.mjs';

// Release and rollback against a temporary releases folder and registry file, with fake
// builds: nothing is built here (docs/deployment.md "Release and rollback").

const temp = (prefix) => mkdtempSync(path.join(tmpdir(), prefix));

/** A fake remote build: its manifest carries the build stamp and a visible marker. */
function fakeDist(version, buildId, marker = version, shared = [], manifest = undefined) {
  const dir = temp('arara-dist-');
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: 'payments',
      shared,
      arara: {
        name: '@arara/remote-payments',
        version,
        buildId,
        builtAt: '2026-11-29T06:00:00Z',
        contract: 1,
        ...(manifest ? { manifest } : {}),
      },
    }),
  );
  mkdirSync(path.join(dir, 'static'));
  writeFileSync(
    path.join(dir, 'static', 'main.0123abcd.js'),
    `console.log(${JSON.stringify(marker)})`,
  );
  return dir;
}

function setup() {
  const releasesDir = temp('arara-releases-');
  const registryFile = path.join(temp('arara-registry-'), 'remotes.json');
  const base = {
    releasesDir,
    registryFile,
    baseUrl: 'http://localhost:3000/releases/',
    env: {},
    by: 'tester',
  };
  const release = (version, buildId, extra = {}, shared = [], manifest = undefined) => {
    const distDir = fakeDist(version, buildId, version, shared, manifest);
    const stamp = readStamp(distDir, { packageJson: {}, gitHead: () => 'unused' });
    return publishRelease({ ...base, app: 'payments', distDir, stamp, ...extra });
  };
  const rollback = (version) => rollbackRelease({ ...base, app: 'payments', version });
  const registry = () => JSON.parse(readFileSync(registryFile, 'utf8'));
  const history = () =>
    JSON.parse(readFileSync(path.join(releasesDir, 'payments', 'history.json'), 'utf8'));
  return { ...base, release, rollback, registry, history };
}

describe('the build stamp', () => {
  it('is read from mf-manifest.json, else from package.json and the commit', () => {
    const stamped = readStamp(fakeDist('1.0.0', 'abc1234'), {
      packageJson: {},
      gitHead: () => 'x',
    });
    assert.equal(stamped.version, '1.0.0');
    assert.equal(stamped.buildId, 'abc1234');
    assert.equal(stamped.source, 'mf-manifest.json');
    const bare = temp('arara-dist-');
    writeFileSync(path.join(bare, 'mf-manifest.json'), '{"id":"payments"}');
    const fallback = readStamp(bare, {
      packageJson: { name: '@arara/remote-payments', version: '0.3.0' },
      gitHead: () => 'def5678',
    });
    assert.deepEqual([fallback.version, fallback.buildId], ['0.3.0', 'def5678']);
  });
});

describe('pnpm release', () => {
  it('publishes an immutable folder, points the registry at it and records who and when', async () => {
    const t = setup();
    const { id, folder } = await t.release('1.0.0', 'abc1234');
    assert.equal(id, '1.0.0+abc1234');
    assert.equal(folder, path.join(t.releasesDir, 'payments', '1.0.0+abc1234'));
    assert.ok(existsSync(path.join(folder, 'static', 'main.0123abcd.js')));

    const payments = t.registry().payments;
    assert.equal(
      payments.entry,
      'http://localhost:3000/releases/payments/1.0.0%2Babc1234/mf-manifest.json',
    );
    assert.equal(payments.version, '1.0.0');
    assert.equal(payments.buildId, 'abc1234');
    assert.ok(payments.prefixes.includes('/pix'));
    assert.deepEqual(payments.publicPaths, ['/pix/:transactionId']);
    // The other remotes are what the environment gives (the file was created from it).
    assert.equal(t.registry().accounts.entry, 'http://localhost:3002/mf-manifest.json');

    const [record] = t.history();
    assert.equal(record.action, 'release');
    assert.equal(record.by, 'tester');
    assert.equal(record.from.entry, 'http://localhost:3001/mf-manifest.json');
    assert.match(record.at, /^\d{4}-\d\d-\d\dT/);
  });

  it("points the registry at the routes the build's own manifest declares; a rollback restores the earlier ones", async () => {
    const t = setup();
    await t.release('1.0.0', 'abc1234');
    const manifest = { prefixes: ['/pix', '/payouts'], publicPaths: ['/pix/:transactionId'] };
    await t.release('1.1.0', 'def5678', {}, [], manifest);

    assert.deepEqual(t.registry().payments.prefixes, ['/pix', '/payouts']);
    assert.deepEqual(t.history()[1].prefixes, ['/pix', '/payouts']);
    await t.rollback();
    assert.ok(t.registry().payments.prefixes.includes('/between-accounts'));
    assert.equal(t.registry().payments.prefixes.includes('/payouts'), false);
  });

  it('refuses to publish the same version and build twice', async () => {
    const t = setup();
    await t.release('1.0.0', 'abc1234');
    await assert.rejects(t.release('1.0.0', 'abc1234'), /already released .*immutable/);
    assert.equal(t.history().length, 1);
  });

  it('refuses a stamp that is not a folder name', async () => {
    const t = setup();
    await assert.rejects(t.release('../1', 'x'), /is not a release id/);
  });

  it('publishes the shell without touching the registry', async () => {
    const t = setup();
    const distDir = temp('arara-dist-');
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
    const { folder } = await publishRelease({
      ...t,
      app: 'shell',
      distDir,
      stamp: { version: '2.0.0', buildId: 'fff0000' },
    });
    assert.ok(existsSync(path.join(folder, 'index.html')));
    assert.equal(existsSync(t.registryFile), false);
  });
});

describe('a remote the released shell cannot run', () => {
  const needsUi11 = [{ name: '@arara/ui/core', version: '1.1.0', requiredVersion: '^1.1.0' }];
  function withReleasedShell(t, uiVersion) {
    const shellDir = path.join(t.releasesDir, 'shell', `${uiVersion}+aaa0000`);
    mkdirSync(shellDir, { recursive: true });
    writeFileSync(
      path.join(shellDir, 'mf-manifest.json'),
      JSON.stringify({ id: 'shell', shared: [{ name: '@arara/ui/core', version: uiVersion }] }),
    );
  }

  it('is refused, and nothing is published or pointed at', async () => {
    const t = setup();
    withReleasedShell(t, '1.0.0');
    await assert.rejects(
      t.release('1.1.0', 'bbb1111', {}, needsUi11),
      /cannot run in the shell users have \(release 1\.0\.0\+aaa0000\):\n {2}- @arara\/ui\/core: the remote requires \^1\.1\.0, the shell provides 1\.0\.0\nRelease the shell first/,
    );
    assert.equal(existsSync(path.join(t.releasesDir, 'payments', '1.1.0+bbb1111')), false);
    assert.equal(existsSync(t.registryFile), false);
  });

  it('is released once the shell providing what it needs is released, or with --force', async () => {
    const t = setup();
    withReleasedShell(t, '1.0.0');
    await t.release('1.1.0', 'bbb1111', { force: true }, needsUi11);
    assert.equal(t.registry().payments.version, '1.1.0');
    withReleasedShell(t, '1.1.0');
    await t.release('1.2.0', 'ccc2222', {}, needsUi11);
    assert.equal(t.registry().payments.version, '1.2.0');
  });
});

describe('pnpm rollback', () => {
  it('points the registry back at the previous release, keeping every folder', async () => {
    const t = setup();
    await t.release('1.0.0', 'aaa1111');
    await t.release('1.1.0', 'bbb2222');
    assert.equal(t.registry().payments.version, '1.1.0');
    assert.equal(t.history()[1].from.version, '1.0.0');

    const { target } = await t.rollback();
    assert.equal(target.id, '1.0.0+aaa1111');
    assert.equal(t.registry().payments.version, '1.0.0');
    assert.match(t.registry().payments.entry, /\/payments\/1\.0\.0%2Baaa1111\/mf-manifest\.json$/);
    assert.ok(
      existsSync(path.join(t.releasesDir, 'payments', '1.1.0+bbb2222', 'mf-manifest.json')),
    );
    const last = t.history().at(-1);
    assert.deepEqual(
      [last.action, last.from.version, last.version],
      ['rollback', '1.1.0', '1.0.0'],
    );

    // Forward again by version; then nothing older than the first release.
    await t.rollback('1.1.0');
    assert.equal(t.registry().payments.version, '1.1.0');
    await t.rollback('1.0.0+aaa1111');
    await assert.rejects(t.rollback(), /first release: nothing to roll back to/);
  });

  it('refuses an unknown version, naming the released ones', async () => {
    const t = setup();
    await t.release('1.0.0', 'aaa1111');
    await assert.rejects(t.rollback('0.9.0'), /no release "0\.9\.0"\. Released: 1\.0\.0\+aaa1111/);
    await assert.rejects(t.rollback('1.0.0'), /already on 1\.0\.0\+aaa1111/);
  });

  it('refuses a remote without releases and the shell', async () => {
    const t = setup();
    await assert.rejects(t.rollback(), /has no releases/);
    await assert.rejects(rollbackRelease({ ...t, app: 'shell' }), /not loaded from the registry/);
  });
});

describe('releases in an S3-compatible bucket (s3rver)', () => {
  const require = createRequire(path.join(ROOT, 'services/api/package.json'));
  let server;
  let storage;
  before(async () => {
    const S3rver = require('s3rver');
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: temp('arara-s3-'),
      configureBuckets: [{ name: 'releases' }],
    });
    const { port } = await server.run();
    storage = await s3ReleaseStorage({
      bucket: 'releases',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  after(async () => {
    storage?.destroy();
    await server?.close();
  });

  it('uploads the folder, points the registry at the bucket and refuses a second upload', async () => {
    const t = setup();
    await t.release('1.0.0', 'abc1234', { storage });
    const entry = t.registry().payments.entry;
    assert.equal(entry, `${storage.baseUrl}/payments/1.0.0%2Babc1234/mf-manifest.json`);
    const manifest = await fetch(entry);
    assert.equal(manifest.status, 200);
    assert.equal((await manifest.json()).arara.version, '1.0.0');
    const chunk = await fetch(entry.replace('mf-manifest.json', 'static/main.0123abcd.js'));
    assert.equal(await chunk.text(), 'console.log("1.0.0")');

    // A second machine (empty local folder) cannot overwrite the bucket's release either.
    const other = setup();
    await assert.rejects(
      other.release('1.0.0', 'abc1234', { storage }),
      /already released in s3:\/\/releases/,
    );
  });
});
