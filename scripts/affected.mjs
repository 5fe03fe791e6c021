#!/usr/bin/env node
// `pnpm test:affected [--base <ref>] [--no-e2e] [--dry-run]` (docs/deployment.md "Per-remote
// work loop"): the tests of what changed since `base` (default: origin/main, else main) — the
// changed workspace packages and every package that depends on them — plus the compatibility
// check of the affected remotes. `npm test` (CI on main) still runs everything.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { affectedPlan, readWorkspace } from './lib/affected.mjs';
import {
  APPS,
  jestRoots,
  ROOT,
  run,
  runCompat,
  runE2e,
  runJest,
  SPECS_BY_APP,
  step,
} from './lib/run-tests.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};

const git = (...gitArgs) =>
  execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

function defaultBase() {
  for (const ref of ['origin/main', 'main']) {
    try {
      git('rev-parse', '--verify', '--quiet', ref);
      return ref;
    } catch {
      // try the next one
    }
  }
  throw new Error('No origin/main or main: pass --base <ref>');
}

/** Whether the root package.json differs from the base's in its `scripts` only. */
function onlyRootScriptsChanged(mergeBase) {
  const withoutScripts = (text) => JSON.stringify({ ...JSON.parse(text), scripts: undefined });
  const before = git('show', `${mergeBase}:package.json`).join('\n');
  return withoutScripts(before) === withoutScripts(readFileSync(`${ROOT}/package.json`, 'utf8'));
}

/** Committed since the merge base, plus what is staged, modified or new in the work tree. */
function changedFiles(base) {
  const [mergeBase] = git('merge-base', base, 'HEAD');
  const files = [
    ...new Set([
      ...git('diff', '--name-only', `${mergeBase}...HEAD`),
      ...git('diff', '--name-only', 'HEAD'),
      ...git('ls-files', '--others', '--exclude-standard'),
    ]),
  ].sort();
  // The root scripts are repository scripts, not something every package is built with.
  return files.map((file) =>
    file === 'package.json' && onlyRootScriptsChanged(mergeBase)
      ? 'scripts/ (root package.json scripts)'
      : file,
  );
}

async function main() {
  const base = option('--base') ?? defaultBase();
  const files = changedFiles(base);
  const plan = affectedPlan({
    changedFiles: files,
    packages: readWorkspace(ROOT),
    apps: APPS,
    specsByApp: SPECS_BY_APP,
    jestRoots: await jestRoots(),
  });
  const list = (items) => (items.length > 0 ? items.join(', ') : 'none');
  console.log(`Changed since ${base}: ${files.length} file(s)`);
  for (const note of plan.notes) console.log(`  ${note}`);
  console.log(`Changed packages:  ${list(plan.changed)}`);
  console.log(`Affected packages: ${list(plan.affected)}`);
  console.log(`Affected apps:     ${list(plan.apps)}`);
  console.log(`e2e flows:         ${list(plan.e2eSpecs)}`);
  const compat = existsSync(`${ROOT}/scripts/compat-check.mjs`)
    ? ''
    : ' (scripts/compat-check.mjs does not exist yet: skipped)';
  console.log(`Compat checks:     ${list(plan.remotes)}${plan.remotes.length > 0 ? compat : ''}`);
  if (flag('--dry-run')) return;

  if (plan.scripts) {
    step('Repository scripts (node:test)');
    await run(process.execPath, ['--test', 'scripts/checks/', 'scripts/test/']);
  }
  if (plan.unitDirs.length > 0) await runJest(plan.unitDirs);
  for (const name of plan.nodeTests) {
    step(`${name}: its test script`);
    await run('pnpm', ['--filter', name, 'test'], {
      env: { ...process.env, ...(name === '@arara/api' ? { DATABASE_URL: '' } : {}) },
    });
  }
  if (plan.deploy) {
    step('Deployment description (deploy/check.sh)');
    await run('bash', ['deploy/check.sh']);
  }
  await runCompat(plan.remotes);
  if (plan.e2eSpecs.length > 0 && !flag('--no-e2e')) {
    await runE2e(plan.e2eSpecs, { build: plan.apps });
  }
  if (Object.values(plan).every((value) => !value || value.length === 0)) {
    console.log('\nNothing to test: no package changed.');
  }
}

main().catch((error) => {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
});
