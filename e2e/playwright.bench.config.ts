import { defineConfig } from '@playwright/test';
import base from './playwright.config';

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
});
