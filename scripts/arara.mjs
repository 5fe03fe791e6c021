#!/usr/bin/env node
// The README's commands: `npm start` and `npm test` (and build, dev, bench). Needs only Node 20:
// pnpm is used from PATH when present, otherwise fetched once through npx.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PNPM_VERSION = '12.21.0';
// The one list of apps (folder, port), shared with the build configs, app servers and e2e.
const APPS = Object.entries(
  JSON.parse(readFileSync(path.join(ROOT, 'shared/federation/src/apps.json'), 'utf8')),
).map(([name, app]) => ({ name, dir: app.dir, port: app.port }));

function pnpmCommand() {
  try {
    const version = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
    if (version.split('.')[0] === PNPM_VERSION.split('.')[0]) return ['pnpm'];
  } catch {
    // not on PATH: fall through to npx
  }
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

const PNPM = pnpmCommand();
/** pnpm filters selecting what is built and served: the shell, the remotes and the API. */
const DEPLOYABLES = ['--filter', './hosts/*', '--filter', './remotes/*', '--filter', '@arara/api'];

function step(title) {
  console.log(`\n\x1b[1m▶ ${title}\x1b[0m`);
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? code})`));
    });
  });
}

const pnpm = (args, options) => run(PNPM[0], [...PNPM.slice(1), ...args], options);

async function install() {
  step('Installing dependencies');
  await pnpm(['install', '--frozen-lockfile']);
}

async function build() {
  step('Building the API, the shell and the six remotes');
  const started = Date.now();
  await pnpm(['-r', '--workspace-concurrency=2', ...DEPLOYABLES, 'run', 'build'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  console.log(`Built everything in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Starts the API and every app server; lines are prefixed with the app's name. */
function startServices(env = process.env) {
  const children = [];
  const launch = (label, command, args, cwd, extraEnv = {}) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${label}]`.padEnd(13);
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) console.log(`${prefix} ${line}`);
      });
    }
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) console.log(`${prefix} exited with ${code}`);
    });
    children.push(child);
  };
  // The API defaults to production (secrets required, no mailbox): `npm start` is the local
  // demo, so it asks for development and the mailbox that shows the e-mailed links.
  const development = (env.NODE_ENV ?? 'development') !== 'production';
  launch('api', process.execPath, ['dist/server.mjs'], path.join(ROOT, 'services/api'), {
    NODE_ENV: env.NODE_ENV ?? 'development',
    // The demo plays payers with the sandbox (money from nowhere): on here, off by default.
    SANDBOX: env.SANDBOX ?? 'true',
    // Webhooks to a receiver on this machine (the sandbox receiver is the API itself).
    WEBHOOKS_ALLOW_LOCALHOST: env.WEBHOOKS_ALLOW_LOCALHOST ?? 'true',
    ...(development ? { DEV_MAILBOX: env.DEV_MAILBOX ?? 'true' } : {}),
  });
  for (const app of APPS) {
    launch(
      app.name,
      process.execPath,
      [path.join(ROOT, 'shared/app-server/bin/arara-serve.mjs')],
      path.join(ROOT, app.dir),
      {
        PORT: String(app.port),
        SERVE_REGISTRY: app.name === 'shell' ? 'true' : 'false',
      },
    );
  }
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return children;
}

/** Resolves once the API answers /ready (the first start migrates and seeds first). */
async function waitForApi(timeoutMs = 180_000) {
  const url = `${process.env.API_URL ?? 'http://localhost:4000'}/ready`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function start() {
  await install();
  await build();
  step('Starting Arara: API http://localhost:4000 and the apps (Ctrl+C stops)');
  startServices();
  if (await waitForApi()) {
    step('Arara is ready: open http://localhost:3000 (demo credentials in README.md)');
  } else {
    console.log('The API did not answer /ready in 3 minutes: see the [api] lines above.');
  }
}

async function dev() {
  await install();
  step('Dev mode: rspack dev servers for the shell and every remote, API with tsx watch');
  await pnpm(['-r', '--parallel', ...DEPLOYABLES, 'run', 'dev'], {
    env: {
      ...process.env,
      SANDBOX: process.env.SANDBOX ?? 'true',
      WEBHOOKS_ALLOW_LOCALHOST: process.env.WEBHOOKS_ALLOW_LOCALHOST ?? 'true',
    },
  });
}

async function test() {
  await install();
  step('Type check');
  // Unordered: type checks read sources, not builds, and test-utils (a dev dependency of the shared
  // packages it helps test) depends on them in turn.
  await pnpm(['-r', '--no-sort', '--workspace-concurrency=2', 'run', 'typecheck']);
  step('Lint (Biome, with the boundary rules)');
  await pnpm(['exec', 'biome', 'check', '.']);
  // Seconds each: how the code may depend on itself, what is dead, what the docs cite.
  step('Dependency rules (dependency-cruiser: cycles, feature boundaries, climbing imports)');
  await run(process.execPath, ['scripts/checks/dependency-rules.mjs']);
  step('Dead files, exports and dependencies (knip)');
  await pnpm(['exec', 'knip', '--no-progress', '--no-config-hints']);
  step('Repository checks (docs references, the rule setup, i18n keys of the contracts)');
  await run(process.execPath, ['--test', 'scripts/checks/']);
  step('Release, rollback and affected-tests scripts (node:test, temporary folders)');
  await run(process.execPath, ['--test', 'scripts/test/']);
  step('Unit and component tests (jest + Testing Library)');
  await pnpm(['exec', 'jest']);
  step('App server tests (static files, /api proxy)');
  await pnpm(['--filter', '@arara/app-server', 'test']);
  step('Database migrations match the schema (drizzle-kit)');
  await pnpm(['--filter', '@arara/api', 'db:check']);
  step('API tests on a fresh PGlite');
  await pnpm(['--filter', '@arara/api', 'test'], { env: { ...process.env, DATABASE_URL: '' } });
  if (process.env.DATABASE_URL) {
    step('API tests on PostgreSQL (DATABASE_URL)');
    await pnpm(['--filter', '@arara/api', 'test']);
  }
  await build();
  step('End-to-end flows in Chromium against the production build');
  const e2eData = path.join(ROOT, '.data', 'e2e');
  rmSync(e2eData, { recursive: true, force: true });
  mkdirSync(e2eData, { recursive: true });
  await pnpm(['--filter', '@arara/e2e', 'test'], { env: { ...process.env, DATABASE_URL: '' } });
  // docs/federation.md "Compatibility": every remote's requirements against the shell just
  // built (seconds), and one remote's flows in the released shell (the current one's just ran).
  step('Compatibility of the remotes with the shell (static: every remote; browser: documents)');
  const started = Date.now();
  await run(process.execPath, ['scripts/compat-check.mjs', '--all', '--current-shell']);
  await run(process.execPath, ['scripts/compat-check.mjs', 'documents', '--released-only']);
  console.log(`Compatibility checks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The suite starts its own servers (on PGlite) and, with scripts/with-postgres.sh's
  // DATABASE_URL, restarts that PostgreSQL under a burst of transfers (docs/reliability.md).
  step('Resilience: remotes, the API and PostgreSQL stopped and restarted (Chromium)');
  await pnpm(['--filter', '@arara/e2e', 'run', 'resilience']);
}

async function timed(task) {
  const started = process.hrtime.bigint();
  await task();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function bench() {
  await install();
  step('Benchmark: production build of each app alone, then all of them together');
  const perApp = [];
  for (const dir of [...APPS.map((app) => app.dir), 'services/api']) {
    const seconds = await timed(() =>
      pnpm(['--dir', dir, 'run', 'build'], {
        stdio: 'ignore',
        env: { ...process.env, NODE_ENV: 'production' },
      }),
    );
    perApp.push({ dir, seconds });
    console.log(`${dir}: ${seconds.toFixed(1)} s`);
  }
  // The build that Chromium measures also writes each app's chunk → module stats
  // (shared/build/src/bundle-stats.ts), for the "Largest modules on /login" section.
  process.env.ARARA_BUNDLE_STATS = path.join(ROOT, '.data', 'bench', 'bundles');
  const total = await timed(build);
  delete process.env.ARARA_BUNDLE_STATS;
  step('Benchmark: what Chromium loads (Playwright against the production build)');
  await pnpm(['--filter', '@arara/e2e', 'run', 'bench'], {
    env: { ...process.env, DATABASE_URL: '' },
  });
  step('Benchmark: dev loop (a remote dev server starts; a saved change shown by Fast Refresh)');
  await pnpm(['--filter', '@arara/e2e', 'run', 'bench:dev-loop'], {
    env: { ...process.env, DATABASE_URL: '' },
  });
  // An API benchmark script: run by tsx inside services/api; its results go to .data/bench.
  const apiScript = ['--filter', '@arara/api', 'exec', 'node', '--import', 'tsx'];
  const resultFile = (name) => path.join(ROOT, '.data', 'bench', `${name}.json`);
  step('Benchmark: sign-in round trip (password + two-factor code) over HTTP');
  await pnpm([...apiScript, 'bench/sign-in.ts', resultFile('sign-in')]);
  const statementFile = resultFile('statement');
  if (process.env.DATABASE_URL) {
    // MOVEMENTS (default 10,000,000) sets the size; the fill takes minutes on 2 cores.
    const movements = Number(process.env.MOVEMENTS ?? 10_000_000).toLocaleString('en');
    step(`Benchmark: statement pages and CSV export over ${movements} movements (PostgreSQL)`);
    const output = execFileSync(PNPM[0], [...PNPM.slice(1), ...apiScript, 'bench/statement.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const lines = output.trim().split('\n');
    writeFileSync(statementFile, `${lines[lines.length - 1]}\n`);
  } else {
    console.log(
      'Statement benchmark skipped: it needs PostgreSQL (scripts/with-postgres.sh npm run bench).',
    );
  }
  // PostgreSQL only: PGlite is the tests' database, not where a million documents live.
  if (process.env.DATABASE_URL) {
    step('Benchmark: documents list with 1,000,000 documents (PostgreSQL)');
    await pnpm([...apiScript, 'bench/documents.ts', resultFile('documents-postgres')]);
  } else {
    console.log(
      'Documents list benchmark skipped: it needs PostgreSQL (scripts/with-postgres.sh npm run bench).',
    );
  }
  step('Benchmark: transfers per second through the API, invariants checked after');
  await pnpm([...apiScript, 'bench/transfers.ts', resultFile('transfers-pglite')], {
    env: { ...process.env, DATABASE_URL: '' },
  });
  if (process.env.DATABASE_URL) {
    await pnpm([...apiScript, 'bench/transfers.ts', resultFile('transfers-postgres')]);
  }
  step('Benchmark: webhooks, commit to receiver latency and deliveries per second');
  await pnpm([...apiScript, 'bench/webhooks.ts', resultFile('webhooks')], {
    env: { ...process.env, DATABASE_URL: '' },
  });
  step('Benchmark: external Pix, request to completed in the sandbox');
  await pnpm([...apiScript, 'bench/external-pix.ts', resultFile('external-pix')], {
    env: { ...process.env, DATABASE_URL: '' },
  });
  const { writeBenchmarks } = await import('./benchmarks-report.mjs');
  writeBenchmarks({ perApp, total });
}

const COMMANDS = {
  start,
  test,
  build: async () => {
    await install();
    await build();
  },
  dev,
  bench,
};
const command = COMMANDS[process.argv[2]];
if (!command) {
  console.error(`Usage: node scripts/arara.mjs <${Object.keys(COMMANDS).join('|')}>`);
  process.exit(2);
}
command().catch((error) => {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
});
