#!/usr/bin/env node
// `pnpm release <app> [--no-build] [--dist <folder>] [--no-tag]` and
// `pnpm rollback <remote> [version]` (docs/deployment.md "Release and rollback").
//   --no-build       publish the app's dist as it is
//   --dist <folder>  publish that folder instead of the app's dist (implies --no-build)
//   --no-tag         no git tag release/<app>/<version>+<buildId>
//   --force          release a remote even when the released shell cannot run it
//
//   RELEASES_DIR        where releases are published        (default .data/releases)
//   REGISTRY_FILE       the registry the shell serves       (default .data/registry/remotes.json)
//   RELEASES_BASE_URL   the URL RELEASES_DIR is served at   (default http://localhost:3000/releases,
//                       the shell's own server)
//   RELEASES_S3_BUCKET  also upload to this S3 bucket (see scripts/lib/s3-releases.mjs)
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, publishRelease, ROOT, readStamp, rollbackRelease } from './lib/releases.mjs';
import { s3StorageFromEnv } from './lib/s3-releases.mjs';

const env = process.env;
const releasesDir = path.resolve(env.RELEASES_DIR || path.join(ROOT, '.data/releases'));
const registryFile = path.resolve(
  env.REGISTRY_FILE || path.join(ROOT, '.data/registry/remotes.json'),
);
const baseUrl = env.RELEASES_BASE_URL || 'http://localhost:3000/releases';

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

async function release(app, flags) {
  const definition = APPS[app];
  if (!definition) throw new Error(`Unknown app "${app}": one of ${Object.keys(APPS).join(', ')}`);
  const appDir = path.join(ROOT, definition.dir);
  const distFlag = flags.indexOf('--dist');
  const distDir =
    distFlag === -1 ? path.join(appDir, 'dist') : path.resolve(flags[distFlag + 1] ?? '');
  if (!flags.includes('--no-build') && distFlag === -1) {
    console.log(`Building ${definition.dir} (production)`);
    const built = spawnSync('pnpm', ['--dir', appDir, 'run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...env, NODE_ENV: 'production' },
    });
    if (built.status !== 0) throw new Error(`The build of ${app} failed`);
  }
  const stamp = readStamp(distDir, {
    packageJson: JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')),
    gitHead: () => {
      try {
        return git('rev-parse', '--short', 'HEAD');
      } catch {
        throw new Error(
          `${distDir}/mf-manifest.json has no build stamp ("arara") and there is no git checkout to take the commit from`,
        );
      }
    },
  });
  const storage = await s3StorageFromEnv(env);
  const { id, folder, record } = await publishRelease({
    app,
    distDir,
    stamp,
    releasesDir,
    registryFile,
    baseUrl,
    storage,
    force: flags.includes('--force'),
  });
  console.log(`Published ${app} ${id} (stamp from ${stamp.source}) to ${folder}`);
  if (storage) console.log(`Uploaded to ${storage.describe()}/${app}/${id}/`);
  if (record.entry) {
    const from = record.from ? `${record.from.version}+${record.from.buildId}` : 'nothing';
    console.log(`Registry ${registryFile}: ${app} ${from} → ${id}\n  entry ${record.entry}`);
  }
  const tag = `release/${app}/${id}`;
  if (flags.includes('--no-tag')) return;
  try {
    git('tag', tag);
    console.log(`Tagged ${tag} (local; push it with git push origin ${tag})`);
  } catch (error) {
    console.log(`Not tagged ${tag}: ${String(error.stderr ?? error.message).trim()}`);
  }
}

async function rollback(app, version) {
  const { target, record } = await rollbackRelease({ app, version, releasesDir, registryFile });
  const from = record.from ? `${record.from.version}+${record.from.buildId}` : 'nothing';
  console.log(
    `Registry ${registryFile}: ${app} ${from} → ${target.id}\n  entry ${target.entry}\nBrowsers load it on their next full reload; no folder was deleted.`,
  );
}

const [command, app, ...rest] = process.argv.slice(2);
const usage =
  'Usage: pnpm release <app> [--no-build] [--dist <folder>] [--no-tag] [--force] | pnpm rollback <remote> [version]';
const run =
  command === 'release' && app
    ? () => release(app, rest)
    : command === 'rollback' && app
      ? () =>
          rollback(
            app,
            rest.find((arg) => !arg.startsWith('-')),
          )
      : undefined;
if (!run) {
  console.error(usage);
  process.exit(2);
}
run().catch((error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
