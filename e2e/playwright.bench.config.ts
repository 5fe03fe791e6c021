import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `pnpm bench` measurements: same servers and browser as the e2e flows, no assertions on time. */
export default defineConfig({ ...base, testDir: './bench', timeout: 180_000 });
