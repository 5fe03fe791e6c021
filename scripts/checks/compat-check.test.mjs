// scripts/compat-check.mjs (static part) and scripts/check-changesets.mjs on fixtures: the checks
// must fail on a real incompatibility, not only pass (docs/federation.md "Compatibility").
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { missingChangesets, packagesInChangeset, sharedPackages } from '../check-changesets.mjs';
import { checkCompatibility, findReleasedShell } from '../compat-check.mjs';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'compat');
const fixture = (name) => JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8'));
const SCRIPT = path.join(import.meta.dirname, '..', 'compat-check.mjs');

test('a remote built against @arara/ui 1.1.0 is refused by a shell providing 1.0.0, naming the package and both versions', () => {
  assert.deepEqual(checkCompatibility(fixture('payments-ui-1.1.0'), fixture('shell-1.0.0')), [
    '@arara/ui/core: the remote requires ^1.1.0, the shell provides 1.0.0',
    'shell contract: the remote was built against 1.1.0, the shell provides 1.0.0',
  ]);
});

test('a remote built against what the shell provides passes, and so does an older remote in a newer shell', () => {
  assert.deepEqual(checkCompatibility(fixture('payments-ui-1.0.0'), fixture('shell-1.0.0')), []);
  const newerShell = fixture('shell-1.0.0');
  newerShell.shared = newerShell.shared.map((entry) =>
    entry.name === '@arara/ui/core' ? { ...entry, version: '1.1.0' } : entry,
  );
  newerShell.arara.contract = '1.1.0';
  assert.deepEqual(checkCompatibility(fixture('payments-ui-1.0.0'), newerShell), []);
  assert.deepEqual(checkCompatibility(fixture('payments-ui-1.1.0'), newerShell), []);
});

test('a shared package the shell does not provide, or a new major, is reported', () => {
  const remote = fixture('payments-ui-1.0.0');
  remote.shared.push({ name: '@arara/charts', version: '1.0.0', requiredVersion: '^1.0.0' });
  remote.shared[1] = { ...remote.shared[1], version: '2.0.0', requiredVersion: '^2.0.0' };
  assert.deepEqual(checkCompatibility(remote, fixture('shell-1.0.0')), [
    '@arara/ui/core: the remote requires ^2.0.0, the shell provides 1.0.0',
    '@arara/charts: the remote requires ^1.0.0, the shell provides none',
  ]);
});

test('a remote built with another minor of Module Federation than the shell runs is reported; another patch is not', () => {
  const withPlugin = (manifest, pluginVersion) => ({
    ...manifest,
    metaData: { ...manifest.metaData, pluginVersion },
  });
  const shell = withPlugin(fixture('shell-1.0.0'), '2.9.2');
  assert.deepEqual(checkCompatibility(withPlugin(fixture('payments-ui-1.0.0'), '2.10.0'), shell), [
    'federation runtime: the remote was built with Module Federation 2.10.0, the shell runs 2.9.2',
  ]);
  assert.deepEqual(
    checkCompatibility(withPlugin(fixture('payments-ui-1.0.0'), '2.9.5'), shell),
    [],
  );
});

test('the released shell is the newest version under releases/shell/, the newest build of it first', () => {
  const releases = mkdtempSync(path.join(tmpdir(), 'arara-releases-'));
  const publish = (entry, mtime) => {
    const dir = path.join(releases, 'shell', entry);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    utimesSync(dir, mtime, mtime);
    return dir;
  };
  assert.equal(findReleasedShell(releases), undefined);
  publish('1.2.0+aaa', 100);
  publish('1.10.0+bbb', 50);
  const newest = publish('1.10.0+ccc', 200);
  publish('not-a-version', 300);
  assert.deepEqual(findReleasedShell(releases), { dist: newest, label: 'release 1.10.0+ccc' });
});

test('the command exits 1 with one line per problem on the incompatible pair, 0 on the compatible one', () => {
  const cli = (remote) =>
    spawnSync(
      process.execPath,
      [
        SCRIPT,
        '--manifests',
        path.join(FIXTURES, `${remote}.json`),
        path.join(FIXTURES, 'shell-1.0.0.json'),
      ],
      { encoding: 'utf8' },
    );
  const refused = cli('payments-ui-1.1.0');
  assert.equal(refused.status, 1);
  assert.match(
    refused.stderr,
    /✗ @arara\/ui\/core: the remote requires \^1\.1\.0, the shell provides 1\.0\.0/,
  );
  assert.equal(cli('payments-ui-1.0.0').status, 0);
  const usage = spawnSync(process.execPath, [SCRIPT, 'no-such-remote'], { encoding: 'utf8' });
  assert.equal(usage.status, 2);
  assert.match(usage.stderr, /Usage: pnpm compat-check/);
});

test('a shared package changed without a changeset fails the changeset check; tests and other packages do not', () => {
  const packages = sharedPackages();
  assert.deepEqual([...packages.keys()].sort(), [
    '@arara/api-client',
    '@arara/federation',
    '@arara/i18n',
    '@arara/session',
    '@arara/ui',
  ]);
  const changedFiles = [
    'shared/ui/src/components/alert.tsx',
    'shared/session/src/__tests__/store.test.ts',
    'shared/contracts/src/index.ts',
    'remotes/payments/src/index.ts',
  ];
  assert.deepEqual(missingChangesets({ changedFiles, changesets: [], packages }), [
    { name: '@arara/ui', files: ['shared/ui/src/components/alert.tsx'] },
  ]);
  const changeset = '---\n"@arara/ui": minor\n---\n\nAlert takes an icon.\n';
  assert.deepEqual(packagesInChangeset(changeset), ['@arara/ui']);
  assert.deepEqual(missingChangesets({ changedFiles, changesets: [changeset], packages }), []);
});
