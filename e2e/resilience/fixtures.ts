import type { Page } from '@playwright/test';
import { test as base } from '../support/fixtures';
import { createServices, type Services } from './services';

/**
 * The demo owner's fixtures (e2e/support/fixtures.ts) over services this worker runs itself:
 * `services` starts the API and every app server before the first test and stops them after
 * the last; a test may stop and start any of them. `pageErrors` collects the uncaught errors
 * of the signed-in page.
 */
export const test = base.extend<{ pageErrors: Error[] }, { services: Services }>({
  services: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses.
    async ({}, use) => {
      const services = createServices();
      try {
        await services.startAll();
        await use(services);
      } finally {
        await services.stopAll();
      }
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  pageErrors: async ({ signedInPage }, use) => {
    const errors: Error[] = [];
    signedInPage.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

/** Client-side navigation, as a sidebar link does (the loaded remotes stay loaded). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Milliseconds since `start`, to one decimal, for the figures. */
export const since = (start: number) => Math.round((performance.now() - start) * 10) / 10;
