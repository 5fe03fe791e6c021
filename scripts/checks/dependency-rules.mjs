#!/usr/bin/env node
/**
 * The dependency rules of .dependency-cruiser.cjs, cruised app by app (each app's `@/` alias is
 * its own src/, which one cruise could not express), plus the rule dependency-cruiser cannot
 * state: no relative import climbs more than two folders. Part of `npm test`; a few seconds.
 *
 *   node scripts/checks/dependency-rules.mjs [root]   exit 1 and list the violations, if any
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';

const REPO = path.resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(path.join(REPO, '.dependency-cruiser.cjs'));

export const CLIMBING = /^(\.\.\/){3,}/;
/** The package folder a repository path belongs to (hosts/shell, shared/ui, locales, ...). */
const PACKAGE = /^((?:hosts|remotes|shared|services)\/[^/]+|e2e|locales)\//;
const KNOWN_FILE = path.join(import.meta.dirname, 'known-violations.json');

const subfolders = (root, parent) =>
  existsSync(path.join(root, parent))
    ? readdirSync(path.join(root, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
        .map((entry) => `${parent}/${entry.name}`)
    : [];

/**
 * What is cruised, and how: every app with its alias, the API with its alias, then the shared
 * packages and e2e. An app's cruise stops at other packages (they have their own cruise).
 */
function targetsOf(root) {
  const apps = [...subfolders(root, 'hosts'), ...subfolders(root, 'remotes')].map((dir) => ({
    dir,
    files: ['src'],
    alias: true,
  }));
  return [
    ...apps,
    { dir: 'services/api', files: ['src', 'test', 'bench'], alias: true },
    ...subfolders(root, 'shared').map((dir) => ({ dir, files: ['src', 'bin', 'shared-modules'] })),
    { dir: 'e2e', files: ['tests', 'support'] },
  ]
    .map((target) => ({
      ...target,
      files: target.files
        .map((file) => `${target.dir}/${file}`)
        .filter((file) => existsSync(path.join(root, file))),
    }))
    .filter((target) => target.files.length > 0);
}

export async function checkDependencies(root = REPO) {
  const violations = new Map();
  for (const target of targetsOf(root)) {
    const others = `^(?!${target.dir}/)(?:hosts|remotes|shared|services|e2e|locales)/`;
    const { output } = await cruise(
      target.files,
      {
        ...config.options,
        doNotFollow: { path: ['node_modules', others] },
        baseDir: root,
        validate: true,
        ruleSet: { forbidden: config.forbidden },
      },
      target.alias ? { alias: { '@': path.join(root, target.dir, 'src') } } : {},
    );
    for (const violation of output.summary.violations) {
      const key = `${violation.rule.name}: ${violation.from} → ${violation.to}`;
      violations.set(key, { rule: violation.rule.name, from: violation.from, to: violation.to });
    }
    const add = (rule, from, to) => violations.set(`${rule}: ${from} → ${to}`, { rule, from, to });
    for (const module of output.modules) {
      if (!module.source.startsWith(`${target.dir}/`)) continue;
      const home = PACKAGE.exec(module.source)?.[1];
      for (const dependency of module.dependencies) {
        if (CLIMBING.test(dependency.module))
          add('no-climbing-import', module.source, dependency.module);
        const into = PACKAGE.exec(dependency.resolved)?.[1];
        if (dependency.module.startsWith('.') && into && into !== home) {
          add('no-relative-import-into-another-package', module.source, dependency.resolved);
        }
      }
    }
  }
  return [...violations.values()];
}

const keyOf = ({ rule, from, to }) => `${rule}: ${from} → ${to}`;

/**
 * Violations older than the rules, listed in known-violations.json (the API's folder cycles):
 * they are reported as a count and do not fail; anything new does. Shrink the list as they are
 * fixed (`--update-known` rewrites it from the tree; review the diff before committing it).
 */
function known() {
  return existsSync(KNOWN_FILE)
    ? new Set(JSON.parse(readFileSync(KNOWN_FILE, 'utf8')).violations)
    : new Set();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? REPO);
  const all = await checkDependencies(root);
  if (args.includes('--update-known')) {
    const list = all.map(keyOf).sort();
    const note =
      'Dependency rule violations older than the rules (see scripts/checks/dependency-rules.mjs); fix them, never add to them by hand.';
    writeFileSync(KNOWN_FILE, `${JSON.stringify({ note, violations: list }, null, 2)}\n`);
    console.log(`${list.length} known violations written to ${path.relative(REPO, KNOWN_FILE)}`);
    process.exit(0);
  }
  const old = root === REPO ? known() : new Set();
  const violations = all.filter((violation) => !old.has(keyOf(violation)));
  if (old.size)
    console.log(
      `${all.length - violations.length} known violations (scripts/checks/known-violations.json)`,
    );
  for (const violation of violations) console.error(keyOf(violation));
  if (violations.length) {
    console.error(
      `\n${violations.length} dependency rule violations (why each rule exists: .dependency-cruiser.cjs; ` +
        'climbing imports: node scripts/codemods/alias-imports.mjs)',
    );
    process.exit(1);
  }
  console.log('Dependency rules: no violation');
}
