import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { affectedPlan, readWorkspace } from '../lib/affected.mjs';

// The affected computation over a fake workspace (docs/deployment.md "Per-remote work loop").

const packages = [
  { name: '@x/shell', dir: 'hosts/shell', deps: ['@x/ui', '@x/federation'], scripts: ['build'] },
  { name: '@x/pay', dir: 'remotes/pay', deps: ['@x/ui', '@x/federation'], scripts: ['build'] },
  { name: '@x/docs', dir: 'remotes/docs', deps: ['@x/federation'], scripts: ['build'] },
  { name: '@x/ui', dir: 'shared/ui', deps: [], scripts: [] },
  { name: '@x/federation', dir: 'shared/federation', deps: [], scripts: [] },
  { name: '@x/server', dir: 'shared/server', deps: ['@x/federation'], scripts: ['test'] },
  { name: '@x/api', dir: 'services/api', deps: [], scripts: ['test'] },
  { name: '@x/e2e', dir: 'e2e', deps: ['@x/federation'], scripts: ['test'] },
];
const apps = {
  shell: { dir: 'hosts/shell' },
  pay: { dir: 'remotes/pay' },
  docs: { dir: 'remotes/docs' },
};
const specsByApp = {
  shell: ['tests/shell.spec.ts'],
  pay: ['tests/pay.spec.ts', 'tests/federation.spec.ts'],
  docs: ['tests/docs.spec.ts'],
};
const jestRoots = ['hosts/shell', 'remotes/pay', 'remotes/docs', 'shared/ui', 'shared/federation'];
const plan = (...changedFiles) =>
  affectedPlan({ changedFiles, packages, apps, specsByApp, jestRoots });

describe('affectedPlan', () => {
  it('a change inside one remote tests that remote only, with its flows and compat check', () => {
    const result = plan('remotes/pay/src/pix.tsx');
    assert.deepEqual(result.changed, ['@x/pay']);
    assert.deepEqual(result.apps, ['pay']);
    assert.deepEqual(result.remotes, ['pay']);
    assert.deepEqual(result.unitDirs, ['remotes/pay']);
    assert.deepEqual(result.e2eSpecs, ['tests/federation.spec.ts', 'tests/pay.spec.ts']);
    assert.deepEqual(result.nodeTests, []);
  });

  it('a change to a shared package reaches every package that depends on it', () => {
    const ui = plan('shared/ui/src/button.tsx');
    assert.deepEqual(ui.apps, ['shell', 'pay']);
    assert.deepEqual(ui.unitDirs, ['hosts/shell', 'remotes/pay', 'shared/ui']);
    const federation = plan('shared/federation/src/registry.ts');
    assert.deepEqual(federation.apps, ['shell', 'pay', 'docs']);
    assert.deepEqual(federation.nodeTests, ['@x/server'], 'the server depends on it too');
    assert.deepEqual(federation.remotes, ['pay', 'docs']);
  });

  it('a changed spec runs alone; other e2e files run every flow', () => {
    assert.deepEqual(plan('e2e/tests/docs.spec.ts').e2eSpecs, ['tests/docs.spec.ts']);
    assert.deepEqual(plan('e2e/tests/docs.spec.ts').apps, []);
    assert.equal(plan('e2e/support/session.ts').e2eSpecs.length, 4);
  });

  it('root build files affect everything; docs affect nothing; scripts and deploy have theirs', () => {
    const lockfile = plan('pnpm-lock.yaml');
    assert.equal(lockfile.affected.length, packages.length);
    assert.match(lockfile.notes[0], /pnpm-lock\.yaml: every package/);
    const docs = plan('docs/deployment.md', 'README.md');
    assert.deepEqual(
      [docs.affected, docs.e2eSpecs, docs.scripts, docs.deploy],
      [[], [], false, false],
    );
    assert.equal(plan('scripts/release.mjs').scripts, true);
    assert.equal(plan('deploy/check.sh').deploy, true);
    assert.deepEqual(plan('services/api/src/app.ts').nodeTests, ['@x/api']);
  });
});

describe('the real workspace', () => {
  const root = path.resolve(import.meta.dirname, '../..');

  it('is read with its workspace dependencies', () => {
    const workspace = readWorkspace(root);
    const payments = workspace.find((pkg) => pkg.name === '@arara/remote-payments');
    assert.equal(payments?.dir, 'remotes/payments');
    assert.ok(payments?.deps.includes('@arara/ui'));
    assert.ok(!payments?.deps.includes('react'));
  });

  it('maps every e2e spec to at least one app, and every app has its test script', () => {
    const map = JSON.parse(readFileSync(path.join(root, 'e2e/specs-by-app.json'), 'utf8'));
    const apps = JSON.parse(
      readFileSync(path.join(root, 'shared/federation/src/apps.json'), 'utf8'),
    );
    const mapped = new Set(
      Object.entries(map).flatMap(([key, specs]) => (key === '$comment' ? [] : specs)),
    );
    for (const spec of readdirSync(path.join(root, 'e2e/tests'))) {
      assert.ok(mapped.has(`tests/${spec}`), `${spec} is in e2e/specs-by-app.json`);
    }
    for (const spec of mapped)
      assert.ok(existsSync(path.join(root, 'e2e', spec)), `${spec} exists`);
    for (const [name, app] of Object.entries(apps)) {
      assert.ok(map[name], `${name} has its flows`);
      const scripts = JSON.parse(
        readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'),
      ).scripts;
      assert.equal(scripts.test, `node ../../scripts/app-test.mjs ${name}`);
    }
  });
});
