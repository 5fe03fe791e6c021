import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { APPS, API_URL, EXTERNAL_ENVIRONMENT, SHELL_URL } from './support/apps';
import { REGISTRY_FILE, RELEASES_DIR } from './support/releases';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(ROOT, '.data', 'e2e', 'pglite');

/** Debian's Chromium where there is one (no browser downloads here), else Playwright's own. */
function chromiumPath(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}

const executablePath = chromiumPath();

/**
 * The flows share one API and database with the seeded demo users (docs/testing.md "End-to-end
 * flows"). These move the demo merchant's money, read its balances and statement against the
 * API, change its settings (approval rules, team), read codes e-mailed to the demo owner, or sign
 * in to the back office with the one admin authenticator (a code is accepted once): two of them
 * at once would read each other's effects, so they run one at a time.
 */
const DEMO_MERCHANT_FLOWS = [
  'accounts',
  'admin',
  'back-office',
  'compliance',
  'developer',
  'documents',
  'payments',
  'receiving',
  'team',
  'accessibility-back-office',
];
const specsOf = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

/**
 * E2E_WORKERS browsers at once (the demo-merchant project uses one of them at most), else one:
 * two workers on the 2-core CI machine left pages stuck at "Loading…" (docs/testing.md
 * "Workers: what runs side by side"), so parallel runs are opt-in until that is understood.
 */
function workers(): number {
  const configured = Number(process.env.E2E_WORKERS);
  return Number.isInteger(configured) && configured > 0 ? configured : 1;
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: workers(),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list on the console; the HTML report (with the traces of failed tests) in
  // e2e/playwright-report/, not committed: `pnpm exec playwright show-report`.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  projects: [
    {
      // One at a time, beside the independent flows.
      name: 'demo-merchant',
      testMatch: specsOf(DEMO_MERCHANT_FLOWS),
      workers: 1,
    },
    {
      // Their own users (registered by the test), read-only pages or browser-side state only:
      // every test may run beside any other.
      name: 'independent',
      testIgnore: specsOf(DEMO_MERCHANT_FLOWS),
      fullyParallel: true,
    },
  ],
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Against another environment (E2E_SHELL_URL, E2E_API_URL ... set) nothing is started here.
  webServer: EXTERNAL_ENVIRONMENT
    ? []
    : [
        {
          command: 'node dist/server.mjs',
          cwd: path.join(ROOT, 'services/api'),
          url: `${API_URL}/ready`,
          timeout: 60_000,
          // The API's warnings and errors (LOG_LEVEL below) on the run's console, beside the
          // failing flow they explain.
          stdout: 'pipe',
          reuseExistingServer: !process.env.CI,
          env: {
            PORT: '4000',
            DATA_DIR,
            DATABASE_URL: '',
            NODE_ENV: 'test',
            // The flows read e-mailed links from the development mailbox (opt-in).
            DEV_MAILBOX: 'true',
            LOG_LEVEL: 'warn',
            // The database outlives a run: local re-runs within 15 minutes would otherwise use up the
            // demo owner's Pix code e-mails (the limit itself is tested by the API tests).
            RATE_LIMIT_PAYMENT_CODE_PER_EMAIL: '200',
            // receiving.spec.ts plays payers with the sandbox; the database outlives a run, so the
            // daily sandbox limits are raised like the code e-mails above.
            SANDBOX: 'true',
            SANDBOX_DAILY_CREDIT_COUNT: '1000',
            SANDBOX_DAILY_CREDIT_AMOUNT_CENTS: '100000000',
            // Webhooks to the sandbox receiver, which is this API on localhost.
            WEBHOOKS_ALLOW_LOCALHOST: 'true',
            // Every browser of the suite is 127.0.0.1: registrations (limited per client address,
            // with the e-mail thresholds) of a few re-runs must fit.
            RATE_LIMIT_EMAIL_PER_ADDRESS: '200',
          },
        },
        ...APPS.map((app) => ({
          command: `node ${path.join(ROOT, 'shared/app-server/bin/arara-serve.mjs')}`,
          // scripts/compat-check.mjs serves another shell build (the released one) from E2E_SHELL_DIR.
          cwd:
            app.name === 'shell' && process.env.E2E_SHELL_DIR
              ? process.env.E2E_SHELL_DIR
              : path.join(ROOT, app.dir),
          url: `http://localhost:${app.port}/index.html`,
          timeout: 60_000,
          reuseExistingServer: !process.env.CI,
          env: {
            PORT: String(app.port),
            SERVE_REGISTRY: app.name === 'shell' ? 'true' : 'false',
            API_URL,
            // The run's own registry file and releases (emptied with .data/e2e before a run), not
            // the ones `pnpm release` keeps for `npm start` (docs/deployment.md "The registry").
            REGISTRY_FILE,
            RELEASES_DIR,
          },
        })),
      ],
});
