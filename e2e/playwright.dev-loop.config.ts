import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { SHELL_URL } from './support/apps';

const ROOT = path.resolve(import.meta.dirname, '..');
const [api] = Array.isArray(base.webServer) ? base.webServer : [];

/**
 * `pnpm bench:dev-loop` (docs/development.md "Dev loop"): the API (from its sources, no build
 * needed) and the shell's dev server; the spec starts the remote's dev server itself, since
 * how long that takes is one of the figures. Timings only, no assertion on time.
 */
export default defineConfig({
  ...base,
  testDir: './dev-loop',
  projects: undefined,
  timeout: 300_000,
  reporter: [['list']],
  use: { ...base.use, trace: 'off', actionTimeout: 30_000, navigationTimeout: 60_000 },
  webServer: [
    ...(api ? [{ ...api, command: 'node --import tsx src/server.ts', timeout: 120_000 }] : []),
    {
      command: 'pnpm --filter @arara/shell dev',
      cwd: ROOT,
      url: `${SHELL_URL}/index.html`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
