#!/usr/bin/env node
// `pnpm check:changesets [<base>]`: fails when a shared package (one the shell shares with the
// remotes as a singleton) changed since <base> without a changeset naming it. The rule it keeps
// (an added export is a minor, a removed or changed one a major) is in docs/federation.md.
// Not part of `npm test`: on main there is no base to compare with; CI runs it on branches.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The project's shared singleton packages and their folders (shared/build's list). */
export function sharedPackages(root = ROOT) {
  const list = readFileSync(path.join(root, 'shared/build/src/shared-singletons.ts'), 'utf8');
  const names = new Set(
    [...list.matchAll(/'(@arara\/[\w-]+)(?:\/[\w/-]*)?'/g)].map((match) => match[1]),
  );
  const packages = new Map();
  for (const folder of readdirSync(path.join(root, 'shared'))) {
    const manifest = path.join(root, 'shared', folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (names.has(name)) packages.set(name, `shared/${folder}/`);
  }
  return packages;
}

/**
 * Files whose change does not change what a package gives its users: its tests, and what
 * `changeset version` itself writes (CHANGELOG.md; a package.json is dropped by the caller when
 * only its version changed).
 */
const isTest = (file) =>
  /(^|\/)__tests__\//.test(file) ||
  /\.test\.[cm]?[jt]sx?$/.test(file) ||
  file.endsWith('/CHANGELOG.md');

/** The packages a changeset names, from its front matter (`"@arara/ui": minor`). */
export function packagesInChangeset(text) {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return [...frontMatter.matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm)].map(
    (match) => match[1],
  );
}

/**
 * The shared packages with changed files (tests aside) and no changeset: `changedFiles` are
 * repository paths, `changesets` the texts of the changesets added since the base.
 */
export function missingChangesets({ changedFiles, changesets, packages }) {
  const covered = new Set(changesets.flatMap(packagesInChangeset));
  const missing = [];
  for (const [name, folder] of packages) {
    const changed = changedFiles.filter((file) => file.startsWith(folder) && !isTest(file));
    if (changed.length > 0 && !covered.has(name)) missing.push({ name, files: changed });
  }
  return missing;
}

function git(args) {
  return execFileSync('git', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** A package.json whose only change since `mergeBase` is its version (a release). */
function onlyVersionChanged(file, mergeBase) {
  if (!file.endsWith('/package.json') || !existsSync(path.join(ROOT, file))) return false;
  let before;
  try {
    before = JSON.parse(git(['show', `${mergeBase}:${file}`]));
  } catch {
    return false;
  }
  const after = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
  return JSON.stringify({ ...before, version: '' }) === JSON.stringify({ ...after, version: '' });
}

function main() {
  const base = process.argv[2] ?? process.env.CHANGESET_BASE ?? 'main';
  let mergeBase;
  try {
    mergeBase = git(['merge-base', base, 'HEAD']);
  } catch {
    console.error(
      `No common ancestor with "${base}": name the base, e.g. \`pnpm check:changesets origin/main\``,
    );
    process.exit(2);
  }
  // Committed and uncommitted changes since the branch left <base>, new files included.
  const changedFiles = [
    ...git(['diff', '--name-only', mergeBase]).split('\n'),
    ...git(['ls-files', '--others', '--exclude-standard']).split('\n'),
  ].filter((file) => file && !onlyVersionChanged(file, mergeBase));
  const changesets = changedFiles
    .filter((file) => /^\.changeset\/[^/]+\.md$/.test(file) && !file.endsWith('README.md'))
    .filter((file) => existsSync(path.join(ROOT, file)))
    .map((file) => readFileSync(path.join(ROOT, file), 'utf8'));
  const missing = missingChangesets({ changedFiles, changesets, packages: sharedPackages() });
  if (missing.length === 0) {
    console.log(`Every shared package changed since ${base} has a changeset.`);
    return;
  }
  for (const { name, files } of missing) {
    console.error(`✗ ${name} changed without a changeset (${files.slice(0, 5).join(', ')})`);
  }
  console.error(
    '\nAdd one with `pnpm changeset`: an added export is a minor, a removed or changed one a major (docs/federation.md).',
  );
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
