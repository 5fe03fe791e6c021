import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { API_URL, APPS } from './support/apps';
import { SINGLE_BUNDLE_PORT, SINGLE_BUNDLE_URL } from './bench/single-bundle';

const ROOT = path.resolve(import.meta.dirname, '..');
const shellServer = (server: { cwd?: string }) => server.cwd === path.join(ROOT, 'hosts/shell');

/**
 * The servers of the flows, plus the single-bundle build of the shell on its own port (the
 * yardstick of "Federation against one bundle", docs/benchmarks.md): the same app server with
 * DIST_DIR (built before it starts, about 5 s), and the API accepting that origin on its
 * refresh-cookie routes.
 */
function webServers() {
  const servers = Array.isArray(base.webServer) ? base.webServer : [];
  if (servers.length === 0) return servers;
  // The apps' origins from the one list of apps (@arara/federation/apps.json), plus this one.
  const origins = [...APPS.map((app) => app.url), SINGLE_BUNDLE_URL].join(',');
  const withOrigins = servers.map((server) =>
    server.url === `${API_URL}/ready`
      ? { ...server, env: { ...server.env, CORS_ORIGINS: origins } }
      : server,
  );
  const shell = servers.find(shellServer);
  if (!shell) throw new Error('No shell server in playwright.config.ts');
  return [
    ...withOrigins,
    {
      ...shell,
      // Built here, from the sources of this run: a stale one would compare other code.
      command: `pnpm run build:single-bundle && ${shell.command}`,
      timeout: 120_000,
      url: `${SINGLE_BUNDLE_URL}/index.html`,
      env: {
        ...shell.env,
        PORT: String(SINGLE_BUNDLE_PORT),
        DIST_DIR: path.join(ROOT, '.data', 'bench', 'single-bundle'),
      },
    },
  ];
}

/**
 * `pnpm bench` measurements: same servers and browser as the e2e flows, no assertions on time.
 * No trace: recording one snapshots the page's DOM on every action and wait, inside the page's
 * main thread, which is the time being measured.
 */
export default defineConfig({
  ...base,
  testDir: './bench',
  timeout: 180_000,
  use: { ...base.use, trace: 'off' },
  webServer: webServers(),
});
