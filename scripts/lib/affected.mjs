// Which workspace packages a change touches, and so which tests to run
// (docs/deployment.md "Per-remote work loop"). `affectedPlan` is a pure function of the changed
// files and the workspace graph; scripts/affected.mjs feeds it from git and runs the plan.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Files outside any package that every package is built or tested with. */
const EVERYTHING = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
  'jest.config.js',
  'jest.setup.ts',
  'test/',
];

const under = (file, dir) => file === dir || file.startsWith(dir.endsWith('/') ? dir : `${dir}/`);

/**
 * The workspace packages (`pnpm-workspace.yaml` globs of the form `dir/*` or `dir`), each with
 * the workspace packages it depends on (dependencies and devDependencies).
 */
export function readWorkspace(root) {
  const globs = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/.exec(line)?.[1])
    .filter(Boolean);
  const dirs = globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [glob];
    const parent = glob.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  const manifests = dirs
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => ({
      dir,
      json: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')),
    }));
  const names = new Set(manifests.map(({ json }) => json.name));
  return manifests.map(({ dir, json }) => ({
    name: json.name,
    dir,
    deps: Object.keys({ ...json.dependencies, ...json.devDependencies }).filter((dep) =>
      names.has(dep),
    ),
    scripts: Object.keys(json.scripts ?? {}),
  }));
}

/**
 * The plan for a change:
 * - `changed`: packages holding a changed file; `affected`: those and every package that
 *   depends on one of them, directly or not (a change to @arara/ui affects every app);
 * - `apps`: the affected apps (shell, remotes), `remotes` those of them loaded by the shell
 *   (their compatibility check runs);
 * - `unitDirs`: affected folders with jest tests (`jestRoots`), `nodeTests`: affected packages
 *   whose own `test` script runs (the app server, the API);
 * - `e2eSpecs`: the flows of the affected apps (`specsByApp`) and any changed spec;
 * - `scripts`: the repository scripts changed (their node:test tests run);
 * - `deploy`: the deployment description changed (deploy/check.sh runs).
 */
export function affectedPlan({ changedFiles, packages, apps, specsByApp, jestRoots }) {
  const byDir = [...packages].sort((a, b) => b.dir.length - a.dir.length);
  const changed = new Set();
  const notes = [];
  let everything = false;
  let scripts = false;
  let deploy = false;
  const specs = new Set();
  let allSpecs = false;
  for (const file of changedFiles) {
    if (EVERYTHING.some((entry) => under(file, entry))) {
      everything = true;
      notes.push(`${file}: every package is built or tested with it`);
      continue;
    }
    if (under(file, 'scripts')) scripts = true;
    if (under(file, 'deploy') || file === 'docker-compose.yml') deploy = true;
    if (under(file, 'e2e')) {
      if (/^e2e\/tests\/[^/]+\.spec\.ts$/.test(file)) specs.add(file.slice('e2e/'.length));
      else if (file !== 'e2e/specs-by-app.json') allSpecs = true;
    }
    const owner = byDir.find((pkg) => under(file, pkg.dir));
    if (owner && owner.dir !== 'e2e') changed.add(owner.name);
  }
  if (everything) for (const pkg of packages) changed.add(pkg.name);

  // Reverse edges: who depends on whom; then the closure of the changed packages.
  const dependents = new Map(packages.map((pkg) => [pkg.name, []]));
  for (const pkg of packages) for (const dep of pkg.deps) dependents.get(dep)?.push(pkg.name);
  const affected = new Set(changed);
  const queue = [...changed];
  while (queue.length > 0) {
    for (const next of dependents.get(queue.shift()) ?? []) {
      if (!affected.has(next)) {
        affected.add(next);
        queue.push(next);
      }
    }
  }

  const pkgByName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const appOfDir = new Map(Object.entries(apps).map(([name, app]) => [app.dir, name]));
  const affectedApps = [...affected]
    .map((name) => appOfDir.get(pkgByName.get(name)?.dir))
    .filter(Boolean);
  const order = Object.keys(apps);
  affectedApps.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  for (const app of affectedApps) for (const spec of specsByApp[app] ?? []) specs.add(spec);
  if (allSpecs)
    for (const list of Object.values(specsByApp)) for (const spec of list) specs.add(spec);

  const affectedPackages = packages.filter((pkg) => affected.has(pkg.name));
  return {
    changed: packages.filter((pkg) => changed.has(pkg.name)).map((pkg) => pkg.name),
    affected: affectedPackages.map((pkg) => pkg.name),
    apps: affectedApps,
    remotes: affectedApps.filter((app) => app !== 'shell'),
    unitDirs: affectedPackages.map((pkg) => pkg.dir).filter((dir) => jestRoots.includes(dir)),
    nodeTests: affectedPackages
      .filter((pkg) => !appOfDir.has(pkg.dir) && pkg.dir !== 'e2e' && pkg.scripts.includes('test'))
      .map((pkg) => pkg.name),
    e2eSpecs: [...specs].sort(),
    scripts: scripts || everything,
    deploy,
    notes,
  };
}
