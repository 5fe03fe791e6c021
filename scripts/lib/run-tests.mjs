// Runs the parts of a test plan (docs/deployment.md "Per-remote work loop"): jest on some
// folders, a package's own test script, the e2e flows of some apps. Used by scripts/app-test.mjs
// (one app) and scripts/affected.mjs (what a change touches); `npm test` still runs everything.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const APPS = JSON.parse(
  readFileSync(path.join(ROOT, 'shared/federation/src/apps.json'), 'utf8'),
);
export const SPECS_BY_APP = JSON.parse(
  readFileSync(path.join(ROOT, 'e2e/specs-by-app.json'), 'utf8'),
);
delete SPECS_BY_APP.$comment;

export function step(title) {
  console.log(`\n\x1b[1m▶ ${title}\x1b[0m`);
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? code})`));
    });
  });
}

/** The folders jest looks in (jest.config.js `roots`), relative to the repository. */
export async function jestRoots() {
  const { default: config } = await import(path.join(ROOT, 'jest.config.js'));
  return config.roots.map((root) => root.replace('<rootDir>/', ''));
}

/** Jest (the root config) on these folders only: one run, whatever their number. */
export function runJest(dirs) {
  step(`Unit and component tests (jest): ${dirs.join(', ')}`);
  return run('pnpm', ['exec', 'jest', ...dirs.map((dir) => `${ROOT}/${dir}/`)]);
}

/**
 * The e2e flows `specs` against production builds: `build` apps are built first (what changed);
 * every other app must have a dist already (`npm run build` once). Playwright starts the API
 * and the app servers on ports 3000–3006 and 4000.
 */
export async function runE2e(specs, { build = [] } = {}) {
  for (const app of build) {
    step(`Building ${app} (production) for the e2e flows`);
    await run('pnpm', ['--dir', APPS[app].dir, 'run', 'build'], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const missing = Object.values(APPS)
    .map((app) => app.dir)
    .concat('services/api')
    .filter((dir) => !existsSync(path.join(ROOT, dir, 'dist')));
  if (missing.length > 0) {
    throw new Error(
      `The e2e flows need every app built; no dist in ${missing.join(', ')}: run npm run build once`,
    );
  }
  step(`End-to-end flows (Playwright): ${specs.join(' ')}`);
  await run('pnpm', ['--filter', '@arara/e2e', 'exec', 'playwright', 'test', ...specs], {
    env: { ...process.env, DATABASE_URL: '' },
  });
}

/** The compatibility check of a remote against the released shell, when the script exists. */
export async function runCompat(remotes) {
  const script = path.join(ROOT, 'scripts/compat-check.mjs');
  for (const remote of remotes) {
    if (!existsSync(script)) {
      step(`Compatibility check of ${remote}: skipped, scripts/compat-check.mjs does not exist`);
      continue;
    }
    step(`Compatibility check of ${remote} (scripts/compat-check.mjs)`);
    await run(process.execPath, [script, remote]);
  }
}
