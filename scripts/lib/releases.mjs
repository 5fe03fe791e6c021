// Release and rollback of one app (docs/deployment.md "Release and rollback"): publish a build
// to an immutable folder `<releases>/<app>/<version>+<buildId>/`, point the registry file at
// it, keep a history. No function here builds anything: scripts/release.mjs does, then calls
// `publishRelease`; the tests call it with a fake dist folder.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkCompatibility, findReleasedShell, readManifest } from '../compat-check.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The apps (folder, port, route prefixes): shared/federation/src/apps.json. */
export const APPS = JSON.parse(
  readFileSync(path.join(ROOT, 'shared/federation/src/apps.json'), 'utf8'),
);

/**
 * The registry file's code (read, write, seed from the environment) is the shell server's own
 * (shared/app-server/src/registry-file.ts), loaded through tsx: one renderer, not a copy.
 */
async function registryFileModule() {
  const require = createRequire(path.join(ROOT, 'shared/app-server/package.json'));
  // The ESM build of tsx's API (a require() resolution would give the CommonJS one).
  const tsx = path.dirname(require.resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(path.join(tsx, 'dist/esm/api/index.mjs')).href);
  return tsImport(
    pathToFileURL(path.join(ROOT, 'shared/app-server/src/registry-file.ts')).href,
    import.meta.url,
  );
}

/** A release id: `<version>+<buildId>`, also the folder name. Refuses anything path-like. */
export function releaseId({ version, buildId }) {
  const id = `${version}+${buildId}`;
  if (!/^[0-9A-Za-z.-]+\+[0-9A-Za-z.-]+$/.test(id) || id.includes('..')) {
    throw new Error(`"${id}" is not a release id (version+buildId: letters, digits, . and -)`);
  }
  return id;
}

/**
 * The build stamp of a dist folder: `arara` of its mf-manifest.json (`{ name, version, buildId,
 * builtAt, contract }`), or, for a build without it, the package version and the commit.
 */
export function readStamp(distDir, { packageJson, gitHead }) {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (existsSync(manifestFile)) {
    const stamp = JSON.parse(readFileSync(manifestFile, 'utf8')).arara;
    if (stamp?.version && stamp?.buildId) {
      return {
        name: stamp.name ?? packageJson.name,
        version: String(stamp.version),
        buildId: String(stamp.buildId),
        builtAt: stamp.builtAt ?? null,
        contract: stamp.contract ?? null,
        source: 'mf-manifest.json',
      };
    }
  }
  return {
    name: packageJson.name,
    version: packageJson.version,
    buildId: gitHead(),
    builtAt: null,
    contract: null,
    source: 'package.json + git',
  };
}

function readHistory(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

function appendHistory(file, record) {
  const history = readHistory(file);
  history.push(record);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(history, null, 2)}\n`);
  renameSync(partial, file);
  return history;
}

/** Who releases: RELEASE_BY, else git's user.name, else the OS user. */
export function currentUser(env = process.env) {
  if (env.RELEASE_BY) return env.RELEASE_BY;
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd: ROOT, encoding: 'utf8' });
    if (name.trim()) return name.trim();
  } catch {
    // no git identity
  }
  return os.userInfo().username;
}

/** What a registry entry says about the release it points at. */
const pointedAt = (entry) =>
  entry ? { version: entry.version, buildId: entry.buildId, entry: entry.entry } : null;

/**
 * Publishes `distDir` as `<releasesDir>/<app>/<version>+<buildId>/` (copied under a temporary
 * name, then renamed: the folder appears whole or not at all; an existing one is never
 * replaced), then, for a remote, points its registry entry there and records the release.
 * `storage` (optional, see s3-releases.mjs) receives the same folder under `<app>/<id>/`.
 */
/**
 * A remote is released only into a shell that can run it: the static compatibility check
 * (docs/federation.md "Compatibility") against the newest shell under `releasesDir`. Without a
 * released shell there is nothing to compare with (said, not refused).
 */
function assertRunsInReleasedShell(app, id, distDir, releasesDir) {
  const shell = findReleasedShell(releasesDir);
  if (!shell || !existsSync(path.join(distDir, 'mf-manifest.json'))) {
    console.log(`No released shell under ${releasesDir}: ${app} ${id} not checked against one`);
    return;
  }
  const problems = checkCompatibility(readManifest(distDir), readManifest(shell.dist));
  if (problems.length > 0) {
    const reasons = problems.map((problem) => `  - ${problem}`).join('\n');
    throw new Error(
      `${app} ${id} cannot run in the shell users have (${shell.label}):\n${reasons}\nRelease the shell first (docs/federation.md "Compatibility"); --force skips this check`,
    );
  }
}

/**
 * The routes a remote's build declares: `arara.manifest` of its mf-manifest.json (shared/build
 * writes the remote's src/manifest.ts there), else, for a build from before manifests as data,
 * its definition in apps.json.
 */
export function declaredRoutes(distDir, definition) {
  const declared = existsSync(path.join(distDir, 'mf-manifest.json'))
    ? readManifest(distDir).arara?.manifest
    : undefined;
  if (Array.isArray(declared?.prefixes)) {
    return {
      prefixes: [...declared.prefixes],
      publicPaths: Array.isArray(declared.publicPaths) ? [...declared.publicPaths] : [],
    };
  }
  return { prefixes: [...definition.prefixes], publicPaths: [...definition.publicPaths] };
}

export async function publishRelease({
  app,
  distDir,
  stamp,
  releasesDir,
  registryFile,
  baseUrl,
  env = process.env,
  by = currentUser(env),
  now = new Date(),
  storage,
  force = false,
}) {
  const definition = APPS[app];
  if (!definition) throw new Error(`Unknown app "${app}": one of ${Object.keys(APPS).join(', ')}`);
  if (
    !existsSync(path.join(distDir, 'index.html')) &&
    !existsSync(path.join(distDir, 'mf-manifest.json'))
  ) {
    throw new Error(`${distDir} holds no build (no index.html, no mf-manifest.json)`);
  }
  const id = releaseId(stamp);
  const appDir = path.join(releasesDir, app);
  const folder = path.join(appDir, id);
  if (existsSync(folder)) {
    throw new Error(
      `${app} ${id} is already released (${folder}); releases are immutable: bump the version or commit, then build again`,
    );
  }
  if (storage && (await storage.exists(`${app}/${id}/`))) {
    throw new Error(
      `${app} ${id} is already released in ${storage.describe()}; releases are immutable`,
    );
  }
  if (app !== 'shell' && !force) assertRunsInReleasedShell(app, id, distDir, releasesDir);
  mkdirSync(appDir, { recursive: true });
  const partial = path.join(appDir, `.${id}.${process.pid}.partial`);
  rmSync(partial, { recursive: true, force: true });
  cpSync(distDir, partial, { recursive: true });
  renameSync(partial, folder);
  if (storage) await storage.uploadFolder(folder, `${app}/${id}/`);

  const isRemote = app !== 'shell';
  const routes = isRemote ? declaredRoutes(folder, definition) : null;
  // `+` is written %2B: some static hosts (S3) read a bare `+` in a path as a space.
  const url = `${(storage?.baseUrl ?? baseUrl).replace(/\/+$/, '')}/${app}/${encodeURIComponent(id)}/mf-manifest.json`;
  let from = null;
  if (isRemote) {
    const { readRegistry, writeRegistry } = await registryAccess(registryFile, env);
    const registry = readRegistry();
    const previous = registry[app];
    from = pointedAt(previous);
    registry[app] = {
      ...previous,
      entry: url,
      version: stamp.version,
      buildId: stamp.buildId,
      prefixes: routes.prefixes,
      publicPaths: routes.publicPaths,
    };
    writeRegistry(registry);
  }
  const record = {
    action: 'release',
    id,
    version: stamp.version,
    buildId: stamp.buildId,
    builtAt: stamp.builtAt ?? null,
    contract: stamp.contract ?? null,
    folder: path.relative(releasesDir, folder),
    entry: isRemote ? url : null,
    prefixes: routes ? routes.prefixes : null,
    publicPaths: routes ? routes.publicPaths : null,
    from,
    by,
    at: now.toISOString(),
  };
  appendHistory(path.join(appDir, 'history.json'), record);
  return { id, folder, record };
}

/** The registry file, created from the environment first when it does not exist. */
async function registryAccess(registryFile, env) {
  const { parseRegistry, seedRegistryFile, writeRegistryFile } = await registryFileModule();
  seedRegistryFile(registryFile, env);
  return {
    readRegistry: () => parseRegistry(readFileSync(registryFile, 'utf8'), registryFile),
    writeRegistry: (registry) => writeRegistryFile(registryFile, registry),
  };
}

/** The releases of an app, oldest first, one per id (a history may release an id once only). */
export function releasesOf(history) {
  return history.filter((record) => record.action === 'release');
}

/**
 * Points a remote's registry entry back at an earlier release: the one before the release
 * it points at now, or `version` (`1.2.0`, or `1.2.0+abc1234` when a version was built more
 * than once). No folder is ever deleted; the rollback is recorded in the history.
 */
export async function rollbackRelease({
  app,
  version,
  releasesDir,
  registryFile,
  env = process.env,
  by = currentUser(env),
  now = new Date(),
}) {
  if (app === 'shell') {
    throw new Error(
      'The shell is not loaded from the registry: deploy the previous shell build instead (its folder is kept under releases/shell/)',
    );
  }
  if (!APPS[app])
    throw new Error(`Unknown remote "${app}": one of ${Object.keys(APPS).join(', ')}`);
  const historyFile = path.join(releasesDir, app, 'history.json');
  const releases = releasesOf(readHistory(historyFile));
  if (releases.length === 0) throw new Error(`${app} has no releases in ${historyFile}`);
  const known = releases.map((release) => release.id);

  const { readRegistry, writeRegistry } = await registryAccess(registryFile, env);
  const registry = readRegistry();
  const current = registry[app];
  const currentId = current ? `${current.version}+${current.buildId}` : undefined;

  let target;
  if (version) {
    const matches = releases.filter(
      (release) => release.id === version || release.version === version,
    );
    target = matches.at(-1);
    if (!target) {
      throw new Error(`${app} has no release "${version}". Released: ${known.join(', ')}`);
    }
  } else {
    const index = releases.findLastIndex((release) => release.id === currentId);
    if (index === -1) {
      throw new Error(
        `${app} is not on a release of its history now (${currentId ?? 'no entry'}): name the version to roll back to. Released: ${known.join(', ')}`,
      );
    }
    if (index === 0)
      throw new Error(`${app} ${currentId} is its first release: nothing to roll back to`);
    target = releases[index - 1];
  }
  if (target.id === currentId) throw new Error(`${app} is already on ${target.id}`);
  if (!existsSync(path.join(releasesDir, app, target.id))) {
    throw new Error(
      `The folder of ${app} ${target.id} is missing under ${releasesDir}: not rolling back to it`,
    );
  }

  registry[app] = {
    ...current,
    entry: target.entry,
    version: target.version,
    buildId: target.buildId,
    // The routes that release declared (older histories: keep the current ones).
    prefixes: target.prefixes ?? current?.prefixes ?? [...APPS[app].prefixes],
    publicPaths: target.publicPaths ?? current?.publicPaths ?? [...APPS[app].publicPaths],
  };
  writeRegistry(registry);
  const record = {
    action: 'rollback',
    id: target.id,
    version: target.version,
    buildId: target.buildId,
    entry: target.entry,
    from: pointedAt(current),
    by,
    at: now.toISOString(),
  };
  appendHistory(historyFile, record);
  return { target, record };
}
