#!/usr/bin/env node
// `pnpm compat-check <remote>`: can this build of a remote run in the shell users have?
//   1. static: every shared package the remote's dist/mf-manifest.json requires (requiredVersion)
//      is satisfied by the version the released shell's dist/mf-manifest.json provides, and the
//      remote's contract is one the shell provides (docs/federation.md "Compatibility");
//   2. browser: the remote's e2e flows (e2e/tests/<remote>.spec.ts) in Chromium, the remote's
//      new build in the released shell, then in the current one.
// The released shell: the newest build under .data/releases/shell/ (`pnpm release`), else the shell
// rebuilt from the newest release/shell/* tag in a temporary git worktree, else the current
// build (said so). Options:
//   --all            every remote (static part only unless --browser names one)
//   --static-only    no browser part
//   --current-shell  compare with hosts/shell/dist instead of the released shell
//   --released-only  browser part against the released shell only (the current shell's e2e
//                    already ran in `npm test`)
// `pnpm compat-check --manifests <remote mf-manifest.json> <shell mf-manifest.json>`: the static
// check of two manifests (e.g. a remote's build against a shell published elsewhere).
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';

const ROOT = path.resolve(import.meta.dirname, '..');
const APPS = JSON.parse(readFileSync(path.join(ROOT, 'shared/federation/src/apps.json'), 'utf8'));
const REMOTES = Object.keys(APPS).filter((name) => name !== 'shell');
const CURRENT_SHELL = path.join(ROOT, APPS.shell.dir, 'dist');

export function readManifest(distDir) {
  const file = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the app first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * What stops `remote` (a parsed mf-manifest.json) from running in `shell`: one message per
 * shared package whose required range the shell's version does not satisfy, or that the shell
 * does not provide, one for a contract the shell does not provide, and one for a federation
 * runtime of another minor (the remote runs on the shell's). Empty when compatible.
 */
export function checkCompatibility(remote, shell) {
  const provided = new Map((shell.shared ?? []).map((entry) => [entry.name, entry.version]));
  const problems = [];
  for (const { name, requiredVersion } of remote.shared ?? []) {
    if (!requiredVersion) continue;
    const version = provided.get(name);
    if (version === undefined) {
      problems.push(`${name}: the remote requires ${requiredVersion}, the shell provides none`);
    } else if (!semver.satisfies(version, requiredVersion)) {
      problems.push(
        `${name}: the remote requires ${requiredVersion}, the shell provides ${version}`,
      );
    }
  }
  const wanted = remote.arara?.contract;
  const offered = shell.arara?.contract;
  if (wanted && offered && !semver.satisfies(offered, `^${wanted}`)) {
    problems.push(
      `shell contract: the remote was built against ${wanted}, the shell provides ${offered}`,
    );
  }
  // The remote runs on the shell's federation runtime (contract 1.1): same major and minor.
  const built = remote.metaData?.pluginVersion;
  const runs = shell.metaData?.pluginVersion;
  if (
    built &&
    runs &&
    (semver.major(built) !== semver.major(runs) || semver.minor(built) !== semver.minor(runs))
  ) {
    problems.push(
      `federation runtime: the remote was built with Module Federation ${built}, the shell runs ${runs}`,
    );
  }
  return problems;
}

/** The newest build under .data/releases/shell/<version>+<buildId>/ (or RELEASES_DIR, as `pnpm release`). */
export function findReleasedShell(
  releasesDir = process.env.RELEASES_DIR || path.join(ROOT, '.data', 'releases'),
) {
  const dir = path.join(releasesDir, 'shell');
  if (!existsSync(dir)) return undefined;
  const builds = readdirSync(dir)
    .map((entry) => {
      const [version] = entry.split('+');
      const base = path.join(dir, entry);
      const dist = [base, path.join(base, 'dist')].find((candidate) =>
        existsSync(path.join(candidate, 'mf-manifest.json')),
      );
      return { entry, version, dist, mtime: statSync(base).mtimeMs };
    })
    .filter((build) => build.dist && semver.valid(build.version));
  builds.sort((a, b) => semver.rcompare(a.version, b.version) || b.mtime - a.mtime);
  const [newest] = builds;
  return newest && { dist: newest.dist, label: `release ${newest.entry}` };
}

function git(args, cwd = ROOT) {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/** The newest release/shell/<version> tag, if any. */
function newestShellTag() {
  const tags = git(['tag', '--list', 'release/shell/*'])
    .split('\n')
    .filter((tag) => semver.valid(tag.slice('release/shell/'.length)));
  tags.sort((a, b) => semver.rcompare(a.slice(14), b.slice(14)));
  return tags[0];
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Builds the shell of `tag` in a temporary worktree; its dist is kept under .data/compat/. */
async function buildShellAt(tag) {
  const target = path.join(ROOT, '.data', 'compat', tag.replaceAll('/', '-'));
  if (existsSync(path.join(target, 'mf-manifest.json'))) return target;
  const worktree = mkdtempSync(path.join(tmpdir(), 'arara-shell-'));
  console.log(`Building the shell of ${tag} in ${worktree}`);
  git(['worktree', 'add', '--detach', worktree, tag]);
  try {
    await run('pnpm', ['install', '--offline', '--frozen-lockfile'], { cwd: worktree });
    await run('pnpm', ['--filter', '@arara/shell', 'run', 'build'], {
      cwd: worktree,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(worktree, APPS.shell.dir, 'dist'), target, { recursive: true });
  } finally {
    git(['worktree', 'remove', '--force', worktree]);
  }
  return target;
}

/** The shell users have: a published build, else one rebuilt from the last release tag. */
export async function releasedShell() {
  const published = findReleasedShell();
  if (published) return published;
  const tag = newestShellTag();
  if (tag) return { dist: await buildShellAt(tag), label: `${tag} (rebuilt)` };
  console.log(
    'No released shell (no releases/shell/ build, no release/shell/* tag): using the current shell build.',
  );
  return { dist: CURRENT_SHELL, label: 'current shell (no release yet)' };
}

function staticCheck(remote, shell) {
  const problems = checkCompatibility(
    readManifest(path.join(ROOT, APPS[remote].dir, 'dist')),
    readManifest(shell.dist),
  );
  if (problems.length === 0) {
    console.log(`✓ ${remote}: every shared package it requires is provided by the ${shell.label}`);
    return true;
  }
  for (const problem of problems) console.error(`✗ ${remote} in the ${shell.label}: ${problem}`);
  return false;
}

/**
 * An app folder for the app server (it serves `<app folder>/dist`) holding `shell`'s build:
 * e2e's shell server runs there when E2E_SHELL_DIR is set.
 */
function servedShellDir(shell) {
  if (shell.dist === CURRENT_SHELL) return undefined;
  const dir = path.join(ROOT, '.data', 'compat', 'served', APPS.shell.dir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(path.join(ROOT, APPS.shell.dir, 'package.json'), path.join(dir, 'package.json'));
  cpSync(shell.dist, path.join(dir, 'dist'), { recursive: true });
  return dir;
}

/** The remote's e2e flows, the shell served from `shell.dist`, the remote from its dist. */
async function browserCheck(remote, shell) {
  const spec = `tests/${remote}.spec.ts`;
  if (!existsSync(path.join(ROOT, 'e2e', spec)))
    throw new Error(`No e2e flows for ${remote} (e2e/${spec})`);
  console.log(`\n▶ ${remote}'s e2e flows in the ${shell.label}`);
  const started = Date.now();
  const shellDir = servedShellDir(shell);
  await run('pnpm', ['--filter', '@arara/e2e', 'exec', 'playwright', 'test', spec], {
    env: {
      ...process.env,
      CI: 'true',
      DATABASE_URL: '',
      ...(shellDir ? { E2E_SHELL_DIR: shellDir } : {}),
    },
  });
  console.log(`${remote} in the ${shell.label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function checkManifests(remoteFile, shellFile) {
  const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
  const problems = checkCompatibility(read(remoteFile), read(shellFile));
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`✓ ${remoteFile} runs in ${shellFile}`);
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--manifests' && args.length === 3) return checkManifests(args[1], args[2]);
  const flag = (name) => args.includes(name);
  const names = args.filter((arg) => !arg.startsWith('--'));
  const remotes = flag('--all') ? REMOTES : names;
  const unknown = remotes.filter((name) => !REMOTES.includes(name));
  if (remotes.length === 0 || unknown.length > 0) {
    console.error(
      `Usage: pnpm compat-check <${REMOTES.join('|')}>|--all [--static-only] [--current-shell] [--released-only]`,
    );
    process.exit(2);
  }
  const current = { dist: CURRENT_SHELL, label: 'current shell' };
  const shell = flag('--current-shell') ? current : await releasedShell();
  const failed = remotes.filter((remote) => !staticCheck(remote, shell));
  if (failed.length > 0) {
    console.error(
      `\nIncompatible with the ${shell.label}: ${failed.join(', ')}. Release the shell first (docs/federation.md "Compatibility").`,
    );
    process.exit(1);
  }
  if (flag('--static-only') || flag('--all')) return;
  for (const remote of remotes) {
    await browserCheck(remote, shell);
    if (!flag('--released-only') && shell.dist !== CURRENT_SHELL)
      await browserCheck(remote, current);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
