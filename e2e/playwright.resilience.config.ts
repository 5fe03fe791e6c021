import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run test:resilience` (docs/reliability.md): the same browser as the e2e flows, but no
 * `webServer`: the suite starts, stops and restarts the API and the app servers itself
 * (e2e/resilience/services.ts), on the standard ports, so it runs alone on the machine.
 */
export default defineConfig({
  ...base,
  testDir: './resilience',
  globalSetup: './resilience/global-setup.ts',
  webServer: undefined,
  timeout: 120_000,
});
